import { MSG } from '../schemas/messages'
import { ProfileSchema } from '../schemas/profile'
import { custom, defineCollection, ids, lines, optionalUpload, slug } from './define'

const rules = ProfileSchema.shape

/**
 * Attorney and staff profiles (spec section 5). The rules are still those of
 * shared/schemas/profile.ts, which the dashboard parses; they move here next.
 */
export const profiles = defineCollection({
  name: 'profiles',
  labels: { title: 'Profil', noun: 'profil', create: 'Tambah profil', edit: 'Ubah profil' },
  fields: {
    name: custom('text', rules.name, { label: 'Nama', indexed: true, searchable: true }, { default: '' }),
    slug: slug(),
    position: custom('text', rules.position, { label: 'Jabatan', searchable: true, translatable: true }, { default: '' }),
    kind: custom('enumeration', rules.kind, { label: 'Jenis', indexed: true }, { default: 'attorney' }),
    email: custom('text', rules.email, { label: 'Email' }, { default: '' }),
    phone: custom('text', rules.phone, { label: 'Telepon' }, { default: '' }),
    bio: custom('text', rules.bio, { label: 'Bio', searchable: true, translatable: true }, { default: '' }),
    education: lines({ label: 'Pendidikan', searchable: true, translatable: true }),
    barAdmissions: lines({ label: 'Izin praktik', translatable: true }),
    languages: lines({ label: 'Bahasa', searchable: true, translatable: true }),
    practiceAreaIds: ids({ label: 'Bidang praktik', indexed: true }),
    picture: optionalUpload('profile_pictures', { label: 'Foto profil', invalid: MSG.pictureType }),
    cv: optionalUpload('cv', { label: 'CV', invalid: MSG.cvType }),
    linkedinUrl: custom('text', rules.linkedinUrl, { label: 'URL LinkedIn' }, { default: '' }),
  },
})
