/**
 * Route-test helpers for two-step verification: requests from a given address (the routes
 * slow and log by it), enrolment through Akun Saya, and the two steps of a sign-in.
 */
import { expect } from 'vitest'
import type { App } from '../app'
import { totpCode } from '../auth/totp'
import { formHeaders, TEST_ORIGIN } from './staff-session'

export const addressEnv = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 1234, remoteFamily: 'IPv4' } } })

/** A same-site form POST with a cookie, from `address`. */
export function post(app: App, path: string, fields: Record<string, string>, cookie?: string, address = '10.0.0.1') {
  return app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers: formHeaders(cookie), body: new URLSearchParams(fields) }, addressEnv(address))
}

export function get(app: App, path: string, cookie?: string, address = '10.0.0.1') {
  return app.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }, addressEnv(address))
}

/** The `__session` cookie pair a response sets ('' when it clears it or sets none). */
export function sessionCookieOf(res: Response): string {
  const match = /__session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')
  return match && match[1] ? `__session=${match[1]}` : ''
}

/** The secret Akun Saya shows as text (and in the QR code). */
export function secretOf(html: string): string {
  const secret = /data-secret="([A-Z2-7]+)"/.exec(html)?.[1]
  if (!secret) throw new Error('no secret on the page')
  return secret
}

/** The recovery codes of a page that shows them. */
export function recoveryCodesOf(html: string): string[] {
  return [...html.matchAll(/<li><code>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/code><\/li>/g)].map((m) => m[1]!)
}

/** Enrols the session's account through Akun Saya at the clock's time; returns the secret and recovery codes. */
export async function enrolThroughAccount(app: App, cookie: string, password: string, now: () => number) {
  const started = await post(app, '/dashboard/account/two-factor/start', { password }, cookie)
  expect(started.status).toBe(200)
  const secret = secretOf(await started.text())
  const confirmed = await post(app, '/dashboard/account/two-factor/confirm', { code: totpCode(secret, now()) }, cookie)
  expect(confirmed.status).toBe(200)
  const codes = recoveryCodesOf(await confirmed.text())
  expect(codes).toHaveLength(10)
  return { secret, codes }
}

/** Step one: the password. Returns the waiting sign-in's cookie and where it was sent. */
export async function passwordStep(app: App, email: string, password: string, address = '10.0.0.1', next?: string) {
  const res = await post(app, '/login', { email, password, ...(next ? { next } : {}) }, undefined, address)
  return { res, cookie: sessionCookieOf(res), location: res.headers.get('location') }
}

/** Both steps; returns the session cookie. */
export async function signInWithCode(app: App, email: string, password: string, code: string, address = '10.0.0.1') {
  const first = await passwordStep(app, email, password, address)
  expect(first.res.status).toBe(303)
  expect(first.location).toBe('/login/two-factor')
  const second = await post(app, '/login/two-factor', { code }, first.cookie, address)
  expect(second.status, await second.clone().text()).toBe(303)
  const cookie = sessionCookieOf(second)
  expect(cookie).not.toBe('')
  return cookie
}
