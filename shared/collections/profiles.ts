import * as z from 'zod'
import { BIO_MIN, NAME_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { canonicalLinkedinUrl, LINKEDIN_HOST, PROFILE_MSG } from '../schemas/profile'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, ids, lines, optionalUpload, slug, text } from './define'

/** Optional one-line text, stored as '' when left empty. */
const optionalLine = () =>
  singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')

/** Attorney and staff profiles (spec section 5): the form parsed by the browser and again by the server. */
export const profiles = defineCollection({
  name: 'profiles',
  labels: { title: 'Profil', noun: 'profil', create: 'Tambah profil', edit: 'Ubah profil', notices: { created: 'profile-created', saved: 'profile-saved', deleted: 'profile-deleted' } },
  fields: {
    name: text({ label: 'Nama', indexed: true, searchable: true, required: MSG.nameRequired, max: [NAME_MAX, PROFILE_MSG.nameMax] }),
    slug: slug(),
    position: text({ label: 'Jabatan', searchable: true, translatable: true, required: MSG.positionRequired, max: [NAME_MAX, PROFILE_MSG.positionMax] }),
    kind: enumeration(['attorney', 'staff'], { label: 'Jenis', indexed: true, message: PROFILE_MSG.kind, default: 'attorney' }),
    email: custom('text', optionalLine().refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid), { label: 'Email' }, { default: '' }),
    phone: custom(
      'text',
      singleLineText()
        .trim()
        .max(40, PROFILE_MSG.phone)
        .regex(/^[0-9+\-\(\)\. ]*$/, PROFILE_MSG.phone)
        .optional()
        .transform((value) => value ?? ''),
      { label: 'Telepon' },
      { default: '' },
    ),
    // Lengths are measured on what the user typed: a line break counts once, though browsers send CRLF.
    bio: custom('textarea', multiLineText({ error: MSG.bioMin }).trim().min(BIO_MIN, MSG.bioMin), { label: 'Bio', searchable: true, translatable: true }, { default: '' }),
    education: lines({ label: 'Pendidikan', searchable: true, translatable: true }),
    barAdmissions: lines({ label: 'Izin praktik', translatable: true }),
    languages: lines({ label: 'Bahasa', searchable: true, translatable: true }),
    practiceAreaIds: ids({ label: 'Bidang praktik', references: 'practiceAreas', indexed: true }),
    picture: optionalUpload('profile_pictures', { label: 'Foto profil', invalid: MSG.pictureType }),
    cv: optionalUpload('cv', { label: 'CV', invalid: MSG.cvType }),
    linkedinUrl: custom(
      'text',
      optionalLine()
        .refine((value) => value === '' || canonicalLinkedinUrl(value) !== null, MSG.linkedin(LINKEDIN_HOST))
        .transform((value) => (value === '' ? '' : (canonicalLinkedinUrl(value) as string))),
      { label: 'URL LinkedIn' },
      { default: '' },
    ),
  },
})

export type ProfileInput = z.infer<typeof profiles.formSchema>
