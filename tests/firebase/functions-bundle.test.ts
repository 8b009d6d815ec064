/**
 * The Functions bundle as `firebase deploy` uploads it: scripts/build-functions.mjs builds it
 * (into a scratch folder, so functions/ is left alone), Node imports it, and the
 * firebase-functions SDK discovers its functions the way the CLI does before a deploy
 * (FUNCTIONS_MANIFEST_OUTPUT_PATH: the SDK loads the code and writes the deploy manifest).
 * Each function's instances load only that function's part of it. Then the Functions
 * predeploy's params check runs on it, and its lockfile is held to the project's own and to npm.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_SYNC_COLLECTIONS, searchSyncFunctionName } from '../../functions/src/cloud-functions/search-sync-functions'
// @ts-expect-error: a plain .mjs build script without type declarations
import { HOSTING_PARAMS } from '../../scripts/deploy-params.mjs'
// @ts-expect-error: a plain .mjs build script without type declarations
import { functionsLockfile } from '../../scripts/functions-lockfile.mjs'
// @ts-expect-error: a plain .mjs build helper without type declarations
import { definitionClosure, groupClosure, outputOf } from '../../scripts/functions-bundle-closure.mjs'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
// Inside the project, so the bundle resolves firebase-functions and firebase-admin from its node_modules;
// a folder of its own, so two test runs at once (two checkouts sharing node_modules) do not meet.
mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true })
const out = mkdtempSync(path.join(root, 'node_modules/.cache/functions-bundle-test-'))
/** Every function: the site, the schedules, the alerts' sender, the upload check, and one search sync per searchable collection of the registry. */
const EXPECTED = ['app', 'pruneUploads', 'sendAlerts', 'sendQueuedAlerts', 'sweepScheduled', 'validateUpload', ...SEARCH_SYNC_COLLECTIONS.map(searchSyncFunctionName)].sort()

/** The esbuild metafile of the build (which source and package went into which file, and its imports). */
let meta: { outputs: Record<string, { bytes: number; entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] }> }
let manifest: {
  endpoints: Record<string, Record<string, any>>
  params: { name: string; type: string; default?: unknown; input?: unknown; description?: string }[]
  requiredAPIs: { api: string }[]
}

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const assets = path.join(out, 'manifest.json')
  writeFileSync(assets, JSON.stringify({ buildId: 'bundle-test', builtAt: '2026-01-01T00:00:00.000Z', files: { 'site.css': '/assets/site-x.css' } }))
  // The build's assets sit beside its manifest, in public/assets, as dist/ has them.
  mkdirSync(path.join(out, 'public/assets'), { recursive: true })
  writeFileSync(path.join(out, 'public/assets/site-x.css'), 'body{}')
  writeFileSync(path.join(out, 'public/assets/site-chunk-y.js'), 'export{}')
  await run(process.execPath, ['scripts/build-functions.mjs', '--out-dir', out, '--manifest', assets, '--metafile', path.join(out, 'metafile.json')], { cwd: root })
  meta = JSON.parse(readFileSync(path.join(out, 'metafile.json'), 'utf8'))
  const wire = path.join(out, 'functions.yaml.json')
  await run(path.join(root, 'node_modules/.bin/firebase-functions'), [], {
    cwd: out,
    env: { ...process.env, FUNCTIONS_CONTROL_API: 'true', FUNCTIONS_MANIFEST_OUTPUT_PATH: wire, GCLOUD_PROJECT: 'demo-alr' },
  })
  manifest = JSON.parse(readFileSync(wire, 'utf8'))
}, 120_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the Functions bundle', () => {
  it('is an ES module and its chunks, with its deploy package.json, asset manifest and error page beside it', () => {
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'))
    expect(pkg).toMatchObject({ type: 'module', main: 'lib/index.js', engines: { node: '22' } })
    const installed = (name: string) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version
    expect(pkg.dependencies).toEqual({
      'firebase-admin': installed('firebase-admin'),
      'firebase-functions': installed('firebase-functions'),
      sharp: installed('sharp'),
      '@google-cloud/firestore': installed('@google-cloud/firestore'),
    })
    expect(JSON.parse(readFileSync(path.join(out, 'lib/manifest.json'), 'utf8')).buildId).toBe('bundle-test')
    // The function serves its own build's assets while Hosting still has the previous release.
    expect(readFileSync(path.join(out, 'lib/public/assets/site-x.css'), 'utf8')).toBe('body{}')
    expect(existsSync(path.join(out, 'lib/public/assets/site-chunk-y.js'))).toBe(true)
    const files = ['lib/index.js', ...readdirSync(path.join(out, 'lib/chunks')).map((name) => `lib/chunks/${name}`)]
    const size = files.reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0)
    console.log(`functions bundle: ${(size / 1024 / 1024).toFixed(2)} MiB in ${files.length} files`)
    expect(size).toBeLessThan(12 * 1024 * 1024)
  })

  it('imports only what the deployed package installs (no better-sqlite3, no dev tools)', () => {
    const code = ['lib/index.js', ...readdirSync(path.join(out, 'lib/chunks')).map((name) => `lib/chunks/${name}`)].map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n')
    const imported = new Set([
      ...[...code.matchAll(/^import .*? from ["']([^"']+)["'];?$/gm)].map((m) => m[1]!),
      ...[...code.matchAll(/\brequire\(["']([^"']+)["']\)/g)].map((m) => m[1]!),
      // What the code loads with createRequire (firestore-sdk.ts and others).
      ...[...code.matchAll(/createRequire\)?\(import\.meta\.url\)\(["']([^"']+)["']\)/g)].map((m) => m[1]!),
    ])
    const bare = [...imported].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name.split('/')[0]!))
    expect(bare).toContain('@google-cloud/firestore')
    expect(bare.every((name) => ['firebase-admin', 'firebase-functions', 'sharp', '@google-cloud/firestore'].some((dep) => name === dep || name.startsWith(`${dep}/`))), bare.join(' ')).toBe(
      true,
    )
    expect(code).not.toMatch(/["']better-sqlite3["']/)
  })

  it('loads in Node and exports exactly the functions', async () => {
    const mod = await import(pathToFileURL(path.join(out, 'lib/index.js')).href)
    expect(Object.keys(mod).sort()).toEqual(EXPECTED)
    for (const name of EXPECTED) expect(mod[name].__endpoint?.platform, name).toBe('gcfv2')
  })

  it('an instance exports only the function it runs (FUNCTION_TARGET, as Cloud Functions sets it), without describing it', async () => {
    for (const target of ['app', 'searchSyncTags', 'validateUpload', 'pruneUploads']) {
      const { stdout } = await run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(pathToFileURL(path.join(out, 'lib/index.js')).href)}); console.log(JSON.stringify({ defined: Object.keys(m).filter((k) => m[k] !== undefined), type: typeof m[process.env.FUNCTION_TARGET], endpoint: m[process.env.FUNCTION_TARGET]?.__endpoint ?? null }))`,
        ],
        { cwd: out, env: { ...process.env, FUNCTION_TARGET: target } },
      )
      // The description (__endpoint) is the deploy's; an instance is only called.
      expect(JSON.parse(stdout.trim()), target).toEqual({ defined: [target], type: 'function', endpoint: null })
    }
  }, 60_000)

  it("an instance's trigger hands its first event to the trigger's own definition", async () => {
    // No Firestore here: the definition opens the runtime, whose configuration check refuses the
    // missing settings. That refusal is the definition's, reached through the instance's export.
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(pathToFileURL(path.join(out, 'lib/index.js')).href)})
         try { await m.validateUpload({ data: { name: 'uploads/x.png', size: '10', contentType: 'image/png', bucket: 'b' }, type: 'google.cloud.storage.object.v1.finalized', source: '//storage.googleapis.com/projects/_/buckets/b', id: '1', specversion: '1.0', time: new Date().toISOString() }); console.log(JSON.stringify({ ok: true })) }
         catch (error) { console.log(JSON.stringify({ ok: false, message: String(error?.message ?? error) })) }`,
      ],
      { cwd: out, env: { ...process.env, FUNCTION_TARGET: 'validateUpload', PUBLIC_BASE_URL: '' } },
    )
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!)
    expect(result.ok).toBe(false)
    expect(result.message).toMatch(/^Invalid configuration/)
    console.log(`validateUpload's first event without settings: ${result.message.slice(0, 160)}`)
  }, 60_000)

  it("the site's Firebase backend loads Firestore's client without gRPC's libraries, which its REST transport does not use", async () => {
    // An ES module import of firebase-admin/firestore reads every export of the CommonJS package,
    // GrpcStatus too, whose getter loads google-gax whole (firestore-sdk.ts).
    const backend = outputOf(meta, 'functions/src/backends/firebase/index.ts') as string
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module'
         await import(${JSON.stringify(pathToFileURL(path.join(root, backend)).href)})
         const loaded = Object.keys(createRequire(process.cwd() + '/').cache).map((file) => file.replaceAll('\\\\', '/'))
         console.log(JSON.stringify({ firestore: loaded.some((file) => file.includes('/@google-cloud/firestore/')), grpc: loaded.filter((file) => /google-gax\\/build\\/src\\/index\\.js$|\\/@grpc\\/grpc-js\\//.test(file)).slice(0, 3) }))`,
      ],
      { cwd: out },
    )
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({ firestore: true, grpc: [] })
  }, 60_000)

  it('each function loads only what it uses at its start: the triggers no site, React or sharp; the site no dashboard editor, PDF library, mail or web SDK', () => {
    const site = ['hono', 'react', 'react-dom', '@hono/node-server']
    for (const group of ['searchSync', 'upload', 'schedules'] as const) {
      const start = groupClosure(meta, group) as { packages: Set<string>; externals: Set<string>; inputs: string[] }
      const definition = definitionClosure(meta, group) as typeof start
      const closure = { packages: new Set([...start.packages, ...definition.packages]), externals: new Set([...start.externals, ...definition.externals]), inputs: [...start.inputs, ...definition.inputs] }
      expect(site.filter((name) => closure.packages.has(name)), group).toEqual([])
      expect(closure.inputs.filter((input) => /functions\/src\/(app|render\/page-renderer)\.tsx?$/.test(input)), group).toEqual([])
      expect(closure.externals.has('sharp'), group).toBe(false)
    }
    const app = groupClosure(meta, 'app') as { packages: Set<string>; externals: Set<string>; bytes: number }
    const later = ['sharp', 'pdf-lib', 'nodemailer', 'sanitize-html', 'postcss', 'file-type', '@tiptap/core', 'prosemirror-model', 'react-day-picker', '@dnd-kit/core', 'firebase', '@firebase/firestore', 'qrcode', 'otpauth', 'ics', 'yup']
    expect(later.filter((name) => app.packages.has(name) || app.externals.has(name))).toEqual([])
    // The dashboard's shell and sign-in pages load with the first one rendered, not with the site.
    const appInputs = (groupClosure(meta, 'app') as { inputs: string[] }).inputs
    expect(appInputs.filter((input) => /web\/src\/dashboard\/(dashboard-app|dashboard-document|login-page|second-step-page|collections\/[^/]+\/list-page)\.tsx$/.test(input))).toEqual([])
    expect(app.packages.has('@conform-to/react')).toBe(false)
    // The dashboard's routes load with its first request (routes/lazy-routes.ts): none of their modules, nor a collection's dashboard routes, at the start.
    expect(appInputs.filter((input) => /functions\/src\/(routes\/dashboard\/(index|account|staff|events)\.tsx?|collections\/[^/]+\/routes\.tsx|(history|trash|redirects|media|insights|review|overview|alerts)\/(activity-|dashboard-|import-|digest-)?routes\.tsx?)$/.test(input))).toEqual([])
    // A registration's calendar entry (ics, above) and a PDF's structure check load with the first email or PDF that needs them.
    expect(appInputs.filter((input) => /functions\/src\/(collections\/registrations\/event-ics|uploads\/pdf-structure)\.ts$/.test(input))).toEqual([])
    // firebase-functions' HTTPS provider loads firebase-admin's Auth and App Check at its import: only the deploy's discovery needs it.
    expect([...app.externals].filter((name) => name.startsWith('firebase-admin') || name === 'firebase-functions/https')).toEqual([])
    // @hono/node-server's http2 import is a stand-in (scripts/build-functions.mjs): a function's requests are HTTP/1.1, and Node's http2 module was 20-40 ms of the import.
    expect([...app.externals].filter((name) => name.replace(/^node:/, '') === 'http2')).toEqual([])
    // A trigger's instance starts with the index alone; its provider and work load with its first event.
    for (const group of ['searchSync', 'upload', 'schedules'] as const) {
      const closure = groupClosure(meta, group) as { bytes: number; externals: Set<string> }
      expect([...closure.externals].filter((name) => !name.startsWith('node:')), group).toEqual([])
      expect(closure.bytes, group).toBeLessThan(20 * 1024)
    }
    // The site itself loads at the start of its instances.
    expect(site.every((name) => app.packages.has(name))).toBe(true)
  })

  it('is discovered by the SDK as the deploy will see it: triggers, region, memory, secret, params', () => {
    expect(Object.keys(manifest.endpoints).sort()).toEqual(EXPECTED)
    const app = manifest.endpoints.app!
    expect(app).toMatchObject({
      httpsTrigger: { invoker: ['public'] },
      region: '{{ params.APP_REGION }}',
      availableMemoryMb: '{{ params.APP_MEMORY_MB }}',
      minInstances: '{{ params.APP_MIN_INSTANCES }}',
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
    expect(manifest.endpoints.sendAlerts!.scheduleTrigger).toMatchObject({ schedule: 'every 10 minutes', timeZone: 'Asia/Jakarta' })
    expect(manifest.endpoints.sendQueuedAlerts!.eventTrigger).toMatchObject({ eventType: 'google.cloud.firestore.document.v1.created', eventFilterPathPatterns: { document: 'alerts/{id}' }, retry: false })
    for (const endpoint of Object.values(manifest.endpoints)) expect(endpoint.region).toBe('{{ params.APP_REGION }}')
    expect(manifest.params.map((p) => `${p.name}:${p.type}`)).toEqual([
      'APP_REGION:string',
      'APP_MEMORY_MB:int',
      'APP_MIN_INSTANCES:int',
      'APP_MAX_INSTANCES:int',
      'TRIGGER_MIN_INSTANCES:int',
      'TRIGGER_MAX_INSTANCES:int',
      'APP_CHECK:string',
      'APP_CHECK_SITE_KEY:string',
      'PUBLIC_BASE_URL:string',
      'EXTRA_ORIGINS:string',
      'WEB_API_KEY:string',
      'WEB_APP_ID:string',
      'ALERT_RATE_PER_MINUTE:string',
      'MAIL_FROM:string',
      'TRUSTED_PROXY_HOPS:string',
      'FORM_LIMIT_PER_ADDRESS:string',
      'FORM_LIMIT_PER_EMAIL:string',
      'REVISIONS_KEEP_ALL_DAYS:string',
      'ALGOLIA_APP_ID:string',
      'ALGOLIA_INDEX_PREFIX:string',
      'ALGOLIA_ADMIN_KEY:secret',
    ])
    expect(manifest.requiredAPIs.map((a) => a.api)).toContain('cloudscheduler.googleapis.com')
  })

  it('takes its scale from the operator knobs: the app and every event trigger, capped; one instance per schedule', () => {
    const triggers = Object.keys(manifest.endpoints).filter((name) => name.startsWith('searchSync') || name === 'validateUpload')
    expect(triggers).toHaveLength(SEARCH_SYNC_COLLECTIONS.length + 1)
    for (const name of triggers) {
      expect(manifest.endpoints[name], name).toMatchObject({ minInstances: '{{ params.TRIGGER_MIN_INSTANCES }}', maxInstances: '{{ params.TRIGGER_MAX_INSTANCES }}' })
    }
    for (const name of ['sweepScheduled', 'sendAlerts', 'sendQueuedAlerts', 'pruneUploads']) expect(manifest.endpoints[name]!.maxInstances, name).toBe(1)
    // One sender paces the alerts: one event at a time on its one instance.
    expect(manifest.endpoints.sendQueuedAlerts!.concurrency).toBe(1)
    const param = (name: string) => manifest.params.find((p) => p.name === name) as { default: unknown; input: { text?: { validationRegex: string }; select?: { options: { value: unknown }[] } } }
    // The caps are the params' own validation (the CLI's prompt, and the predeploy check for the file).
    const accepts = (name: string, value: string) => new RegExp(param(name).input.text!.validationRegex).test(value)
    expect([accepts('TRIGGER_MAX_INSTANCES', '10'), accepts('TRIGGER_MAX_INSTANCES', '11'), accepts('TRIGGER_MAX_INSTANCES', '0')]).toEqual([true, false, false])
    expect([accepts('APP_MIN_INSTANCES', '5'), accepts('APP_MIN_INSTANCES', '6')]).toEqual([true, false])
    expect([param('APP_MIN_INSTANCES').default, param('TRIGGER_MIN_INSTANCES').default, param('TRIGGER_MAX_INSTANCES').default]).toEqual([0, 0, 3])
    expect(param('APP_CHECK')).toMatchObject({ default: 'off', input: { select: { options: [{ value: 'off' }, { value: 'monitor' }, { value: 'enforce' }] } } })
  })

  it('declares what the Hosting predeploy checks exactly as scripts/deploy-params.mjs lists it', () => {
    for (const wanted of HOSTING_PARAMS as { name: string }[]) {
      const { default: _ignored, ...declared } = manifest.params.find((p) => p.name === wanted.name)!
      expect(declared, wanted.name).toEqual(wanted)
    }
  })

  it('the Functions predeploy stops on an incomplete params file, naming every value the bundle declares', async () => {
    const predeploy = async (env: string | null) => {
      for (const name of ['.env', '.env.demo-firm']) rmSync(path.join(out, name), { force: true })
      if (env !== null) writeFileSync(path.join(out, '.env.demo-firm'), env)
      try {
        await run(process.execPath, ['scripts/deploy-params.mjs', '--for', 'functions', '--functions-dir', out], { cwd: root, env: { ...process.env, GCLOUD_PROJECT: 'demo-firm' } })
        return { code: 0, out: '' }
      } catch (error) {
        return { code: (error as { code: number }).code, out: (error as { stderr: string }).stderr }
      }
    }
    const missing = await predeploy(null)
    expect(missing.code).toBe(1)
    const named = [...missing.out.matchAll(/^ {2}- (\w+) is missing/gm)].map((m) => m[1])
    expect(named).toEqual(manifest.params.filter((p) => p.type !== 'secret').map((p) => p.name))

    const complete = [
      'APP_REGION=asia-southeast2',
      'APP_MEMORY_MB=1024',
      'APP_MIN_INSTANCES=0',
      'APP_MAX_INSTANCES=10',
      'TRIGGER_MIN_INSTANCES=0',
      'TRIGGER_MAX_INSTANCES=3',
      'APP_CHECK=off',
      'APP_CHECK_SITE_KEY=',
      'PUBLIC_BASE_URL=https://www.firma.example',
      'EXTRA_ORIGINS=',
      'WEB_API_KEY=AIza-demo',
      'WEB_APP_ID=',
      'ALERT_RATE_PER_MINUTE=60',
      'MAIL_FROM=',
      'TRUSTED_PROXY_HOPS=2',
      'FORM_LIMIT_PER_ADDRESS=5',
      'FORM_LIMIT_PER_EMAIL=5',
      'REVISIONS_KEEP_ALL_DAYS=30',
      'ALGOLIA_APP_ID=DEMO',
      'ALGOLIA_INDEX_PREFIX=alr',
    ].join('\n')
    expect(await predeploy(complete)).toEqual({ code: 0, out: '' })
    const capped = await predeploy(complete.replace('TRIGGER_MAX_INSTANCES=3', 'TRIGGER_MAX_INSTANCES=40').replace('APP_REGION=asia-southeast2', 'APP_REGION=us-central1'))
    expect(capped.code).toBe(1)
    expect(capped.out).toContain('TRIGGER_MAX_INSTANCES=40 is refused: A whole number from 1 to 10.')
    expect(capped.out).toContain("APP_REGION=us-central1 but firebase.json's Hosting rewrite sends requests to the app function in asia-southeast2")
    // App Check: enforcing without a site key would refuse every visitor; a key must look like one.
    const enforced = await predeploy(complete.replace('APP_CHECK=off', 'APP_CHECK=enforce'))
    expect(enforced.code).toBe(1)
    expect(enforced.out).toContain('APP_CHECK=enforce but APP_CHECK_SITE_KEY is empty')
    const quoted = await predeploy(complete.replace('APP_CHECK_SITE_KEY=', 'APP_CHECK_SITE_KEY=site key').replace('WEB_APP_ID=', 'WEB_APP_ID=1:123:web:abc'))
    expect(quoted.out).toContain('APP_CHECK_SITE_KEY=site key is refused: The site key as the reCAPTCHA Enterprise console shows it')
    const keyed = complete
      .replace('APP_CHECK=off', 'APP_CHECK=enforce')
      .replace('APP_CHECK_SITE_KEY=', 'APP_CHECK_SITE_KEY=6LcTestSiteKey_for-the-dashboard-000000')
      .replace('WEB_APP_ID=', 'WEB_APP_ID=1:123:web:abc')
    expect(await predeploy(keyed)).toEqual({ code: 0, out: '' })
    rmSync(path.join(out, '.env.demo-firm'), { force: true })
  })

  it('pins every dependency of its package.json, transitive ones included, to the project lockfile’s versions', () => {
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'))
    const lock = JSON.parse(readFileSync(path.join(out, 'package-lock.json'), 'utf8'))
    const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
    expect(lock).toMatchObject({ lockfileVersion: 3, requires: true, packages: { '': { name: pkg.name, dependencies: pkg.dependencies } } })
    const packages = lock.packages as Record<string, Record<string, any>>
    for (const [name, version] of Object.entries(pkg.dependencies as Record<string, string>)) {
      expect(packages[`node_modules/${name}`]?.version, name).toBe(version)
    }
    // Every required edge of every locked package resolves inside the lockfile (Node's lookup upwards).
    const resolve = (from: string, name: string) => {
      for (let base = from; ; base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : '') {
        const at = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
        if (packages[at]) return at
        if (!base) return undefined
      }
    }
    const unresolved: string[] = []
    for (const [location, entry] of Object.entries(packages)) {
      if (!location) continue
      expect(entry.version, location).toBe(rootLock.packages[location].version)
      expect(entry.integrity, location).toBe(rootLock.packages[location].integrity)
      expect(entry.dev, location).toBeUndefined()
      for (const name of Object.keys(entry.dependencies ?? {})) if (!resolve(location, name)) unresolved.push(`${location} -> ${name}`)
    }
    expect(unresolved).toEqual([])
    // sharp's binaries for other platforms stay optional: npm skips what does not fit Cloud Build's Linux.
    expect(packages['node_modules/@img/sharp-linux-x64']).toMatchObject({ optional: true, os: ['linux'], cpu: ['x64'] })
    expect(packages['node_modules/@img/sharp-darwin-arm64']).toMatchObject({ optional: true })
  })

  it('writes the lockfile deterministically (a pure function of the two files) and stops on a dependency the project lock lacks', () => {
    const pkg = JSON.parse(readFileSync(path.join(out, 'package.json'), 'utf8'))
    const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
    const written = readFileSync(path.join(out, 'package-lock.json'), 'utf8')
    expect(`${JSON.stringify(functionsLockfile(rootLock, pkg), null, 2)}\n`).toBe(written)
    const shuffled = { ...rootLock, packages: Object.fromEntries(Object.entries(rootLock.packages).reverse()) }
    expect(`${JSON.stringify(functionsLockfile(shuffled, pkg), null, 2)}\n`).toBe(written)
    const { ['node_modules/jsonwebtoken']: _gone, ...withoutOne } = rootLock.packages
    expect(() => functionsLockfile({ ...rootLock, packages: withoutOne }, pkg)).toThrow(/no entry for: jsonwebtoken \(needed by firebase-admin\)/)
  })

  it('is a lockfile npm takes as it is (npm finds nothing to add, remove or change; offline)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'functions-lock-'))
    try {
      for (const name of ['package.json', 'package-lock.json']) cpSync(path.join(out, name), path.join(dir, name))
      await run('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--engine-strict=false'], {
        cwd: dir,
        env: { ...process.env, npm_config_legacy_peer_deps: 'false' },
      })
      const before = JSON.parse(readFileSync(path.join(out, 'package-lock.json'), 'utf8'))
      const after = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'))
      expect(isDeepStrictEqual(after, before)).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('is what functions/package.json describes when built for deploy', () => {
    // functions/package.json is generated by the same script; when present it must point at the bundle.
    const file = path.join(root, 'functions/package.json')
    if (!existsSync(file)) return
    const pkg = JSON.parse(readFileSync(file, 'utf8'))
    expect(pkg).toMatchObject({ type: 'module', main: 'lib/index.js' })
    // The committed lockfile is the one the build writes for the committed package.json.
    const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
    expect(readFileSync(path.join(root, 'functions/package-lock.json'), 'utf8')).toBe(`${JSON.stringify(functionsLockfile(rootLock, pkg), null, 2)}\n`)
  })
})
