/**
 * The application form without a page reload (issue 14). Without this script the form still
 * works: a multipart POST, then the thank-you page or the form shown again with messages. Here
 * the same POST (the CV included) asks for JSON; a CV that is too big or not a PDF is said at once,
 * before anything is sent; the server's Indonesian messages are put next to their fields, what was
 * typed stays where it is, and a CV the server kept is not asked for again. The form's render time
 * is renewed when the candidate starts typing, so the minimum fill time counts from then even on a
 * page served from a cache. On Firebase with App Check configured, the submission carries an App
 * Check token (app-check.ts).
 */
import { precheckUpload } from '../../../shared/schemas/uploads'
import { formAppCheck } from './app-check'
import { showErrors } from './inquiry-form'

interface Reply {
  ok: boolean
  message?: string
  redirect?: string
  errors?: Record<string, string[]>
  formError?: string | null
  token?: string
  keptCv?: { token: string; name: string; size: number } | null
  /** The opening the form is for from now on: '' once it closed (the next try is an open application). */
  opening?: string
  error?: string
}

const NETWORK = 'Lamaran belum terkirim: koneksi terputus. Periksa koneksi Anda, lalu kirim lagi. Isian Anda tetap di formulir.'
const UNEXPECTED = 'Lamaran belum terkirim karena gangguan di server. Coba lagi sebentar lagi. Isian Anda tetap di formulir.'
const NOT_SENT = 'Lamaran belum terkirim: periksa isian yang ditandai.'

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`

function setText(element: Element | null, text: string) {
  if (element) element.textContent = text
}

async function refreshToken(form: HTMLFormElement) {
  try {
    const res = await fetch('/career/lamaran/token', { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return
    const { token } = (await res.json()) as { token?: string }
    const field = form.elements.namedItem('formToken')
    if (token && field instanceof HTMLInputElement) field.value = token
  } catch {
    // The page's own token stays: the form still goes.
  }
}

/** Remembers the CV the server kept: a hidden reference the next try sends instead of the file. */
function keepCv(form: HTMLFormElement, kept: NonNullable<Reply['keptCv']>) {
  const existing = form.elements.namedItem('cvKept')
  const field = existing instanceof HTMLInputElement ? existing : Object.assign(document.createElement('input'), { type: 'hidden', name: 'cvKept' })
  if (!field.isConnected) form.append(field)
  field.value = kept.token
  const input = form.elements.namedItem('cv')
  if (input instanceof HTMLInputElement) {
    input.value = ''
    input.removeAttribute('aria-required')
    const help = document.getElementById(`${input.id}-help`)
    setText(help, `Terlampir: ${kept.name} (${megabytes(kept.size)}). Pilih file lain hanya bila ingin menggantinya. PDF, maksimal 10 MB.`)
  }
}

/** The CV's message before sending, from what the file claims (the server checks its bytes). */
function cvProblem(form: HTMLFormElement): string | null {
  const input = form.elements.namedItem('cv')
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
  return file ? precheckUpload('application_cvs', file) : null
}

export function enhanceApplicationForm(form: HTMLFormElement) {
  if (form.dataset.enhanced) return
  form.dataset.enhanced = '1'
  const status = form.querySelector('[data-form-status]')
  const formError = form.querySelector('[data-form-error]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  form.addEventListener(
    'focusin',
    () => {
      void refreshToken(form)
      // reCAPTCHA judges the visit while the candidate types; the token is asked for at sending.
      formAppCheck().prepare()
    },
    { once: true },
  )
  const cvInput = form.elements.namedItem('cv')
  if (cvInput instanceof HTMLInputElement) {
    cvInput.addEventListener('change', () => {
      const problem = cvProblem(form)
      showErrors(form, problem ? { cv: [problem] } : {})
    })
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (form.dataset.sending) return
    const problem = cvProblem(form)
    if (problem) {
      const first = showErrors(form, { cv: [problem] })
      setText(formError, NOT_SENT)
      first?.focus()
      return
    }
    form.dataset.sending = '1'
    if (button) button.disabled = true
    const file = cvInput instanceof HTMLInputElement ? cvInput.files?.[0] : undefined
    setText(status, file ? `Mengirim lamaran dan CV (${megabytes(file.size)})…` : 'Mengirim lamaran…')
    setText(formError, '')
    let reply: Reply | null = null
    let httpStatus = 0
    try {
      const appCheck = await formAppCheck().headers()
      const res = await fetch(form.getAttribute('action') ?? '/career/lamaran', { method: 'POST', headers: { accept: 'application/json', ...appCheck }, body: new FormData(form) })
      httpStatus = res.status
      reply = (await res.json().catch(() => null)) as Reply | null
    } catch {
      setText(formError, NETWORK)
    } finally {
      delete form.dataset.sending
      if (button) button.disabled = false
      setText(status, '')
    }
    if (!reply) {
      if (httpStatus) setText(formError, UNEXPECTED)
      ;(formError as HTMLElement | null)?.focus?.()
      return
    }
    if (reply.token) {
      const field = form.elements.namedItem('formToken')
      if (field instanceof HTMLInputElement) field.value = reply.token
    }
    if (reply.keptCv) keepCv(form, reply.keptCv)
    const opening = form.elements.namedItem('opening')
    if (typeof reply.opening === 'string' && opening instanceof HTMLInputElement) opening.value = reply.opening
    if (reply.ok) {
      const done = document.createElement('div')
      done.className = 'application-sent'
      done.setAttribute('role', 'status')
      done.tabIndex = -1
      const heading = document.createElement('h3')
      heading.textContent = 'Lamaran terkirim'
      const text = document.createElement('p')
      text.textContent = reply.message ?? ''
      done.append(heading, text)
      form.replaceWith(done)
      done.focus()
      return
    }
    const first = showErrors(form, reply.errors ?? {})
    setText(formError, reply.formError ?? reply.error ?? (first ? '' : UNEXPECTED))
    if (first) first.focus()
    else (formError as HTMLElement | null)?.focus?.()
  })
}

export function enhanceApplicationForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-application-form]')) enhanceApplicationForm(form)
}
