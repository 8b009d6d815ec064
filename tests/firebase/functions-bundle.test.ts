/**
 * The Functions bundle as `firebase deploy` uploads it: scripts/build-functions.mjs builds it
 * (into a scratch folder, so functions/ is left alone), Node imports it, and the
 * firebase-functions SDK discovers its functions the way the CLI does before a deploy
 * (FUNCTIONS_MANIFEST_OUTPUT_PATH: the SDK loads the code and writes the deploy manifest).
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
// Inside the project, so the bundle resolves firebase-functions and firebase-admin from its node_modules.
const out = path.join(root, 'node_modules/.cache/functions-bundle-test')
const EXPECTED = [
  'app',
  'pruneUploads',
  'searchSyncBlogs',
  'searchSyncCategories',
  'searchSyncPracticeAreas',
  'searchSyncProfiles',
  'searchSyncPublications',
  'searchSyncTags',
  'sweepScheduled',
  'validateUpload',
]

let manifest: {
  endpoints: Record<string, Record<string, any>>
  params: { name: string; type: string; default?: unknown }[]
  requiredAPIs: { api: string }[]
}

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const assets = path.join(out, 'manifest.json')
  writeFileSync(assets, JSON.stringify({ buildId: 'bundle-test', builtAt: '2026-01-01T00:00:00.000Z', files: { 'site.css': '/assets/site-x.css' } }))
  await run(process.execPath, ['scripts/build-functions.mjs', '--out-dir', out, '--manifest', assets], { cwd: root })
  const wire = path.join(out, 'functions.yaml.json')
  await run(path.join(root, 'node_modules/.bin/firebase-functions'), [], {
    cwd: out,
    env: { ...process.env, FUNCTIONS_CONTROL_API: 'true', FUNCTIONS_MANIFEST_OUTPUT_PATH: wire, GCLOUD_PROJECT: 'demo-alr' },
  })
  manifest = JSON.parse(readFileSync(wire, 'utf8'))
}, 120_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the Functions bundle', () => {
  it('is one ES module with its deploy package.json, asset manifest and error page beside it', () => {
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'))
    expect(pkg).toMatchObject({ type: 'module', main: 'lib/index.js', engines: { node: '22' } })
    const installed = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version
    expect(pkg.dependencies).toEqual({
      'firebase-admin': installed('firebase-admin'),
      'firebase-functions': installed('firebase-functions'),
      sharp: installed('sharp'),
    })
    expect(JSON.parse(readFileSync(path.join(out, 'lib/manifest.json'), 'utf8')).buildId).toBe('bundle-test')
    const size = statSync(path.join(out, 'lib/index.js')).size
    console.log(`functions bundle: ${(size / 1024 / 1024).toFixed(2)} MiB`)
    expect(size).toBeLessThan(12 * 1024 * 1024)
  })

  it('imports only what the deployed package installs (no better-sqlite3, no dev tools)', () => {
    const code = readFileSync(path.join(out, 'lib/index.js'), 'utf8')
    const imported = new Set([
      ...[...code.matchAll(/^import .*? from ["']([^"']+)["'];?$/gm)].map((m) => m[1]!),
      ...[...code.matchAll(/\brequire\(["']([^"']+)["']\)/g)].map((m) => m[1]!),
    ])
    const bare = [...imported].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name.split('/')[0]!))
    expect(bare.every((name) => ['firebase-admin', 'firebase-functions', 'sharp'].some((dep) => name === dep || name.startsWith(`${dep}/`))), bare.join(' ')).toBe(
      true,
    )
    expect(code).not.toMatch(/["']better-sqlite3["']/)
  })

  it('loads in Node and exports exactly the functions', async () => {
    const mod = await import(pathToFileURL(path.join(out, 'lib/index.js')).href)
    expect(Object.keys(mod).sort()).toEqual(EXPECTED)
    for (const name of EXPECTED) expect(mod[name].__endpoint?.platform, name).toBe('gcfv2')
  })

  it('is discovered by the SDK as the deploy will see it: triggers, region, memory, secret, params', () => {
    expect(Object.keys(manifest.endpoints).sort()).toEqual(EXPECTED)
    const app = manifest.endpoints.app!
    expect(app).toMatchObject({
      httpsTrigger: { invoker: ['public'] },
      region: '{{ params.APP_REGION }}',
      availableMemoryMb: '{{ params.APP_MEMORY_MB }}',
      maxInstances: '{{ params.APP_MAX_INSTANCES }}',
      concurrency: 80,
      cpu: 1,
      secretEnvironmentVariables: [{ key: 'ALGOLIA_ADMIN_KEY' }],
    })
    expect(manifest.endpoints.validateUpload!.eventTrigger).toEqual({
      eventType: 'google.cloud.storage.object.v1.finalized',
      eventFilters: { bucket: '{{ params.STORAGE_BUCKET }}' },
      retry: true,
    })
    expect(manifest.endpoints.searchSyncBlogs!.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document: 'blogs/{id}' },
      retry: true,
    })
    expect(manifest.endpoints.sweepScheduled!.scheduleTrigger).toMatchObject({ schedule: 'every 10 minutes', timeZone: 'Asia/Jakarta' })
    expect(manifest.endpoints.pruneUploads!.scheduleTrigger).toMatchObject({ schedule: 'every day 03:00', timeZone: 'Asia/Jakarta' })
    for (const endpoint of Object.values(manifest.endpoints)) expect(endpoint.region).toBe('{{ params.APP_REGION }}')
    expect(manifest.params.map((p) => `${p.name}:${p.type}`)).toEqual([
      'APP_REGION:string',
      'APP_MEMORY_MB:int',
      'APP_MAX_INSTANCES:int',
      'PUBLIC_BASE_URL:string',
      'WEB_API_KEY:string',
      'WEB_APP_ID:string',
      'ALGOLIA_APP_ID:string',
      'ALGOLIA_INDEX_PREFIX:string',
      'ALGOLIA_ADMIN_KEY:secret',
    ])
    expect(manifest.requiredAPIs.map((a) => a.api)).toContain('cloudscheduler.googleapis.com')
  })

  it('is what functions/package.json describes when built for deploy', () => {
    // functions/package.json is generated by the same script; when present it must point at the bundle.
    const file = path.join(root, 'functions/package.json')
    if (!existsSync(file)) return
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ type: 'module', main: 'lib/index.js' })
  })
})
