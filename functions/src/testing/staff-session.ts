import type { App } from '../app'

export const TEST_ORIGIN = 'https://www.example.test'

/** Headers of a same-site form POST, as a browser sends them. */
export function formHeaders(cookie?: string): Record<string, string> {
  return { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }
}

/**
 * The Node adapter's bindings for a request from `address`, as app.request's third argument:
 * the app reads the client's address from the socket (security/client-address.ts).
 */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } }
}

/** Signs in through the real /login route and returns the `__session` cookie pair. */
export async function signIn(app: App, email: string, password: string, env: unknown = fromAddress('127.0.0.1')): Promise<string> {
  const res = await app.request(
    `${TEST_ORIGIN}/login`,
    { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email, password }) },
    env,
  )
  const setCookie = res.headers.get('set-cookie') ?? ''
  const match = /__session=([^;]+)/.exec(setCookie)
  if (res.status !== 303 || !match) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return `__session=${match[1]}`
}

/** A POST of form fields with a session, from this site. */
export function postForm(app: App, path: string, fields: Record<string, string | string[]>, cookie?: string) {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v)
  }
  return app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: formHeaders(cookie), body })
}
