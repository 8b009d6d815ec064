import * as z from 'zod'
import { BIO_MIN, DASHBOARD_PER_PAGE, NAME_MAX, PROFILE_PICTURE_MAX_HEIGHT, PROFILE_PICTURE_MAX_WIDTH, PROFILE_PICTURE_RECOMMENDED } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { canonicalLinkedinUrl, LINKEDIN_HOST, PROFILE_MSG } from '../schemas/profile'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, ids, lines, optionalUpload, slug, text, translated } from './define'
import { phoneRule } from './settings'
import { dashboardPath } from '../dashboard-path'
import { altText, altWithImage, seoFields, SEO_TRANSLATED } from './seo-fields'

/** Optional one-line text, stored as '' when left empty. */
const optionalLine = () =>
  singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')

const { width, height } = PROFILE_PICTURE_RECOMMENDED
const PICTURE_HELP =
  `Gunakan foto potret minimal ${width}×${height} piksel (situs menampilkannya dengan rasio ${width}:${height}). ` +
  `Maksimal ${PROFILE_PICTURE_MAX_WIDTH}×${PROFILE_PICTURE_MAX_HEIGHT} piksel, JPEG atau PNG, maksimal 10MB.`

/**
 * The profile fields with an English version (decision 30). A person's name, slug,
 * contacts, portrait, CV and LinkedIn are the same in both languages: one page address.
 */
export const PROFILE_TRANSLATED = ['position', 'bio', 'education', 'barAdmissions', 'languages', 'pictureAlt', ...SEO_TRANSLATED] as const

/**
 * Attorney and staff profiles (spec section 5): the form parsed by the browser and again by the
 * server, and the one place that names each field and its help in the dashboard form.
 */
export const profiles = defineCollection({
  name: 'profiles',
  labels: { title: 'Profil', noun: 'profil', create: 'Tambah profil', edit: 'Ubah profil', notices: { created: 'profile-created', saved: 'profile-saved', deleted: 'profile-deleted' } },
  fields: translated({
    name: text({ label: 'Nama', indexed: true, searchable: true, required: MSG.nameRequired, max: [NAME_MAX, PROFILE_MSG.nameMax] }),
    slug: slug({ from: 'name' }),
    position: text({ label: 'Jabatan', searchable: true, translatable: true, required: MSG.positionRequired, max: [NAME_MAX, PROFILE_MSG.positionMax] }),
    kind: enumeration(['attorney', 'staff'], {
      label: 'Jenis',
      help: 'Hanya advokat yang punya halaman profil di situs dan masuk urutan advokat.',
      indexed: true,
      message: PROFILE_MSG.kind,
      default: 'attorney',
      labels: { attorney: 'Advokat', staff: 'Staf' },
    }),
    email: custom('text', optionalLine().refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid), { label: 'Email' }, { default: '' }),
    // As typed (`021 5091 2811`, `0812-9876-5432`, `+62 21 …`), stored in E.164 like every
    // number of the site, shown in one readable form (shared/schemas/phone.ts).
    phone: custom('text', phoneRule(), { label: 'Telepon', help: 'Opsional. Dengan kode negara atau nomor dalam negeri, misalnya 021 5091 2811.' }, { default: '', maxLength: 40, example: '+622150912811' }),
    // Lengths are measured on what the user typed: a line break counts once, though browsers send CRLF.
    bio: custom(
      'textarea',
      multiLineText({ error: MSG.bioMin }).trim().min(BIO_MIN, MSG.bioMin),
      { label: 'Bio', help: `Minimal ${BIO_MIN} karakter. Pisahkan paragraf dengan baris kosong.`, required: true, searchable: true, translatable: true },
      { default: '' },
    ),
    education: lines({ label: 'Pendidikan', help: 'Satu entri per baris, misalnya “Sarjana Hukum, Universitas Indonesia (2010)”.', searchable: true, translatable: true }),
    barAdmissions: lines({ label: 'Keanggotaan organisasi advokat', help: 'Satu organisasi per baris.', translatable: true }),
    languages: lines({ label: 'Bahasa', help: 'Satu bahasa per baris.', searchable: true, translatable: true }),
    practiceAreaIds: ids({ label: 'Bidang praktik', references: 'practiceAreas', indexed: true }),
    picture: optionalUpload('profile_pictures', { label: 'Foto profil', help: PICTURE_HELP, invalid: MSG.pictureType }),
    // Required while a portrait is set (the rule below).
    pictureAlt: altText({ required: false }),
    cv: optionalUpload('cv', { label: 'File CV', help: 'PDF, maksimal 10MB. Pengunjung dapat mengunduhnya dari halaman profil advokat.', invalid: MSG.cvType }),
    linkedinUrl: custom(
      'text',
      optionalLine()
        .refine((value) => value === '' || canonicalLinkedinUrl(value) !== null, MSG.linkedin(LINKEDIN_HOST))
        .transform((value) => (value === '' ? '' : (canonicalLinkedinUrl(value) as string))),
      { label: 'URL LinkedIn', help: `Alamat profil LinkedIn, seperti ${LINKEDIN_HOST}/in/john-doe.` },
      { default: '' },
    ),
    ...seoFields(),
  }, PROFILE_TRANSLATED),
  rules: altWithImage('picture', 'pictureAlt', PROFILE_TRANSLATED.map((name) => `${name}En`)),
  // Sorted by name; the name is searched through the search index (its records of attorneys and staff).
  list: {
    path: dashboardPath('profiles'),
    columns: [
      { name: 'picture', label: 'Foto', cell: 'thumb', labelHidden: true, className: 'profile-thumb-cell' },
      { name: 'name', cell: 'title' },
      { name: 'position' },
      { name: 'kind', cell: 'badge' },
      { name: 'practiceAreaIds', className: 'profile-areas' },
    ],
    search: { label: 'Cari nama' },
    filters: [
      { name: 'kind', label: 'Jenis', all: 'Semua jenis' },
      { name: 'area', field: 'practiceAreaIds', label: 'Bidang praktik', all: 'Semua bidang praktik' },
    ],
    pageSize: DASHBOARD_PER_PAGE,
    empty: 'Belum ada profil. Tambahkan advokat atau staf pertama.',
    create: true,
    actions: {
      view: 'Lihat di situs',
      remove: 'Profil ini hilang dari situs dan dari urutan advokat. Profil yang masih tercantum sebagai penulis blog atau publikasi tidak akan dihapus.',
    },
    live: true,
    className: 'profile-table',
  },
})
