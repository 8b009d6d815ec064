/**
 * What Hosting serves itself because Cloud Functions' HTTP runtime answers /robots.txt with an
 * empty 404 before the app runs (seen with the Functions emulator; scripts/hosting-files.mjs),
 * and the predeploy's refusal to write it without the site's address: `firebase deploy` asks
 * for params only after the predeploys ran, so a value given at the prompt comes too late.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { publicBaseUrl, robotsTxt } from '../../scripts/hosting-files.mjs'
import { createTestApp, createTestBackend, testConfig } from '../../functions/src/testing/test-backend'

const root = path.resolve(import.meta.dirname, '../..')
const functionsDir = path.join(root, 'functions')
const run = promisify(execFile)
const backend = createTestBackend()
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hosting-files-'))
afterAll(() => {
  backend.cleanup()
  rmSync(scratch, { recursive: true, force: true })
})

/** A params file of a throwaway project id in functions/, removed afterwards. */
function withParamsFile<T>(project: string, text: string, body: () => T): T {
  const file = path.join(functionsDir, `.env.${project}`)
  writeFileSync(file, text)
  try {
    return body()
  } finally {
    rmSync(file, { force: true })
  }
}

/** Runs the predeploy step as firebase.json does (GCLOUD_PROJECT set by the CLI), into a scratch folder. */
async function predeploy(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'PUBLIC_BASE_URL' && key !== 'GCLOUD_PROJECT'))
  try {
    const { stdout } = await run(process.execPath, ['scripts/hosting-files.mjs', '--public-dir', scratch], { cwd: root, env: { ...clean, ...env } })
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, out: failed.stderr }
  }
}

describe('robots.txt served by Hosting', () => {
  it('is the app’s robots.txt, line for line', async () => {
    const app = createTestApp(backend, { config: testConfig({ PUBLIC_BASE_URL: 'https://www.example.co.id' }) })
    const served = await (await app.request('https://www.example.co.id/robots.txt')).text()
    expect(robotsTxt('https://www.example.co.id')).toBe(served)
  })

  it('takes the address from the environment, else from the params file of the project being deployed (by id or alias)', () => {
    expect(publicBaseUrl({ PUBLIC_BASE_URL: 'https://a.example/' })).toBe('https://a.example')
    const project = `demo-hosting-${process.pid}`
    withParamsFile(project, 'ALGOLIA_APP_ID=X\nPUBLIC_BASE_URL="https://www.firma.example"\n', () => {
      expect(publicBaseUrl({ GCLOUD_PROJECT: project })).toBe('https://www.firma.example')
    })
    // `firebase use --add` gives the project an alias; the CLI reads functions/.env.<alias> too.
    withParamsFile(`prod${process.pid}`, 'PUBLIC_BASE_URL=https://alias.example\n', () => {
      expect(publicBaseUrl({ GCLOUD_PROJECT: project }, { rc: { projects: { [`prod${process.pid}`]: project } } })).toBe('https://alias.example')
    })
    if (!existsSync(path.join(functionsDir, '.env'))) expect(publicBaseUrl({ GCLOUD_PROJECT: 'no-such-project' })).toBeUndefined()
  })

  it('the predeploy step fails, naming PUBLIC_BASE_URL and the file to write, when nothing gives the address', async () => {
    if (existsSync(path.join(functionsDir, '.env'))) return // a shared .env may hold it on a developer's machine
    const result = await predeploy({ GCLOUD_PROJECT: `demo-missing-${process.pid}` })
    expect(result.code).toBe(1)
    expect(result.out).toContain('PUBLIC_BASE_URL not found')
    expect(result.out).toContain(`functions/.env.demo-missing-${process.pid}`)
    expect(existsSync(path.join(scratch, 'robots.txt'))).toBe(false)
  })

  it('the predeploy step writes robots.txt with its Sitemap line from the project’s params file', async () => {
    const project = `demo-present-${process.pid}`
    const file = path.join(functionsDir, `.env.${project}`)
    writeFileSync(file, 'PUBLIC_BASE_URL=https://www.firma.example\n')
    try {
      const result = await predeploy({ GCLOUD_PROJECT: project })
      expect(result.code, result.out).toBe(0)
    } finally {
      rmSync(file, { force: true })
    }
    expect(readFileSync(path.join(scratch, 'robots.txt'), 'utf8')).toBe(robotsTxt('https://www.firma.example'))
    expect(readFileSync(path.join(scratch, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.firma.example/sitemap.xml')
  })
})
