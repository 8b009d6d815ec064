/**
 * What the public forms (the contact form, the application form) call their fields, in
 * Indonesian, with the limits their help states: the inquiries' and applications' modules label
 * their fields with it, and the site's interface text (web/src/i18n/ui-site-pages.ts) reads it
 * from here, so the dashboard and the site never name a field two ways. Plain data on purpose:
 * interface text imports it without loading the modules and their rules.
 */
import { LINKEDIN_HOST } from '../schemas/profile'
import { groupDigits } from '../group-digits'

/** Limits of the contact form: the message's length is the issue's. */
export const INQUIRY_MESSAGE_MIN = 20
export const INQUIRY_MESSAGE_MAX = 5_000
/** The longest cover letter: about two pages. */
export const COVER_LETTER_MAX = 5_000

const count = (n: number) => groupDigits(n)

/** A field's label, and the help under it where it has one. */
interface FieldText {
  label: string
  help?: string
}

export const INQUIRY_FIELD_TEXT = {
  name: { label: 'Nama' },
  email: { label: 'Email' },
  phone: { label: 'Telepon', help: 'Opsional. Dengan kode negara atau nomor dalam negeri, misalnya 0812 3456 7890.' },
  company: { label: 'Perusahaan', help: 'Opsional.' },
  practiceAreaId: { label: 'Bidang praktik', help: 'Opsional: membantu kami meneruskan pesan Anda kepada orang yang tepat.' },
  message: { label: 'Pesan', help: `Ceritakan singkat kebutuhan hukum Anda, ${INQUIRY_MESSAGE_MIN}–${count(INQUIRY_MESSAGE_MAX)} karakter. Jangan sertakan dokumen rahasia.` },
  otherParties: { label: 'Pihak lain yang terlibat', help: 'Opsional. Nama orang atau perusahaan lain dalam perkara ini, agar kami dapat memeriksa benturan kepentingan sebelum menanggapi.' },
} as const satisfies Record<string, FieldText>

export const APPLICATION_FIELD_TEXT = {
  name: { label: 'Nama' },
  email: { label: 'Email' },
  phone: { label: 'Telepon', help: 'Dengan kode negara atau nomor dalam negeri, misalnya 0812 3456 7890.' },
  linkedinUrl: { label: 'URL LinkedIn', help: `Opsional. Alamat profil LinkedIn Anda, seperti ${LINKEDIN_HOST}/in/john-doe.` },
  cv: { label: 'CV', help: 'PDF, maksimal 10 MB.' },
  coverLetter: { label: 'Surat lamaran', help: `Opsional, maksimal ${count(COVER_LETTER_MAX)} karakter: mengapa Anda tertarik dan apa yang Anda bawa.` },
} as const satisfies Record<string, FieldText>
