/**
 * One application: the multipart body read within its limit, the fields checked with the
 * module's rules and weighed by the spam guard (its limits answer before the CV is read, issue
 * 26), the CV checked by its bytes within fixed bounds (the profile CV's rule, decision 40),
 * then the CV and the application stored before anything is sent. Never throws for what a
 * visitor sent: every problem comes back as a message for the form, with what was typed.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { randomUUID } from 'node:crypto'
import { APPLICATION_MSG, applicationFormSchema } from '../../../../shared/collections/applications'
import { CV_MAX_BYTES } from '../../../../shared/schemas/limits'
import { UPLOAD_RULES } from '../../../../shared/schemas/uploads'
import { uploadPath } from '../../../../shared/schemas/file-paths'
import type { Application, Opening, StoredFile } from '../../../../shared/schemas/types'
import { HONEYPOT_FIELD, KEPT_CV_FIELD, OPENING_FIELD, TOKEN_FIELD } from '../../../../shared/public-form-fields'
import type { KeptCv } from '../../../../web/src/components/application-form'
import type { AppEnv } from '../../app-env'
import { formSecret, issueFormToken } from '../../security/form-token'
import type { SpamGuard } from '../../security/spam-guard'
import { boundFields, FORM_LIMITS } from '../../routes/dashboard/form-helpers'
import { readLimited } from '../../routes/dashboard/uploads'
import { APP_CHECK_NEEDS_SCRIPT, appCheckRefuses } from '../../security/app-check'
import { addressKey, requestAddress } from '../../security/client-address'
import { cleanOriginalName, validateUpload } from '../../uploads/validate-upload'
import { findOpenOpening } from '../openings/read'
import { CV_FOLDER, keptCvToken, readKeptCv } from './kept-cv'
import { planApplicationMail } from './application-mail'
import { spamLevel } from '../inquiries/inquiry-mail'

/**
 * Largest application body: a CV of up to twice its limit (so a CV that is too big is answered
 * next to its field, with everything typed kept) and the text fields with room to spare. A
 * bigger body is refused unread past this point.
 */
export const APPLICATION_BODY_LIMIT = 2 * CV_MAX_BYTES + 256 * 1024

export const TOO_LARGE = `Kiriman terlalu besar: CV maksimal ${CV_MAX_BYTES / 1024 / 1024} MB. Tekan tombol Kembali di peramban Anda (isian Anda masih ada), pilih file CV yang lebih kecil, lalu kirim lagi.`
export const NOT_SENT = 'Lamaran belum terkirim: periksa isian yang ditandai.'
const UNREADABLE = 'Formulir tidak dapat dibaca. Muat ulang halaman dan coba lagi.'

/** The key requests share when their address cannot be known (the search limit does the same). */
const UNKNOWN_ADDRESS = 'unknown'

export type SubmitOutcome =
  | { kind: 'stored'; application: Application }
  | {
      kind: 'refused'
      status: 400 | 403 | 409 | 413 | 429
      values: Record<string, string>
      errors: Record<string, string[]>
      formError?: string
      token: string
      keptCv: KeptCv | null
      /** The opening the form was for, while it is open (the page to show the form on again). */
      opening: Opening | null
      retryAfterS?: number
    }

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (header: string) => header.split(';', 1)[0]!.trim().toLowerCase()

/** The `boundary` parameter of a multipart Content-Type (RFC 2046, 5.1.1), or null. */
function boundaryOf(header: string): string | null {
  for (const parameter of header.split(';').slice(1)) {
    const equals = parameter.indexOf('=')
    if (equals === -1 || parameter.slice(0, equals).trim().toLowerCase() !== 'boundary') continue
    const value = parameter.slice(equals + 1).trim()
    return value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value
  }
  return null
}

/** How many times `needle` occurs in `haystack`, counted up to `stopAfter` (a linear search). */
function occurrences(haystack: Buffer, needle: string, stopAfter: number): number {
  let count = 0
  for (let at = haystack.indexOf(needle); at !== -1 && count <= stopAfter; at = haystack.indexOf(needle, at + needle.length)) count++
  return count
}

/**
 * The text fields and the CV of the body, or `too-large`. The body is read up to the limit and no
 * further; a multipart body's parts are counted before the platform's parser (undici) reads them,
 * so a body of a million empty parts costs one linear scan. Anything that is not a form is a 400.
 */
async function readApplicationBody(c: Context<AppEnv>): Promise<{ entries: [string, string][]; file: File | null } | 'too-large'> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > APPLICATION_BODY_LIMIT) return 'too-large'
  const bytes = await readLimited(c.req.raw.body, APPLICATION_BODY_LIMIT)
  if (bytes === 'too-large') return 'too-large'
  const header = c.req.header('content-type') ?? ''
  const type = mediaType(header)
  try {
    if (type === 'application/x-www-form-urlencoded') {
      // A form sent without its file (a script, an old browser): the CV is then missing. Its
      // fields are counted before the parser splits them.
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      if (occurrences(buffer, '&', FORM_LIMITS.entries) >= FORM_LIMITS.entries) throw new HTTPException(400, { message: UNREADABLE })
      return { entries: [...new URLSearchParams(buffer.toString('utf8'))], file: null }
    }
    if (type === 'multipart/form-data') {
      const boundary = boundaryOf(header)
      if (!boundary) throw new HTTPException(400, { message: UNREADABLE })
      if (occurrences(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), `--${boundary}`, FORM_LIMITS.entries + 1) > FORM_LIMITS.entries + 1) {
        throw new HTTPException(400, { message: UNREADABLE })
      }
      const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': header } }).formData()
      const entries = [...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      const cv = form.get('cv')
      return { entries, file: cv instanceof File ? cv : null }
    }
  } catch (error) {
    if (error instanceof HTTPException) throw error
    throw new HTTPException(400, { message: UNREADABLE })
  }
  throw new HTTPException(400, { message: UNREADABLE })
}

/**
 * What the visitor typed, as the form shows it again (one string per field, hidden ones aside),
 * each cut at twice the longest value a form may carry: more was never typed into this form.
 */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of Object.keys(applicationFormSchema.shape)) {
    const value = form.get(name)
    if (typeof value === 'string') values[name] = value.slice(0, 2 * FORM_LIMITS.valueChars)
  }
  return values
}

/** A file input left empty still sends a part: no name, no bytes. */
const chosen = (file: File | null): file is File => file !== null && (file.size > 0 || file.name !== '')

export interface SubmitOptions {
  guard: SpamGuard
  /** Who is told of a new application: the career email (settings) or, without one, the main one. */
  recipients: string[]
}

export async function submitApplication(c: Context<AppEnv>, options: SubmitOptions): Promise<SubmitOutcome> {
  const backend = c.get('backend')
  const store = backend.content
  const now = c.get('now')
  const nowMs = now.getTime()
  const secret = await formSecret(store)
  const body = await readApplicationBody(c)
  const base = (form: FormData | null, opening: Opening | null) => ({
    kind: 'refused' as const,
    values: form ? typedValues(form) : {},
    // Shown again: a fresh render time, so the visitor's second try is timed from now.
    token: issueFormToken(secret, nowMs),
    opening,
  })
  if (body === 'too-large') return { ...base(null, null), status: 413, errors: { cv: [UPLOAD_RULES.application_cvs.messages.size] }, formError: TOO_LARGE, keptCv: null }

  const { form, refusal } = boundFields(body.entries)
  const slug = form.get(OPENING_FIELD)
  const opening = typeof slug === 'string' && slug ? await findOpenOpening(store, slug.slice(0, 200), now) : null
  const kept = readKeptCv(secret, form.get(KEPT_CV_FIELD))
  const keptCv = async (file: StoredFile | null): Promise<KeptCv | null> =>
    file && (await backend.files.stat(file.path)) ? { token: keptCvToken(secret, file), name: file.originalName || 'CV.pdf', size: file.size } : null

  if (refusal) return { ...base(form, opening), status: 400, errors: { [refusal.field]: [refusal.message] }, formError: refusal.message, keptCv: await keptCv(kept) }
  // APP_CHECK=enforce on Firebase and no verified token (a form sent without JavaScript, or a
  // script that could not get one): shown again with what was typed; its CV is not stored.
  if (appCheckRefuses(c)) return { ...base(form, opening), status: 403, errors: {}, formError: APP_CHECK_NEEDS_SCRIPT('Lamaran'), keptCv: await keptCv(kept) }
  // The opening closed (or was removed) while the form was open: nothing typed is lost; the
  // career page shows it again as an open application.
  if (typeof slug === 'string' && slug && !opening) {
    return { ...base(form, null), status: 409, errors: {}, formError: APPLICATION_MSG.openingClosed, keptCv: await keptCv(kept) }
  }

  const submission = parseWithZod(form, { schema: applicationFormSchema })
  const errors: Record<string, string[]> =
    submission.status === 'success' ? {} : (Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, messages]) => messages?.length)) as Record<string, string[]>)

  // The cheap checks before the CV is read: the form's signed time, the honeypot and
  // the per-address and per-email limits are weighed first, so a try past the limit is answered
  // without its file being parsed. A submission counts once it brings a file to check or could
  // be stored; one with mistakes and no new file (the kept CV) costs nothing and is not counted.
  const newFile = chosen(body.file) ? body.file : null
  const address = requestAddress(c)
  const email = submission.status === 'success' ? submission.value.email : ''
  const verdict = (submission.status === 'success' || newFile) ? await options.guard.check({
    secret,
    token: form.get(TOKEN_FIELD),
    honeypot: form.get(HONEYPOT_FIELD) ?? undefined,
    addressKey: address ? addressKey(address) : UNKNOWN_ADDRESS,
    email,
    nowMs,
    text: { name: submission.status === 'success' ? submission.value.name : '', message: submission.status === 'success' ? submission.value.coverLetter : '' },
  }) : null
  if (verdict?.kind === 'limited') {
    c.header('Retry-After', String(verdict.retryAfterS))
    // A new file was not read: the form asks for it again; a CV kept from an earlier try stays.
    return { ...base(form, opening), status: 429, errors: {}, formError: verdict.message, keptCv: await keptCv(newFile ? null : kept), retryAfterS: verdict.retryAfterS }
  }

  // The CV: a new file, checked by its bytes whatever its name or type claims (within the
  // bounds of decision 40); else the one kept.
  let cv: StoredFile | null = null
  let newCv: { bytes: Uint8Array; file: StoredFile } | null = null
  const rule = UPLOAD_RULES.application_cvs
  if (newFile) {
    if (newFile.size > rule.maxBytes) errors.cv = [rule.messages.size]
    else {
      const bytes = new Uint8Array(await newFile.arrayBuffer())
      const check = await validateUpload(CV_FOLDER, bytes)
      if (!check.ok) errors.cv = [check.message]
      else {
        const originalName = cleanOriginalName(newFile.name)
        newCv = { bytes, file: { path: uploadPath(CV_FOLDER, 'pdf'), contentType: check.contentType, size: bytes.byteLength, ...(originalName ? { originalName } : {}) } }
      }
    }
  } else if (kept && (await backend.files.stat(kept.path))) cv = kept
  else errors.cv = [APPLICATION_MSG.cvRequired]

  // Stored now: a refused form keeps it, an accepted one points to it.
  if (newCv) {
    await backend.files.put(newCv.file.path, newCv.bytes, newCv.file.contentType)
    cv = newCv.file
  }
  if (submission.status !== 'success' || Object.keys(errors).length > 0 || !cv) {
    return { ...base(form, opening), status: 400, errors, formError: NOT_SENT, keptCv: await keptCv(cv) }
  }
  if (verdict?.kind === 'expired') return { ...base(form, opening), status: 400, errors: {}, formError: verdict.message, keptCv: await keptCv(cv) }

  const value = submission.value
  const spamReasons = verdict?.kind === 'accept' ? verdict.spamReasons : []
  const spam = spamReasons.length > 0
  const id = randomUUID()
  const application = await store.create(
    'applications',
    {
      ...value,
      cv,
      openingId: opening?.id ?? '',
      openingTitle: opening?.title ?? '',
      status: spam ? 'spam' : 'new',
      unread: !spam,
      emailKey: value.email.toLowerCase(),
      assigneeId: '',
      notes: [],
      replies: [],
      spamReasons,
      mail: planApplicationMail({ id, email: value.email, recipients: options.recipients, spam: spamLevel(spamReasons), nowIso: now.toISOString() }),
      mailDue: spamLevel(spamReasons) !== 'certain',
    },
    { actor: 'visitor', id },
  )
  return { kind: 'stored', application }
}
