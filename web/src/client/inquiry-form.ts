/**
 * The contact form without a page reload (issue 14). Without this script the form still works:
 * a POST, then the thank-you page or the form shown again with messages. Here the same POST asks
 * for JSON, the server's Indonesian messages are put next to their fields, and what was typed
 * stays where it is. The form's render time is renewed when the visitor starts typing, so the
 * minimum fill time counts from then even on a page served from a cache. On Firebase with App
 * Check configured, the submission carries an App Check token (app-check.ts).
 */
import { formAppCheck } from './app-check'

interface Reply {
  ok: boolean
  message?: string
  errors?: Record<string, string[]>
  formError?: string | null
  token?: string
  error?: string
}

const NETWORK = 'Pesan belum terkirim: koneksi terputus. Periksa koneksi Anda, lalu kirim lagi. Isian Anda tetap di formulir.'
const TOO_LARGE = 'Pesan terlalu panjang untuk dikirim. Persingkat isian Anda lalu kirim lagi.'
const RELOAD = 'Pesan belum terkirim: muat ulang halaman lalu kirim lagi. Salin isian Anda terlebih dahulu.'
const UNEXPECTED = 'Pesan belum terkirim karena gangguan di server. Coba lagi sebentar lagi. Isian Anda tetap di formulir.'

function setText(element: Element | null, text: string) {
  if (element) element.textContent = text
}

/** Shows each field's message (or clears it), marks the field invalid, and returns the first invalid control. */
export function showErrors(form: HTMLFormElement, errors: Record<string, string[]>): HTMLElement | null {
  let first: HTMLElement | null = null
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor!
    const message = errors[name]?.[0] ?? ''
    slot.textContent = message
    const control = form.elements.namedItem(name)
    const wrapper = slot.closest('.form-field')
    wrapper?.classList.toggle('has-error', Boolean(message))
    if (control instanceof HTMLElement) {
      if (message) control.setAttribute('aria-invalid', 'true')
      else control.removeAttribute('aria-invalid')
      if (message && !first) first = control
    }
  }
  return first
}

async function refreshToken(form: HTMLFormElement) {
  try {
    const res = await fetch(form.dataset.tokenUrl ?? '/contact-us/token', { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return
    const { token } = (await res.json()) as { token?: string }
    const field = form.elements.namedItem('formToken')
    if (token && field instanceof HTMLInputElement) field.value = token
  } catch {
    // The page's own token stays: the form still goes.
  }
}

export function enhanceInquiryForm(form: HTMLFormElement) {
  if (form.dataset.enhanced) return
  form.dataset.enhanced = '1'
  const status = form.querySelector('[data-form-status]')
  const formError = form.querySelector('[data-form-error]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const started = () => {
    void refreshToken(form)
    // reCAPTCHA judges the visit while the visitor types; the token is asked for at sending.
    formAppCheck().prepare()
  }
  // Typing may have started before this script arrived.
  if (form.contains(document.activeElement)) started()
  else form.addEventListener('focusin', started, { once: true })

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (form.dataset.sending) return
    form.dataset.sending = '1'
    if (button) button.disabled = true
    setText(status, 'Mengirim…')
    setText(formError, '')
    let reply: Reply | null = null
    let httpStatus = 0
    try {
      const appCheck = await formAppCheck().headers()
      const res = await fetch(form.getAttribute('action') ?? '/contact-us', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...appCheck },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
      })
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
      if (httpStatus === 413) setText(formError, TOO_LARGE)
      else if (httpStatus === 403) setText(formError, RELOAD)
      else if (httpStatus) setText(formError, UNEXPECTED)
      ;(formError as HTMLElement | null)?.focus?.()
      return
    }
    if (reply.token) {
      const field = form.elements.namedItem('formToken')
      if (field instanceof HTMLInputElement) field.value = reply.token
    }
    if (reply.ok) {
      const done = document.createElement('div')
      done.className = 'inquiry-sent'
      done.setAttribute('role', 'status')
      done.tabIndex = -1
      const heading = document.createElement('h3')
      heading.textContent = 'Pesan terkirim'
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

export function enhanceInquiryForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-inquiry-form]')) enhanceInquiryForm(form)
}
