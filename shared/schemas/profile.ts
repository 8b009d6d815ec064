import * as z from 'zod'
import { MSG } from './messages'
import { BIO_MIN, NAME_MAX } from './limits'
import { IdListSchema, SlugSchema, VersionSchema } from './common'
import { multiLineText, singleLineText } from './text-fields'
import { LinesRule, optionalFileRef } from '../collections/define'

export const LINKEDIN_HOST = 'https://www.linkedin.com'

/** The stored (canonical) form: https://www.linkedin.com/in/{handle}, trailing slash allowed. */
export const LINKEDIN_PATTERN = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%]{3,100}\/?$/

/**
 * What the form accepts: a LinkedIn profile address as browsers show it, including the
 * country hosts (`id.linkedin.com`) and the tracking query LinkedIn appends when a profile
 * is shared (`?originalSubdomain=id`). LinkedIn custom URLs are 3 to 100 letters, digits or
 * hyphens (older ones may carry underscores or percent-encoded letters).
 */
export const LINKEDIN_INPUT_PATTERN = /^https:\/\/(?:(?:www|[a-z]{2})\.)?linkedin\.com\/in\/([A-Za-z0-9\-_%]{3,100})\/?(?:[?#]\S*)?$/

/** Turns an accepted LinkedIn address into the canonical one, or null when it is not one. */
export function canonicalLinkedinUrl(value: string): string | null {
  const match = LINKEDIN_INPUT_PATTERN.exec(value.trim())
  return match ? `${LINKEDIN_HOST}/in/${match[1]}` : null
}

/**
 * Messages of profile rules the spec does not give ("ours", same voice). They belong in
 * messages.ts; kept here until that file takes them.
 */
export const PROFILE_MSG = {
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  positionMax: `Jabatan maksimal ${NAME_MAX} karakter`,
  kind: 'Pilih jenis profil: Advokat atau Staf',
  phone: 'Nomor telepon hanya boleh berisi angka, spasi, dan tanda + - ( ) .',
} as const

/** Attorney and staff profile form (spec section 5), parsed by the browser and again by the server. */
export const ProfileSchema = z.object({
  name: singleLineText({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired).max(NAME_MAX, PROFILE_MSG.nameMax),
  slug: SlugSchema,
  position: singleLineText({ error: MSG.positionRequired }).trim().min(1, MSG.positionRequired).max(NAME_MAX, PROFILE_MSG.positionMax),
  kind: z.enum(['attorney', 'staff'], { error: PROFILE_MSG.kind }).default('attorney'),
  email: singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid),
  phone: singleLineText()
    .trim()
    .max(40, PROFILE_MSG.phone)
    .regex(/^[0-9+\-\(\)\. ]*$/, PROFILE_MSG.phone)
    .optional()
    .transform((value) => value ?? ''),
  // Lengths are measured on what the user typed: a line break counts once, though browsers send CRLF.
  bio: multiLineText({ error: MSG.bioMin }).trim().min(BIO_MIN, MSG.bioMin),
  education: LinesRule,
  barAdmissions: LinesRule,
  languages: LinesRule,
  practiceAreaIds: IdListSchema,
  picture: optionalFileRef('profile_pictures', MSG.pictureType),
  cv: optionalFileRef('cv', MSG.cvType),
  linkedinUrl: singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value === '' || canonicalLinkedinUrl(value) !== null, MSG.linkedin(LINKEDIN_HOST))
    .transform((value) => (value === '' ? '' : (canonicalLinkedinUrl(value) as string))),
  version: VersionSchema,
})
export type ProfileInput = z.infer<typeof ProfileSchema>
