import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { loggedPath } from './error-handling'

describe('loggedPath', () => {
  it('keeps encoded line breaks encoded, so a path cannot forge log lines', async () => {
    const app = new Hono()
    app.get('*', (c) => c.text(loggedPath(c)))
    const logged = await (await app.request('/x%0D%0A[00000000]%20GET%20/forged')).text()
    expect(logged).not.toMatch(/[\r\n]/)
    expect(logged).toBe('/x%0D%0A[00000000]%20GET%20/forged')
    expect((await (await app.request('/' + 'a'.repeat(1000))).text()).length).toBeLessThanOrEqual(302)
  })
})
