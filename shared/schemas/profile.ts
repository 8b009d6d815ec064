import { z } from 'zod'
import { MSG } from './messages'
import { BIO_MIN, NAME_MAX } from './limits'
import { IdListSchema, SlugSchema, VersionSchema } from './common'

export const LINKEDIN_HOST = 'https://www.linkedin.com'

/** https://www.linkedin.com/in/{handle} (with or without www, trailing slash allowed). */
export const LINKEDIN_PATTERN = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%]{3,100}\/?$/

/** Lines typed in a textarea, one entry per line. */
const LinesSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => {
    const lines = value === undefined ? [] : Array.isArray(value) ? value : value.split('\n')
    return lines.map((line) => line.trim()).filter(Boolean)
  })

const optionalFileRef = (folder: string, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((path) => path === undefined || (path.startsWith(`${folder}/`) && !path.includes('..')), message)

/** Attorney and staff profile form (spec section 5). */
export const ProfileSchema = z.object({
  name: z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(NAME_MAX),
  slug: SlugSchema,
  position: z.string({ error: MSG.positionRequired }).trim().min(1, MSG.positionRequired).max(NAME_MAX),
  kind: z.enum(['attorney', 'staff']).default('attorney'),
  email: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid),
  phone: z.string().trim().max(40).optional().transform((value) => value ?? ''),
  bio: z.string({ error: MSG.bioMin }).trim().min(BIO_MIN, MSG.bioMin),
  education: LinesSchema,
  barAdmissions: LinesSchema,
  languages: LinesSchema,
  practiceAreaIds: IdListSchema,
  picture: optionalFileRef('profile_pictures', MSG.pictureType),
  cv: optionalFileRef('cv', MSG.cvType),
  linkedinUrl: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || LINKEDIN_PATTERN.test(value), MSG.linkedin(LINKEDIN_HOST)),
  version: VersionSchema,
})
export type ProfileInput = z.infer<typeof ProfileSchema>
