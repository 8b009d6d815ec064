/**
 * The one Firebase Auth call the Admin SDK cannot make: checking a password. The Auth REST API
 * (`accounts:signInWithPassword`, what the browser SDK calls) does it with the web API key.
 * Used by `FirebaseIdentity.verifyPassword` (the staff CLI, tests) and by tests to get real ID
 * tokens from the Auth emulator; the dashboard itself signs in in the browser.
 */

export interface PasswordSignInOptions {
  apiKey: string
  /** `host:port` of the Auth emulator; without it the production endpoint is called. */
  emulatorHost?: string
  fetch?: typeof fetch
}

export type PasswordSignInResult =
  /**
   * The password is right. `idToken` is null when the account has a second factor enrolled:
   * Firebase then answers with a pending credential only, and the ID token comes after the
   * second step (which the browser makes, docs/decisions/0032).
   */
  | { ok: true; uid: string; idToken: string | null }
  /** `code` is the API's error message: INVALID_PASSWORD, EMAIL_NOT_FOUND, USER_DISABLED, ... */
  | { ok: false; code: string }

/** Error messages of the REST API that only say "these credentials do not sign in". */
export const CREDENTIAL_ERRORS = new Set([
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'INVALID_LOGIN_CREDENTIALS',
  'USER_DISABLED',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
  'MISSING_EMAIL',
])

export function identityToolkitUrl(method: string, options: Pick<PasswordSignInOptions, 'apiKey' | 'emulatorHost'>): string {
  const base = options.emulatorHost
    ? `http://${options.emulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com'
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(options.apiKey)}`
}

/** Signs in with email and password; never throws for wrong credentials, only for transport errors. */
export async function signInWithPassword(email: string, password: string, options: PasswordSignInOptions): Promise<PasswordSignInResult> {
  const doFetch = options.fetch ?? fetch
  const res = await doFetch(identityToolkitUrl('signInWithPassword', options), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
    signal: AbortSignal.timeout(15_000),
  })
  const body = (await res.json().catch(() => ({}))) as { localId?: string; idToken?: string; mfaPendingCredential?: string; error?: { message?: string } }
  if (res.ok && body.localId && body.idToken) return { ok: true, uid: body.localId, idToken: body.idToken }
  if (res.ok && body.localId && body.mfaPendingCredential) return { ok: true, uid: body.localId, idToken: null }
  // Messages may carry a detail after a colon: "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account...".
  const code = (body.error?.message ?? `HTTP_${res.status}`).split(':')[0]!.trim()
  return { ok: false, code }
}
