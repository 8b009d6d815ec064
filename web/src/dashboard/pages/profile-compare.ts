/** The profile form as labelled text, for the comparison with another person's version (live/live-form.tsx). */
import type { CompareRow, FormInput } from '../live/live-form'
import { fileText, many, namesOf, one } from './post-compare'
import type { ProfileFormPageProps } from './profile-form-page'

export function profileCompareRows(values: FormInput, props: ProfileFormPageProps): CompareRow[] {
  const kind = one(values.kind)
  return [
    { label: 'Nama', text: one(values.name) },
    { label: 'Slug', text: one(values.slug) },
    { label: 'Jabatan', text: one(values.position) },
    { label: 'Jenis', text: kind === 'staff' ? 'Staf' : kind === 'attorney' ? 'Advokat' : kind },
    { label: 'Email', text: one(values.email) },
    { label: 'Telepon', text: one(values.phone) },
    { label: 'Bio', text: one(values.bio).trim(), long: true },
    { label: 'Pendidikan', text: one(values.education).trim(), long: true },
    { label: 'Keanggotaan organisasi advokat', text: one(values.barAdmissions).trim(), long: true },
    { label: 'Bahasa', text: one(values.languages).trim() },
    { label: 'Bidang praktik', text: namesOf(many(values.practiceAreaIds), props.practiceAreas) },
    { label: 'Foto profil', text: fileText(one(values.picture), props.picture) },
    { label: 'File CV', text: fileText(one(values.cv), props.cv) },
    { label: 'URL LinkedIn', text: one(values.linkedinUrl) },
  ]
}
