/**
 * firebase.json and .firebaserc, checked with the validator firebase-tools itself runs on
 * `firebase deploy` (its JSON schema, schema/firebase-config.json, compiled with its own ajv),
 * then against the project: what they name must exist.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))
const firebaseTools = createRequire(path.join(root, 'node_modules/firebase-tools/package.json'))

interface Validator {
  (data: unknown): boolean
  errors?: unknown[] | null
}
const { getValidator, getErrorMessage } = firebaseTools('./lib/firebaseConfigValidate.js') as {
  getValidator(): Validator
  getErrorMessage(error: unknown): string
}

const config = json('firebase.json')

describe('firebase.json', () => {
  it('is valid against the schema shipped in firebase-tools', () => {
    const validate = getValidator()
    const ok = validate(config)
    expect((validate.errors ?? []).map(getErrorMessage)).toEqual([])
    expect(ok).toBe(true)
  })

  it('would catch a mistake (the validator is not a no-op)', () => {
    const validate = getValidator()
    expect(validate({ ...config, hosting: { ...config.hosting, rewrites: [{ source: '**', functon: { functionId: 'app' } }] } })).toBe(false)
  })

  it('serves the built assets and sends every other path to the site function', () => {
    expect(config.hosting.public).toBe('dist/public')
    // No Cache-Control rule: Hosting would set it on a 404 too (hosting-cache-headers.test.ts).
    expect(JSON.stringify(config.hosting.headers)).not.toMatch(/cache-control/i)
    expect(config.hosting.rewrites).toEqual([{ source: '**', function: { functionId: 'app', region: 'asia-southeast2' } }])
    // Precompressed twins are for `npm start`; Hosting compresses on its own.
    expect(config.hosting.ignore).toEqual(expect.arrayContaining(['**/*.br', '**/*.gz']))
  })

  it('builds before deploying, with scripts that exist', () => {
    const scripts = json('package.json').scripts as Record<string, string>
    const [functions] = config.functions
    expect(functions.source).toBe('functions')
    expect(functions.runtime).toBe('nodejs22')
    // The params check comes first for Hosting (before robots.txt is written from PUBLIC_BASE_URL), and
    // right after the bundle for Functions (it reads the params the bundle declares).
    expect(functions.predeploy).toEqual(['npm run build:functions', 'node scripts/deploy-params.mjs --for functions'])
    expect(scripts['build:functions']).toContain('scripts/build-functions.mjs')
    expect(config.hosting.predeploy).toEqual([
      'node scripts/deploy-params.mjs --for hosting',
      'node scripts/build.mjs --assets-only',
      'node scripts/hosting-files.mjs',
      'node scripts/hosting-history.mjs merge',
    ])
    expect(config.hosting.postdeploy).toEqual(['node scripts/hosting-history.mjs record'])
    for (const command of [...config.hosting.predeploy, ...config.hosting.postdeploy, ...functions.predeploy]) {
      const script = /^node (scripts\/\S+)/.exec(command)?.[1]
      if (script) expect(existsSync(path.join(root, script)), script).toBe(true)
    }
    // require(esm) off, so the Functions emulator imports the bundle's entry (its top-level await).
    expect(scripts['test:firebase']).toMatch(/^NODE_OPTIONS=--no-experimental-require-module firebase emulators:exec --only auth,firestore,storage --project demo-alr /)
    // The deployed folder holds the bundle, not the sources.
    expect(functions.ignore).toEqual(expect.arrayContaining(['src', 'node_modules']))
  })

  it('names rules and index files that exist, and emulators for every service the suite uses', () => {
    for (const file of [config.firestore.rules, config.firestore.indexes, config.storage.rules]) {
      expect(existsSync(path.join(root, file)), file).toBe(true)
    }
    expect(Object.keys(config.emulators)).toEqual(expect.arrayContaining(['auth', 'firestore', 'storage', 'functions', 'hosting']))
  })

  it('rewrites to a function the entry exports, in the region the functions deploy to by default', async () => {
    const entry = readFileSync(path.join(root, 'functions/src/index.ts'), 'utf8')
    expect(entry).toMatch(/export const \{\s*app\b/)
    // The Hosting emulator (and a deploy that names it) needs the region; APP_REGION's default must agree,
    // and a deployed APP_REGION is held to it by the predeploy check (deploy-params.test.ts).
    const params = readFileSync(path.join(root, 'functions/src/backends/firebase/firebase-params.ts'), 'utf8')
    const defaultRegion = /defineString\('APP_REGION', \{\s*default: '([^']+)'/.exec(params)?.[1]
    expect(config.hosting.rewrites[0].function.region).toBe(defaultRegion)
  })
})

describe('.firebaserc', () => {
  it('is valid against its schema and names the demo project (emulators only, no real project)', async () => {
    const { Ajv } = firebaseTools('ajv') as { Ajv: new (options: object) => { compile(schema: object): Validator } }
    const validate = new Ajv({ allowUnionTypes: true, strict: false }).compile(
      JSON.parse(readFileSync(path.join(root, 'node_modules/firebase-tools/schema/firebaserc.json'), 'utf8')),
    )
    const rc = json('.firebaserc')
    expect(validate(rc), JSON.stringify(validate.errors)).toBe(true)
    expect(rc.projects.default).toBe('demo-alr')
  })
})

describe('.github/workflows/firebase-full-suite.yml', () => {
  it('runs the whole Firebase suite on every push: Node 20, Java 21 (Temurin), npm ci, npm run test:firebase', () => {
    // firebase-tools' own YAML parser (a dependency of the CLI the project installs).
    const { load } = firebaseTools('js-yaml') as { load(text: string): any }
    const workflow = load(readFileSync(path.join(root, '.github/workflows/firebase-full-suite.yml'), 'utf8'))
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']))
    const [job] = Object.values(workflow.jobs) as { 'runs-on': string; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }[]
    const step = (action: string) => job!.steps.find((s) => s.uses?.startsWith(`${action}@`))
    expect(step('actions/checkout')).toBeDefined()
    expect(step('actions/setup-node')!.with).toMatchObject({ 'node-version': 20 })
    expect(step('actions/setup-java')!.with).toMatchObject({ distribution: 'temurin', 'java-version': '21' })
    const runs = job!.steps.filter((s) => s.run).map((s) => s.run)
    expect(runs).toEqual(['npm ci', 'npm run test:firebase'])
    expect(json('package.json').scripts['test:firebase']).toContain('FIREBASE_FULL_SUITE=1')
  })
})

describe('.github/workflows/deploy.yml', () => {
  const { load } = firebaseTools('js-yaml') as { load(text: string): any }
  const workflow = load(readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8'))
  type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }
  type Job = { needs?: string[]; permissions?: Record<string, string>; steps: Step[]; env?: Record<string, string> }
  const jobs = workflow.jobs as Record<string, Job>
  const runs = (job: Job) => job.steps.flatMap((s) => s.run ?? [])

  it('deploys on a version tag only, after the whole suite and the Firebase suite pass', () => {
    expect(workflow.on.push).toEqual({ tags: ['v*'] })
    expect(jobs.deploy!.needs).toEqual(['test', 'test-firebase'])
    expect(runs(jobs.test!)).toEqual(expect.arrayContaining(['npm run typecheck', 'npm test']))
    expect(runs(jobs['test-firebase']!)).toContain('npm run test:firebase')
    // Node 22 everywhere, the runtime firebase.json deploys the functions on.
    for (const job of Object.values(jobs)) expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))!.with).toMatchObject({ 'node-version': 22 })
    expect(json('firebase.json').functions.map((f: { runtime: string }) => f.runtime)).toEqual(expect.arrayContaining(['nodejs22']))
  })

  it('signs in through Workload Identity Federation, never a key file, and keeps the asset history in a bucket', () => {
    const deploy = jobs.deploy!
    expect(deploy.permissions).toMatchObject({ 'id-token': 'write' })
    const auth = deploy.steps.find((s) => s.uses?.startsWith('google-github-actions/auth@'))!
    expect(Object.keys(auth.with!).sort()).toEqual(['service_account', 'workload_identity_provider'])
    expect(readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8')).not.toMatch(/credentials_json|GOOGLE_APPLICATION_CREDENTIALS/)
    const steps = runs(deploy)
    // rsync's first argument is the source: the bucket before the deploy, the folder after it.
    const rsync = (r: string) => /gcloud storage rsync[^\n]*/.exec(r)?.[0] ?? ''
    const fromBucket = (r: string) => rsync(r).indexOf('HOSTING_HISTORY_BUCKET') >= 0 && rsync(r).indexOf('HOSTING_HISTORY_BUCKET') < rsync(r).indexOf('$HOSTING_HISTORY_DIR')
    const fetchAt = steps.findIndex(fromBucket)
    const deployAt = steps.findIndex((r) => r.startsWith('npx firebase deploy'))
    const keepAt = steps.findIndex((r) => rsync(r) && !fromBucket(r))
    expect(fetchAt).toBeGreaterThanOrEqual(0)
    expect([fetchAt < deployAt, deployAt < keepAt]).toEqual([true, true])
    expect(deploy.env!.HOSTING_HISTORY_DIR).toBeTruthy()
  })
})
