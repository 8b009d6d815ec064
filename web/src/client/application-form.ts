/**
 * The application form without a page reload. Without this script the form still
 * works: a multipart POST, then the thank-you page or the form shown again with messages. Here
 * the same POST (the CV included) asks for JSON; a CV that is too big or not a PDF is said at once,
 * before anything is sent; the server's messages (in the page's language: English under /en) are
 * put next to their fields, the script's own lines come with the form in that language too
 * (`data-script-text`: web/src/i18n/ui-form-scripts.ts), what was typed stays where it is, and a
 * CV the server kept is not asked for again. The form's render time is renewed as soon as the
 * page is shown, so the minimum fill time counts from the moment the candidate saw the form even
 * on a page served from a cache, and never from the first click into it. On
 * Firebase with App Check configured, the submission carries an App Check token
 * (form-app-check.ts, app-check.ts).
 */
import { formatFileSize } from '../../../shared/file-size'
import { formAppCheck } from './form-app-check'
import type { ApplicationScriptText } from '../i18n/ui-form-scripts'
import { precheckCv } from './cv-precheck'
import { scriptText, setText, showErrors } from './form-feedback'

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

type Text = Partial<ApplicationScriptText>

/** The page's language (page-lang.ts's test, written out: this chunk then shares no module with the entry for it). */
const langOf = (form: HTMLFormElement) => (form.ownerDocument.documentElement.lang === 'en' ? 'en' : 'id')

/** A line with its `{name}` and `{size}` filled in. */
const fill = (line: string | undefined, values: { name?: string; size?: string }) => (line ?? '').replace('{name}', values.name ?? '').replace('{size}', values.size ?? '')

/** Puts a signed render time into the form (one place: the page's fresh one and each reply's). */
function setToken(form: HTMLFormElement, token: string | undefined) {
  const field = form.elements.namedItem('formToken')
  if (token && field instanceof HTMLInputElement) field.value = token
}

async function refreshToken(form: HTMLFormElement) {
  // The server names its routes: the address comes with the form.
  const url = form.dataset.tokenUrl
  if (!url) return
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' })
    if (res.ok) setToken(form, ((await res.json()) as { token?: string }).token)
  } catch {
    // The page's own token stays: the form still goes.
  }
}

/** Remembers the CV the server kept: a hidden reference the next try sends instead of the file. */
function keepCv(form: HTMLFormElement, kept: NonNullable<Reply['keptCv']>, text: Text) {
  const field = form.elements.namedItem('cvKept')
  if (field instanceof HTMLInputElement) field.value = kept.token
  const input = form.elements.namedItem('cv')
  if (input instanceof HTMLInputElement) {
    input.value = ''
    input.removeAttribute('aria-required')
    const help = document.getElementById(`${input.id}-help`)
    setText(help, fill(text.keptCv, { name: kept.name, size: formatFileSize(kept.size, langOf(form)) }))
  }
}

/** The CV's message before sending, from what the file claims (the server checks its bytes). */
function cvProblem(form: HTMLFormElement, text: Text): string | null {
  const input = form.elements.namedItem('cv')
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined
  const problem = file && precheckCv(file, Number(input instanceof HTMLInputElement ? input.dataset.maxBytes : 0) || Infinity)
  return problem ? (text[problem] ?? '') : null
}

function enhanceApplicationForm(form: HTMLFormElement) {
  if (form.dataset.enhanced) return
  form.dataset.enhanced = '1'
  const status = form.querySelector('[data-form-status]')
  const formError = form.querySelector('[data-form-error]')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const lang = langOf(form)
  const text = scriptText<ApplicationScriptText>(form)
  // The page is shown now: its time, not the cached copy's render (nor the first click into it).
  void refreshToken(form)
  // reCAPTCHA judges the visit while the candidate types; the token is asked for at sending.
  form.addEventListener('focusin', () => formAppCheck().prepare(), { once: true })
  const cvInput = form.elements.namedItem('cv')
  if (cvInput instanceof HTMLInputElement) {
    cvInput.addEventListener('change', () => {
      const problem = cvProblem(form, text)
      showErrors(form, problem ? { cv: [problem] } : {})
    })
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (form.dataset.sending) return
    const problem = cvProblem(form, text)
    if (problem) {
      const first = showErrors(form, { cv: [problem] })
      setText(formError, text.notSent ?? '')
      first?.focus()
      return
    }
    form.dataset.sending = '1'
    if (button) button.disabled = true
    const file = cvInput instanceof HTMLInputElement ? cvInput.files?.[0] : undefined
    setText(status, file ? fill(text.sendingWithCv, { size: formatFileSize(file.size, lang) }) : (text.sending ?? ''))
    setText(formError, '')
    formError?.removeAttribute('lang')
    let reply: Reply | null = null
    let httpStatus = 0
    try {
      const appCheck = await formAppCheck().headers()
      const res = await fetch(form.getAttribute('action') ?? form.action, { method: 'POST', headers: { accept: 'application/json', ...appCheck }, body: new FormData(form) })
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
      if (httpStatus) setText(formError, text.unexpected ?? '')
      ;(formError as HTMLElement | null)?.focus?.()
      return
    }
    setToken(form, reply.token)
    if (reply.keptCv) keepCv(form, reply.keptCv, text)
    const opening = form.elements.namedItem('opening')
    if (typeof reply.opening === 'string' && opening instanceof HTMLInputElement) opening.value = reply.opening
    if (reply.ok) {
      // The form's own template (application-form.tsx): a heading and a line for the reply's message.
      const done = form.querySelector('template')?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined
      if (done) {
        done.lastElementChild!.textContent = reply.message ?? ''
        form.replaceWith(done)
        done.focus()
      }
      return
    }
    const first = showErrors(form, reply.errors ?? {})
    setText(formError, reply.formError ?? reply.error ?? (first ? '' : (text.unexpected ?? '')))
    if (first) first.focus()
    else (formError as HTMLElement | null)?.focus?.()
  })
}

export function enhanceApplicationForms(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-application-form]')) enhanceApplicationForm(form)
}
