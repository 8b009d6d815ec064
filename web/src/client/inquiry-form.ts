/**
 * The contact form without a page reload. Without this script the form still works:
 * a POST, then the thank-you page or the form shown again with messages. Here the same POST asks
 * for JSON, the server's messages (in the page's language: English under /en) are put next to
 * their fields, and what was typed stays where it is; the script's own lines come with the form,
 * in the page's language too (`data-script-text`: web/src/i18n/ui-form-scripts.ts). The form's
 * render time is renewed as soon as the page is shown, so the minimum fill time counts from the
 * moment the visitor saw the form even on a page served from a cache, and never from the first
 * click into it (autofill and a pasted message are a person's quick send, not a script's). On
 * Firebase with App Check configured, the submission carries an App Check token
 * (form-app-check.ts, app-check.ts).
 */
import { formAppCheck } from './form-app-check'
import type { InquiryScriptText } from '../i18n/ui-form-scripts'
import { scriptText, setText, showErrors } from './form-feedback'

interface Reply {
  ok: boolean
  message?: string
  errors?: Record<string, string[]>
  formError?: string | null
  token?: string
  error?: string
}

async function refreshToken(form: HTMLFormElement) {
  // The server names its routes: the address comes with the form.
  const url = form.dataset.tokenUrl
  if (!url) return
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (!res.ok) return
    const { token } = (await res.json()) as { token?: string }
    const field = form.elements.namedItem('formToken')
    if (token && field instanceof HTMLInputElement) field.value = token
  } catch {
    // The page's own token stays: the form still goes.
  }
}

function enhanceInquiryForm(form: HTMLFormElement) {
  if (form.dataset.enhanced) return
  form.dataset.enhanced = '1'
  const status = form.querySelector('[data-form-status]')
  const formError = form.querySelector('[data-form-error]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const text = scriptText<InquiryScriptText>(form)
  // The page is shown now: its time, not the cached copy's render (nor the first click into it).
  void refreshToken(form)
  // reCAPTCHA judges the visit while the visitor types; the token is asked for at sending.
  const started = () => formAppCheck().prepare()
  // Typing may have started before this script arrived.
  if (form.contains(document.activeElement)) started()
  else form.addEventListener('focusin', started, { once: true })

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (form.dataset.sending) return
    form.dataset.sending = '1'
    if (button) button.disabled = true
    setText(status, text.sending ?? '')
    setText(formError, '')
    formError?.removeAttribute('lang')
    let reply: Reply | null = null
    let httpStatus = 0
    try {
      const appCheck = await formAppCheck().headers()
      const res = await fetch(form.getAttribute('action') ?? form.action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...appCheck },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
      })
      httpStatus = res.status
      reply = (await res.json().catch(() => null)) as Reply | null
    } catch {
      setText(formError, text.network ?? '')
    } finally {
      delete form.dataset.sending
      if (button) button.disabled = false
      setText(status, '')
    }
    if (!reply) {
      if (httpStatus === 413) setText(formError, text.tooLarge ?? '')
      else if (httpStatus === 403) setText(formError, text.reload ?? '')
      else if (httpStatus) setText(formError, text.unexpected ?? '')
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
      heading.textContent = text.sent ?? ''
      const line = document.createElement('p')
      line.textContent = reply.message ?? ''
      done.append(heading, line)
      form.replaceWith(done)
      done.focus()
      return
    }
    const first = showErrors(form, reply.errors ?? {})
    setText(formError, reply.formError ?? reply.error ?? (first ? '' : (text.unexpected ?? '')))
    if (first) first.focus()
    else (formError as HTMLElement | null)?.focus?.()
  })
}

export function enhanceInquiryForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-inquiry-form]')) enhanceInquiryForm(form)
}
