import * as z from 'zod'
import { DISCLAIMER_MAX, EMAIL_MAX, FOUNDING_YEAR_MIN, IMAGE_COVER, LOGO_RECOMMENDED, NAME_MAX, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN, SITE_DESCRIPTION_MAX, TAGLINE_MAX, URL_MAX } from '../schemas/limits'
import { MSG } from '../schemas/messages'
import { formatPhone, toE164 } from '../schemas/phone'
import { canonicalSocialUrl, SOCIAL_NETWORKS, socialUrlMessage, type SocialNetwork } from '../schemas/social-links'
import { multiLineText, singleLineText } from '../schemas/text-fields'
import { custom, defineCollection, enumeration, formValues, ids, LinesRule, optionalUpload, text, translated, type FormValues } from './define'

/** How long inquiries are kept when the settings say nothing, and the longest they may say (months). */
export const INQUIRY_RETENTION_DEFAULT_MONTHS = 12
export const INQUIRY_RETENTION_MAX_MONTHS = 120
/** How long job applications (and their CVs) are kept when the settings say nothing. */
export const APPLICATION_RETENTION_DEFAULT_MONTHS = 6
/** How long event registrations are kept after their event ends when the settings say nothing (months; at most INQUIRY_RETENTION_MAX_MONTHS). */
export const REGISTRATION_RETENTION_DEFAULT_MONTHS = 12

/**
 * One line of "Penerima pesan per bidang praktik": `{area id}: {email}, {email}`, as the settings'
 * picker writes it (a list of people and addresses per area, never typed by hand).
 * Lines saved before the picker name the area by its slug; they are read the same way.
 */
const AREA_EMAIL_LINE = /^([A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*)\s*:\s*(.+)$/

/** The recipients of each practice area (by id, or by slug in older lines) written in the settings; malformed lines are skipped. */
export function areaRecipients(lines: readonly string[] | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const line of lines ?? []) {
    const match = AREA_EMAIL_LINE.exec(line.trim())
    if (!match) continue
    const emails = match[2]!.split(',').map((e) => e.trim()).filter(Boolean)
    if (emails.every((e) => e.length <= EMAIL_MAX && z.email().safeParse(e).success)) map.set(match[1]!, emails)
  }
  return map
}

/** The recipients the settings name for one practice area (its id, else its slug in an older line); none when they name none. */
export function recipientsOfArea(lines: readonly string[] | undefined, area: { id: string; slug: string }): string[] {
  const map = areaRecipients(lines)
  return map.get(area.id) ?? map.get(area.slug) ?? []
}

/** The lines keyed by area id: an older line's slug replaced by its area's id (the picker's form), unknown keys kept. */
export function areaRecipientLinesById(lines: readonly string[] | undefined, areas: readonly { id: string; slug: string }[]): string[] {
  const idOfSlug = new Map(areas.map((area) => [area.slug, area.id]))
  const known = new Set(areas.map((area) => area.id))
  return [...areaRecipients(lines)].map(([key, emails]) => `${known.has(key) ? key : (idOfSlug.get(key) ?? key)}: ${emails.join(', ')}`)
}

/** The retention period the settings give (months), or the default. */
export function inquiryRetentionMonths(value: string | undefined): number {
  const months = Number(value)
  return Number.isInteger(months) && months >= 1 && months <= INQUIRY_RETENTION_MAX_MONTHS ? months : INQUIRY_RETENTION_DEFAULT_MONTHS
}

/** How long registrations are kept after their event ends (months), as the settings give it, or the default. */
export function registrationRetentionMonths(value: unknown): number {
  const months = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(months) && months >= 1 && months <= INQUIRY_RETENTION_MAX_MONTHS ? months : REGISTRATION_RETENTION_DEFAULT_MONTHS
}

/** How long Statistik's daily counters are kept when the settings say nothing (months), and the longest they may say. */
export const INSIGHTS_RETENTION_DEFAULT_MONTHS = 25
export const INSIGHTS_RETENTION_MAX_MONTHS = 120

/** Statistik's retention the settings give (months), or the default. */
export function insightsRetentionMonths(value: unknown): number {
  const months = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(months) && months >= 1 && months <= INSIGHTS_RETENTION_MAX_MONTHS ? months : INSIGHTS_RETENTION_DEFAULT_MONTHS
}

/** The one settings document's id: `settings/site`. */
export const SETTINGS_ID = 'site'

/** Pengaturan Situs in the dashboard, and its offices' section (where office saves come back to). */
export const SETTINGS_PATH = '/dashboard/settings'
export const OFFICES_ANCHOR = 'kantor'

/** Messages of the settings and office rules (ours), their numbers from the limit constants. */
export const SETTINGS_MSG = {
  nameRequired: 'Nama firma harus diisi',
  nameMax: `Nama firma maksimal ${NAME_MAX} karakter`,
  legalNameMax: `Nama resmi maksimal ${NAME_MAX} karakter`,
  taglineMax: `Slogan maksimal ${TAGLINE_MAX} karakter`,
  descriptionRequired: 'Deskripsi singkat harus diisi',
  descriptionMax: `Deskripsi singkat maksimal ${SITE_DESCRIPTION_MAX} karakter`,
  foundingYear: `Tahun berdiri harus berupa tahun antara ${FOUNDING_YEAR_MIN} dan tahun ini`,
  emailRequired: 'Email utama harus diisi',
  emailMax: `Alamat email maksimal ${EMAIL_MAX} karakter`,
  phone: `Nomor telepon tidak valid: tulis ${PHONE_DIGITS_MIN}–${PHONE_DIGITS_MAX} digit dengan kode negara, misalnya +62 21 5088 7700, atau nomor dalam negeri seperti 021 5088 7700`,
  urlMax: `URL maksimal ${URL_MAX} karakter`,
  disclaimerMax: `Penafian maksimal ${DISCLAIMER_MAX} karakter`,
  areaInquiryEmails: 'Ada alamat email yang tidak valid di penerima pesan per bidang praktik: periksa kolom Email lain, beberapa alamat dipisah koma, misalnya “litigasi@kantor.co.id, partner@kantor.co.id”',
  inquiryRetention: `Lama penyimpanan harus berupa jumlah bulan dari 1 sampai ${INQUIRY_RETENTION_MAX_MONTHS}, atau kosong untuk ${INQUIRY_RETENTION_DEFAULT_MONTHS} bulan`,
  applicationRetention: `Lama penyimpanan harus berupa jumlah bulan dari 1 sampai ${INQUIRY_RETENTION_MAX_MONTHS}, atau kosong untuk ${APPLICATION_RETENTION_DEFAULT_MONTHS} bulan`,
  registrationRetention: `Lama penyimpanan data pendaftar acara harus berupa jumlah bulan dari 1 sampai ${INQUIRY_RETENTION_MAX_MONTHS}, atau kosong untuk ${REGISTRATION_RETENTION_DEFAULT_MONTHS} bulan`,
  insightsRetention: `Lama penyimpanan Statistik harus berupa jumlah bulan dari 1 sampai ${INSIGHTS_RETENTION_MAX_MONTHS}, atau kosong untuk ${INSIGHTS_RETENTION_DEFAULT_MONTHS} bulan`,
  logoType: MSG.logoType,
  shareImageType: MSG.coverType,
} as const

/** Optional one-line text, stored as '' when left empty. */
const optionalLine = () =>
  singleLineText()
    .trim()
    .optional()
    .transform((value) => value ?? '')

/** An email address, required (`required` is its message) or optional (''). */
export function emailRule(required?: string) {
  const base = singleLineText(required ? { error: required } : undefined).trim()
  const rule = required ? base.min(1, required) : base.optional().transform((value) => value ?? '')
  return rule
    .refine((value) => value.length <= EMAIL_MAX, SETTINGS_MSG.emailMax)
    .refine((value) => value === '' || z.email().safeParse(value).success, MSG.emailInvalid)
}

/** A phone number as typed, stored in E.164 (shared/schemas/phone.ts); '' when optional and empty. */
export function phoneRule(required?: string) {
  const base = singleLineText(required ? { error: required } : undefined).trim()
  const rule = required ? base.min(1, required) : base.optional().transform((value) => value ?? '')
  return rule.refine((value) => value === '' || toE164(value) !== null, SETTINGS_MSG.phone).transform((value) => (value === '' ? '' : (toE164(value) as string)))
}

/** A link to the firm's profile on `network`, stored canonical (shared/schemas/social-links.ts), or ''. */
function socialLink(network: SocialNetwork) {
  return custom(
    'text',
    optionalLine()
      .refine((value) => value.length <= URL_MAX, SETTINGS_MSG.urlMax)
      .refine((value) => value === '' || canonicalSocialUrl(network, value) !== null, socialUrlMessage(network))
      .transform((value) => (value === '' ? '' : (canonicalSocialUrl(network, value) as string))),
    { label: `URL ${SOCIAL_NETWORKS[network].label}`, help: `Misalnya ${SOCIAL_NETWORKS[network].example}` },
    { default: '', maxLength: URL_MAX },
  )
}

/**
 * The founding year as typed: four digits from FOUNDING_YEAR_MIN to the current year, or empty.
 * Kept as text, as JSON-LD's `foundingDate` wants it.
 */
const FoundingYearRule = optionalLine().refine((value) => {
  if (value === '') return true
  if (!/^\d{4}$/.test(value)) return false
  const year = Number(value)
  return year >= FOUNDING_YEAR_MIN && year <= new Date().getFullYear()
}, SETTINGS_MSG.foundingYear)

/** Whether publishing waits for a reviewer's approval (Pengaturan Situs). */
export const REVIEW_SETTING_CHOICES = ['off', 'on'] as const
export function reviewRequired(site: { reviewBeforePublishing?: string } | null | undefined): boolean {
  return site?.reviewBeforePublishing === 'on'
}

/** Whether admins receive Statistik's weekly summary by email (Pengaturan Situs; decision 62). */
export const INSIGHTS_WEEKLY_CHOICES = ['off', 'on'] as const
export function weeklySummaryWanted(site: { insightsWeeklyEmail?: string } | null | undefined): boolean {
  return site?.insightsWeeklyEmail === 'on'
}

/** The settings with an English version: the slogan, the short description and the footer's disclaimer. */
export const SETTINGS_TRANSLATED = ['tagline', 'shortDescription', 'disclaimer'] as const

/**
 * Site settings: one document, `settings/site`, written by admins in the dashboard
 * (Pengaturan Situs) and read by every public page: the header, the footer, meta tags, feeds,
 * JSON-LD and vCards.
 */
export const settings = defineCollection({
  name: 'settings',
  labels: {
    title: 'Pengaturan Situs',
    noun: 'pengaturan situs',
    create: 'Pengaturan Situs',
    edit: 'Pengaturan Situs',
  },
  // What a visitor reads has an English version (decision 30); names, addresses,
  // emails, numbers and links are the firm's own in both languages.
  fields: translated({
    name: text({ label: 'Nama firma', tidy: true, required: SETTINGS_MSG.nameRequired, max: [NAME_MAX, SETTINGS_MSG.nameMax], help: 'Nama yang tampil di kepala situs, judul halaman, dan umpan RSS.' }),
    legalName: custom('text', optionalLine().refine((value) => value.length <= NAME_MAX, SETTINGS_MSG.legalNameMax), { label: 'Nama resmi', help: 'Nama badan hukum, untuk footer dan data terstruktur. Kosongkan bila sama dengan nama firma.' }, { default: '', maxLength: NAME_MAX }),
    tagline: custom('text', optionalLine().refine((value) => value.length <= TAGLINE_MAX, SETTINGS_MSG.taglineMax), { label: 'Slogan', help: 'Tampil di judul beranda setelah nama firma.' }, { default: '', maxLength: TAGLINE_MAX }),
    // Not `description`: a field name means one kind across modules, and practice areas' description is rich text.
    shortDescription: custom(
      'textarea',
      multiLineText({ error: SETTINGS_MSG.descriptionRequired })
        .transform((value) => value.replace(/\s+/g, ' ').trim())
        .refine((value) => value.length > 0, SETTINGS_MSG.descriptionRequired)
        .refine((value) => value.length <= SITE_DESCRIPTION_MAX, SETTINGS_MSG.descriptionMax),
      { label: 'Deskripsi singkat', required: true, help: 'Satu atau dua kalimat: deskripsi beranda di mesin pencari dan umpan RSS.' },
      { default: '', maxLength: SITE_DESCRIPTION_MAX, example: 'Kantor hukum contoh di Jakarta.' },
    ),
    foundingYear: custom('text', FoundingYearRule, { label: 'Tahun berdiri' }, { default: '', example: '2004', maxLength: 4 }),
    email: custom('text', emailRule(SETTINGS_MSG.emailRequired), { label: 'Email utama', required: true }, { default: '', example: 'kantor@example.test', maxLength: EMAIL_MAX }),
    careerEmail: custom('text', emailRule(), { label: 'Email karier', help: 'Tujuan lamaran di halaman Karier. Kosongkan untuk memakai email utama.' }, { default: '', maxLength: EMAIL_MAX }),
    whatsapp: custom('text', phoneRule(), { label: 'WhatsApp', help: 'Nomor dengan kode negara, misalnya +62 811 1900 4477.' }, { default: '', maxLength: 40 }),
    logo: optionalUpload('site_logos', {
      label: 'Logo',
      invalid: SETTINGS_MSG.logoType,
      help: `PNG atau JPEG, maksimal 10MB, minimal ${LOGO_RECOMMENDED.width}×${LOGO_RECOMMENDED.height} piksel. Tampil setinggi 40 piksel di kepala situs; tanpa logo, kepala situs menampilkan inisial nama firma.`,
    }),
    shareImage: optionalUpload('share_images', {
      label: 'Gambar berbagi',
      invalid: SETTINGS_MSG.shareImageType,
      help: `Gambar yang tampil saat halaman tanpa gambar sendiri dibagikan di media sosial: ${IMAGE_COVER.width}×${IMAGE_COVER.height} piksel, PNG atau JPEG, maksimal 10MB.`,
    }),
    linkedinUrl: socialLink('linkedin'),
    instagramUrl: socialLink('instagram'),
    xUrl: socialLink('x'),
    youtubeUrl: socialLink('youtube'),
    disclaimer: custom(
      'textarea',
      multiLineText()
        .optional()
        .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
        .refine((value) => value.length <= DISCLAIMER_MAX, SETTINGS_MSG.disclaimerMax),
      { label: 'Penafian footer', help: 'Kalimat di bagian bawah setiap halaman, misalnya bahwa isi situs bukan nasihat hukum.' },
      { default: '', maxLength: DISCLAIMER_MAX },
    ),
    // Where the contact form's inquiries go, and how long they are kept.
    areaInquiryEmails: custom(
      'lines',
      LinesRule.refine((lines) => areaRecipients(lines).size === lines.length, SETTINGS_MSG.areaInquiryEmails),
      {
        label: 'Penerima pesan per bidang praktik',
        help: 'Opsional. Pilih untuk tiap bidang praktik siapa yang menerima pesan tentang bidang itu: orang dari daftar Profil dan akun staf, atau alamat lain. Pesan tentang bidang tanpa penerima, atau tanpa bidang, dikirim ke Email utama. Formulir kontak hanya menjanjikan pesan diteruskan ke tim bidang bila bidang itu punya penerima.',
      },
      { array: true, default: [] },
    ),
    inquiryRetentionMonths: custom(
      'text',
      optionalLine().refine((value) => value === '' || (/^\d{1,3}$/.test(value) && inquiryRetentionMonths(value) === Number(value)), SETTINGS_MSG.inquiryRetention),
      { label: 'Simpan pesan masuk (bulan)', help: `Pesan dari formulir kontak dihapus otomatis setelah sekian bulan sejak diterima. Kosongkan untuk ${INQUIRY_RETENTION_DEFAULT_MONTHS} bulan.` },
      { default: '', maxLength: 3 },
    ),
    // How long job applications and their CVs are kept (functions/src/collections/applications/retention.ts).
    applicationRetentionMonths: custom(
      'text',
      optionalLine().refine((value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= INQUIRY_RETENTION_MAX_MONTHS), SETTINGS_MSG.applicationRetention),
      { label: 'Simpan lamaran (bulan)', help: `Lamaran dan CV-nya dihapus otomatis setelah sekian bulan sejak diterima. Kosongkan untuk ${APPLICATION_RETENTION_DEFAULT_MONTHS} bulan.` },
      { default: '', maxLength: 3 },
    ),
    // How long event registrations are kept after their event ends (functions/src/collections/registrations/retention.ts).
    registrationRetentionMonths: {
      ...custom(
        'text',
        optionalLine().refine((value) => value === '' || (/^\d{1,3}$/.test(value) && registrationRetentionMonths(value) === Number(value)), SETTINGS_MSG.registrationRetention),
        {
          label: 'Simpan data pendaftar acara (bulan)',
          help: `Data pendaftar acara (nama, email, perusahaan, telepon, pertanyaan) dihapus otomatis sekian bulan setelah acaranya selesai. Kosongkan untuk ${REGISTRATION_RETENTION_DEFAULT_MONTHS} bulan.`,
        },
        { default: '', maxLength: 3 },
      ),
      // Settings saved before the field read as empty: the default.
      absentIsDefault: true as const,
    },
    // How long Statistik's daily counters are kept (functions/src/insights/insights-sweep.ts, docs/insights.md).
    insightsRetentionMonths: {
      ...custom(
        'text',
        optionalLine().refine((value) => value === '' || (/^\d{1,3}$/.test(value) && insightsRetentionMonths(value) === Number(value)), SETTINGS_MSG.insightsRetention),
        { label: 'Simpan Statistik (bulan)', help: `Jumlah harian Statistik (tayangan, pencarian, konversi; tanpa data pengunjung) dihapus otomatis setelah sekian bulan. Kosongkan untuk ${INSIGHTS_RETENTION_DEFAULT_MONTHS} bulan.` },
        { default: '', maxLength: 3 },
      ),
      // Settings saved before the field read as empty: the default.
      absentIsDefault: true as const,
    },
    // Items of these categories go out as client alerts unless the item says otherwise.
    alertCategoryIds: ids({
      label: 'Kategori yang dikirim sebagai peringatan klien',
      references: 'categories',
      help: 'Blog dan publikasi dalam kategori ini dikirim ke pelanggan yang minatnya cocok saat terbit, kecuali itemnya memilih Jangan kirim.',
    }),
    // Tinjauan sebelum terbit (docs/decisions/0051-review-before-publishing.md): off until an admin turns it on.
    reviewBeforePublishing: {
      ...enumeration(REVIEW_SETTING_CHOICES, {
        label: 'Tinjauan sebelum terbit',
        help: 'Bila aktif, blog, publikasi, dan halaman baru terbit setelah disetujui peninjau: penulis memilih Ajukan tinjauan, peninjau memilih Setujui atau Minta perubahan. Perubahan pada item yang sudah disetujui perlu disetujui lagi.',
        message: 'Pilihan tinjauan tidak dikenal: pilih dari daftar',
        default: 'off',
        labels: { off: 'Tidak aktif: staf menerbitkan sendiri', on: 'Aktif: terbit setelah disetujui peninjau' },
      }),
      // Settings saved before the field read as off.
      absentIsDefault: true as const,
    },
    // Statistik's weekly email to admins (docs/decisions/0062-insights-dashboard.md): off until an admin turns it on.
    insightsWeeklyEmail: {
      ...enumeration(INSIGHTS_WEEKLY_CHOICES, {
        label: 'Ringkasan Statistik mingguan',
        help: 'Bila aktif, setiap Senin pagi admin menerima email berisi tayangan pekan lalu, 5 halaman teratas, pencarian tanpa hasil, dan konversi.',
        message: 'Pilihan ringkasan mingguan tidak dikenal: pilih dari daftar',
        default: 'off',
        labels: { off: 'Tidak aktif', on: 'Aktif: kirim ke semua admin setiap Senin' },
      }),
      // Settings saved before the field read as off.
      absentIsDefault: true as const,
    },
  }, SETTINGS_TRANSLATED),
})

export type SettingsInput = z.infer<typeof settings.formSchema>

/** What the settings form's inputs show: the module's values, the WhatsApp number as people read it. */
export function settingsFormValues(doc: object | null): FormValues<typeof settings.fields> {
  const values = formValues(settings, doc)
  return { ...values, whatsapp: values.whatsapp ? formatPhone(values.whatsapp) : '' }
}
