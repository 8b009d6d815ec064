/**
 * Hosting's headers (firebase.json) over the site function's answers. Hosting sets its
 * configured headers on every answer whose path matches, whatever its status and whoever
 * wrote it: its own files, its 404 and a rewritten function's answer alike. The Hosting
 * emulator does it with superstatic's headers middleware, which this file runs in front of the
 * function, as the emulator does. A `Cache-Control` there would therefore replace the
 * function's `no-store` on a 404 for a hashed asset the function does not have (an older
 * instance asked for a newer build's file during a deploy), and the CDN and browsers would keep
 * that 404 for as long as the rule says: a year for `/assets/**`.
 */
import express from 'express'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineCloudFunctions } from '../../functions/src/cloud-functions/all-functions'
import { createTestBackend, testConfig, type TestBackend } from '../../functions/src/testing/test-backend'

const root = path.resolve(import.meta.dirname, '../..')
const firebaseTools = createRequire(path.join(root, 'node_modules/firebase-tools/package.json'))
type Middleware = (req: unknown, res: unknown, next: () => void) => void
/** The Hosting emulator's headers middleware (superstatic, a firebase-tools dependency). */
const hostingHeaders = (firebaseTools('superstatic/lib/middleware/headers') as (spec: object) => Middleware)({})

interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}
const readRules = (): HeaderRule[] => JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).hosting.headers

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'hosting-headers-'))
let backend: TestBackend
let server: Server
let origin: string

beforeAll(() => {
  backend = createTestBackend()
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true })
  writeFileSync(path.join(staticDir, 'assets', 'site-THISBUILD.css'), 'body{color:#123}')
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  const fns = defineCloudFunctions({ load: async () => ({ config: testConfig(), backend }), staticDir })
  const hosting = express()
  hosting.use((req, res, next) => {
    // What the emulator hands the middleware: the rules as firebase.json has them.
    ;(req as unknown as { superstatic: object }).superstatic = { headers: readRules() }
    hostingHeaders(req, res, next)
  })
  hosting.all('/{*path}', (req, res) => void fns.app(req as never, res))
  server = hosting.listen(0)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await backend.cleanup()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('Hosting headers over the site function', () => {
  it('a missing hashed asset stays a 404 nobody keeps (no-store), through Hosting', async () => {
    const missing = await fetch(`${origin}/assets/site-NEWERBUILD.css`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    // A missing icon-like file at the root too (Hosting's icons are its own files).
    const icon = await fetch(`${origin}/missing-icon.png`)
    expect(icon.status).toBe(404)
    expect(icon.headers.get('cache-control')).toBe('no-store')
  })

  it('the function’s own asset keeps its long immutable caching, and Hosting still adds its other headers', async () => {
    const found = await fetch(`${origin}/assets/site-THISBUILD.css`)
    expect(found.status).toBe(200)
    expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(found.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${origin}/favicon.svg`)).headers.get('cache-control')).toBe('public, max-age=3600')
  })

  it('no Hosting rule sets Cache-Control: the function decides it per answer, Hosting’s own files get its default', () => {
    const cacheRules = readRules().filter((rule) => rule.headers.some((header) => header.key.toLowerCase() === 'cache-control'))
    expect(cacheRules).toEqual([])
  })
})
