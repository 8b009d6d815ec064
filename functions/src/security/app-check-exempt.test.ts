import { describe, expect, it, vi } from 'vitest'
import { INSIGHTS_BEACON_PATH } from '../../../shared/insights/beacon'
import { SUBSCRIPTION_WRITE_PATHS } from '../../../shared/subscription-paths'
import { REGISTRATION_CANCEL_PATH, registrationAction } from '../../../shared/urls'
import { guardPublicWrites } from './app-check'
import { appCheckExempt } from './app-check-exempt'

const app = vi.fn(async (request: Request) => new Response(`served ${new URL(request.url).pathname}`))
const verify = () => Promise.reject(new Error('no token can be valid here'))
const post = (path: string) => new Request(`https://www.example.co.id${path}`, { method: 'POST', body: 'x=1' })

describe('public writes App Check leaves to their own checks', () => {
  const fetch = guardPublicWrites(app, { mode: 'enforce', verify, exemptPaths: appCheckExempt })

  it('lets a registration (either edition), its cancel link, the beacon and the subscription through without a token', async () => {
    const paths = [registrationAction('webinar-pdp-2026'), `/en${registrationAction('webinar-pdp-2026')}`, REGISTRATION_CANCEL_PATH, `/en${REGISTRATION_CANCEL_PATH}`, INSIGHTS_BEACON_PATH, ...SUBSCRIPTION_WRITE_PATHS]
    for (const path of paths) expect((await fetch(post(path))).status, path).toBe(200)
  })

  it('still refuses every other public write without one, look-alikes of those paths included', async () => {
    for (const path of ['/contact-us', '/events/a/b/daftar', '/events/daftar', `${registrationAction('x')}/more`, `${INSIGHTS_BEACON_PATH}/p.gif`, '/fr/events/x/daftar']) {
      expect((await fetch(post(path))).status, path).toBe(401)
    }
  })
})
