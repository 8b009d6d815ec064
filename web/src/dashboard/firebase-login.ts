/**
 * Browser entry of the login page in Firebase mode: signs in with the Firebase browser SDK,
 * then posts the ID token to /login/session (a plain form POST: the server sets the
 * `__session` cookie and redirects, or renders the page again with the reason). Errors of the
 * SDK are shown in Indonesian in the page's alert or under the field they concern.
 *
 * This entry is small; the SDK (firebase-login-sdk.ts) is a separate chunk fetched when the
 * page is idle or the form is touched, whichever comes first.
 */
import type { FirebaseWebConfig } from '../../../shared/browser-config'
import { FIREBASE_LOGIN_CONFIG_ID, LOGIN_MESSAGES } from '../../../shared/login-messages'
import { messageForFirebaseError } from './firebase-login-messages'

type Sdk = typeof import('./firebase-login-sdk')
let sdk: Promise<Sdk> | undefined
const loadSdk = (): Promise<Sdk> => {
  sdk ??= import('./firebase-login-sdk').catch((error: unknown) => {
    sdk = undefined // a later attempt may succeed once the network is back
    throw error
  })
  return sdk
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
type Field = 'email' | 'password'

function start() {
  const form = document.getElementById('login-form') as HTMLFormElement | null
  const configElement = document.getElementById(FIREBASE_LOGIN_CONFIG_ID)
  if (!form || !configElement) return
  const config = JSON.parse(configElement.textContent || '{}') as FirebaseWebConfig
  const alertRegion = document.getElementById('login-alert')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  const buttonText = button?.textContent ?? ''
  const input = (name: Field) => form.elements.namedItem(name) as HTMLInputElement
  let busy = false

  const prefetch = () => void loadSdk().catch(() => undefined)
  form.addEventListener('focusin', prefetch, { once: true })
  form.addEventListener('pointerdown', prefetch, { once: true })
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 })
  else setTimeout(prefetch, 500)

  function setBusy(value: boolean) {
    busy = value
    form!.setAttribute('aria-busy', String(value))
    if (button) {
      button.disabled = value
      button.textContent = value ? LOGIN_MESSAGES.busy : buttonText
    }
  }

  function showAlert(message: string) {
    if (!alertRegion) return
    const box = document.createElement('div')
    box.className = 'alert alert-error'
    box.id = 'login-error'
    const p = document.createElement('p')
    p.textContent = message
    box.append(p)
    alertRegion.replaceChildren(box)
    input('email').setAttribute('aria-describedby', 'login-error')
  }

  function showFieldError(name: Field, message: string) {
    const field = input(name)
    const holder = document.getElementById(`login-${name}-error`)
    field.closest('.form-field')?.classList.add('has-error')
    field.setAttribute('aria-invalid', 'true')
    field.setAttribute('aria-describedby', `login-${name}-error`)
    if (holder) {
      const p = document.createElement('p')
      p.textContent = message
      holder.replaceChildren(p)
    }
  }

  function clearErrors() {
    alertRegion?.replaceChildren()
    for (const name of ['email', 'password'] as const) {
      const field = input(name)
      field.closest('.form-field')?.classList.remove('has-error')
      field.removeAttribute('aria-invalid')
      field.removeAttribute('aria-describedby')
      document.getElementById(`login-${name}-error`)?.replaceChildren()
    }
  }

  /** Hands the ID token to the server as a form POST: the browser follows the redirect. */
  function postSession(idToken: string) {
    const post = document.createElement('form')
    post.method = 'post'
    post.action = '/login/session'
    post.hidden = true
    const next = (form!.elements.namedItem('next') as HTMLInputElement | null)?.value
    for (const [name, value] of Object.entries({ idToken, ...(next ? { next } : {}) })) {
      const field = document.createElement('input')
      field.type = 'hidden'
      field.name = name
      field.value = value
      post.append(field)
    }
    document.body.append(post)
    post.submit()
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy) return
    clearErrors()
    const email = input('email').value.trim()
    const password = input('password').value
    const problems: [Field, string][] = []
    if (!email) problems.push(['email', LOGIN_MESSAGES.emailRequired])
    else if (!EMAIL.test(email)) problems.push(['email', LOGIN_MESSAGES.emailInvalid])
    if (!password) problems.push(['password', LOGIN_MESSAGES.passwordRequired])
    if (problems.length > 0) {
      for (const [name, message] of problems) showFieldError(name, message)
      input(problems[0]![0]).focus()
      return
    }
    setBusy(true)
    try {
      const { signIn } = await loadSdk().catch(() => Promise.reject({ code: 'auth/network-request-failed' }))
      const step = await signIn(config, email, password)
      if ('secondFactor' in step) {
        setBusy(false)
        showSecondStep(step.totp)
        return
      }
      postSession(step.idToken)
      // The page is being replaced; it stays busy until then.
    } catch (error) {
      setBusy(false)
      const { field, message } = messageForFirebaseError(String((error as { code?: unknown } | null)?.code ?? ''))
      if (field) {
        showFieldError(field, message)
        input(field).focus()
      } else {
        showAlert(message)
        if (message === LOGIN_MESSAGES.wrongCredentials) input('password').select()
      }
    }
  })

  // The second step (two-step verification): the code of the authenticator app, or a recovery
  // code posted with the email and password to /login/recovery.
  const secondStep = document.getElementById('login-second-step')
  const codeForm = document.getElementById('login-code-form') as HTMLFormElement | null
  const codeInput = document.getElementById('login-code') as HTMLInputElement | null
  const codeError = document.getElementById('login-code-error')
  const codeButton = codeForm?.querySelector<HTMLButtonElement>('button[type="submit"]')
  const recoveryForm = document.getElementById('login-recovery-form') as HTMLFormElement | null

  function showSecondStep(totp: boolean) {
    if (!secondStep || !codeInput || !codeForm) return
    form!.hidden = true
    secondStep.hidden = false
    if (totp) return codeInput.focus()
    // A factor this page cannot finish: say so, and offer the recovery code.
    codeForm.hidden = true
    const note = document.createElement('p')
    note.className = 'alert alert-error'
    note.setAttribute('role', 'alert')
    note.textContent = messageForFirebaseError('app/unsupported-second-factor').message
    codeForm.before(note)
    const details = secondStep.querySelector('details')
    if (details) details.open = true
    ;(document.getElementById('login-recovery-code') as HTMLInputElement | null)?.focus()
  }

  function showCodeError(message: string) {
    if (!codeInput || !codeError) return
    const p = document.createElement('p')
    p.textContent = message
    codeError.replaceChildren(p)
    codeInput.closest('.form-field')?.classList.add('has-error')
    codeInput.setAttribute('aria-invalid', 'true')
    codeInput.setAttribute('aria-describedby', 'login-code-help login-code-error')
    codeInput.select()
  }

  codeForm?.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (busy || !codeInput) return
    codeError?.replaceChildren()
    const code = codeInput.value.replace(/[\s-]/g, '')
    if (!code) return showCodeError(LOGIN_MESSAGES.codeRequired)
    if (!/^\d{6}$/.test(code)) return showCodeError(LOGIN_MESSAGES.codeFormat)
    busy = true
    if (codeButton) codeButton.disabled = true
    try {
      const { finishWithCode } = await loadSdk()
      postSession(await finishWithCode(code))
    } catch (error) {
      busy = false
      if (codeButton) codeButton.disabled = false
      showCodeError(messageForFirebaseError(String((error as { code?: unknown } | null)?.code ?? '')).message)
    }
  })

  recoveryForm?.addEventListener('submit', () => {
    // The recovery sign-in checks the password again on the server (it cannot pass Firebase's
    // second step without the app): it goes with the code, in this one form POST.
    ;(recoveryForm.elements.namedItem('email') as HTMLInputElement).value = input('email').value.trim()
    ;(recoveryForm.elements.namedItem('password') as HTMLInputElement).value = input('password').value
  })

  // Back from the next page (back/forward cache): the form is usable again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setBusy(false)
  })
}

start()
