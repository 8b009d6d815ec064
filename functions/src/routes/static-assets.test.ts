import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticAssets } from './static-assets'

const dir = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('staticAssets', () => {
  it('reads the folder at the first request for an asset, not when the app is created', async () => {
    mkdirSync(path.join(dir, 'assets'))
    const app = staticAssets(dir)
    // Written after the app was created: found, because nothing was read before this request.
    writeFileSync(path.join(dir, 'assets', 'site-abc.css'), 'body{color:#123}')
    writeFileSync(path.join(dir, 'assets', 'site-abc.css.gz'), 'not read as a file of its own')
    const answer = await app.request('/assets/site-abc.css')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await answer.text()).toBe('body{color:#123}')
    expect((await app.request('/assets/site-abc.css.gz')).status).toBe(404)
  })
})
