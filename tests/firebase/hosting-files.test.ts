/**
 * What Hosting serves itself because Cloud Functions' HTTP runtime answers /robots.txt with an
 * empty 404 before the app runs (seen with the Functions emulator; scripts/hosting-files.mjs).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { publicBaseUrl, robotsTxt } from '../../scripts/hosting-files.mjs'
import { createTestApp, createTestBackend, testConfig } from '../../functions/src/testing/test-backend'

const backend = createTestBackend()
afterAll(() => backend.cleanup())

describe('robots.txt served by Hosting', () => {
  it('is the app’s robots.txt, line for line', async () => {
    const app = createTestApp(backend, { config: testConfig({ PUBLIC_BASE_URL: 'https://www.example.co.id' }) })
    const served = await (await app.request('https://www.example.co.id/robots.txt')).text()
    expect(robotsTxt('https://www.example.co.id')).toBe(served)
    expect(robotsTxt(undefined)).not.toContain('Sitemap')
  })

  it('takes the address from the environment, else from the params file of the project being deployed', () => {
    expect(publicBaseUrl({ PUBLIC_BASE_URL: 'https://a.example/' })).toBe('https://a.example')
    const project = `demo-hosting-${process.pid}`
    const dir = path.resolve(import.meta.dirname, '../../functions')
    const file = path.join(dir, `.env.${project}`)
    try {
      writeFileSync(file, 'ALGOLIA_APP_ID=X\nPUBLIC_BASE_URL="https://www.firma.example"\n')
      expect(publicBaseUrl({ GCLOUD_PROJECT: project })).toBe('https://www.firma.example')
    } finally {
      rmSync(file, { force: true })
    }
    if (!existsSync(path.join(dir, '.env'))) expect(publicBaseUrl({ GCLOUD_PROJECT: 'no-such-project' })).toBeUndefined()
  })
})
