import * as z from 'zod'
import { isMultiLineText, normalizeLineBreaks } from '../schemas/text-fields'
import { groupDigits } from '../group-digits'

/**
 * Balas: an email staff write to whoever sent an inquiry or an application, from the firm's
 * address, kept in the item's thread (docs/inbox.md). Bounded so one reply cannot grow the item
 * past what a document holds, and so a stolen session cannot send a book.
 */
export const REPLY_SUBJECT_MAX = 200
export const REPLY_TEXT_MAX = 10_000
/** Replies one staff member may send in an hour, counted per process like the other limits. */
export const REPLIES_PER_HOUR = 30

const count = (n: number) => groupDigits(n)

export const REPLY_MSG = {
  subjectRequired: 'Subjek harus diisi',
  subjectMax: `Subjek maksimal ${count(REPLY_SUBJECT_MAX)} karakter`,
  subjectControl: 'Subjek berisi karakter yang tidak bisa dikirim (baris baru atau karakter kontrol). Ketik ulang subjeknya.',
  textRequired: 'Isi balasan harus diisi',
  textMax: `Isi balasan maksimal ${count(REPLY_TEXT_MAX)} karakter`,
  textControl: 'Isi balasan berisi karakter kontrol yang tidak terlihat. Ketik ulang isinya.',
  tooMany: `Akun Anda sudah mengirim ${REPLIES_PER_HOUR} balasan dalam satu jam, paling banyak yang diizinkan. Coba lagi nanti.`,
  noAddress: 'Pengirim tidak punya alamat email yang bisa dibalas.',
} as const

/** One reply as the item keeps it: when, who sent it, to whom, what it said. */
export const ReplyRule = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The message id (outbox file, mail document). */
  mailId: z.string(),
})
export type Reply = z.infer<typeof ReplyRule>

/** The Balas form, in the browser and again on the server. */
export const ReplyFormSchema = z.object({
  subject: z
    .string({ error: REPLY_MSG.subjectRequired })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: REPLY_MSG.subjectRequired, abort: true })
    .refine((value) => value.length <= REPLY_SUBJECT_MAX, { message: REPLY_MSG.subjectMax, abort: true })
    // A header is one line (RFC 5322 section 2.2): the mailer flattens it anyway; the form says so.
    .refine((value) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value), REPLY_MSG.subjectControl),
  text: z
    .string({ error: REPLY_MSG.textRequired })
    .transform((value) => normalizeLineBreaks(value).trim())
    .refine((value) => value.length > 0, { message: REPLY_MSG.textRequired, abort: true })
    .refine((value) => value.length <= REPLY_TEXT_MAX, { message: REPLY_MSG.textMax, abort: true })
    .refine((value) => isMultiLineText(value), REPLY_MSG.textControl),
})
export type ReplyInput = z.infer<typeof ReplyFormSchema>

/** "Re: …" once, however often the thread went back and forth. */
export function replySubject(subject: string): string {
  const base = subject.replace(/^(\s*re:\s*)+/i, '').trim()
  return `Re: ${base}`.slice(0, REPLY_SUBJECT_MAX)
}

/** Where the two application templates start: the candidate's name, the opening, the firm. */
export interface ApplicationTemplateInput {
  name: string
  opening: string
  firm: string
}

/** Templates of a reply to a candidate, both edited before sending. */
export const APPLICATION_REPLY_TEMPLATES = {
  interview: {
    label: 'Undang wawancara',
    subject: (t: ApplicationTemplateInput) => `Undangan wawancara: ${t.opening}`,
    text: (t: ApplicationTemplateInput) =>
      [
        `Yth. ${t.name},`,
        '',
        `Terima kasih atas lamaran Anda untuk posisi ${t.opening} di ${t.firm}. Kami ingin mengundang Anda untuk wawancara.`,
        '',
        'Hari dan tanggal: [isi]',
        'Waktu: [isi] WIB',
        'Tempat atau tautan: [isi]',
        '',
        'Mohon balas email ini untuk mengonfirmasi kehadiran Anda, atau usulkan waktu lain bila jadwal tersebut tidak memungkinkan.',
        '',
        'Salam hormat,',
        t.firm,
      ].join('\n'),
  },
  decline: {
    label: 'Tolak dengan sopan',
    subject: (t: ApplicationTemplateInput) => `Lamaran Anda: ${t.opening}`,
    text: (t: ApplicationTemplateInput) =>
      [
        `Yth. ${t.name},`,
        '',
        `Terima kasih atas minat Anda bergabung dengan ${t.firm} dan atas waktu yang Anda luangkan untuk melamar posisi ${t.opening}.`,
        '',
        'Setelah meninjau lamaran dengan saksama, kami memutuskan untuk tidak melanjutkan lamaran Anda ke tahap berikutnya kali ini. Keputusan ini tidak mengurangi penghargaan kami atas pengalaman dan kemampuan Anda.',
        '',
        'Kami mendoakan kesuksesan Anda dan mempersilakan Anda melamar kembali pada lowongan kami yang akan datang.',
        '',
        'Salam hormat,',
        t.firm,
      ].join('\n'),
  },
} as const
export type ApplicationTemplateName = keyof typeof APPLICATION_REPLY_TEMPLATES
