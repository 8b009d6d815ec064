/**
 * The first predeploy step (scripts/deploy-params.mjs): the deploy stops, naming each missing or
 * malformed value, unless functions/.env.<project> is complete, and unless APP_REGION is the
 * region firebase.json's Hosting rewrite sends requests to. The Functions variant, which reads
 * the params from the built bundle, is run in functions-bundle.test.ts.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { checkParams, HOSTING_PARAMS, projectAliases, readParamValues, rewriteRegion } from '../../scripts/deploy-params.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'))
const run = promisify(execFile)
const scratch = mkdtempSync(path.join(os.tmpdir(), 'deploy-params-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const COMPLETE = 'PUBLIC_BASE_URL=https://www.firma.example\nAPP_REGION=asia-southeast2\n'

async function hostingPredeploy(project: string, files: Record<string, string>) {
  const dir = mkdtempSync(path.join(scratch, 'functions-'))
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  try {
    const { stdout } = await run(process.execPath, ['scripts/deploy-params.mjs', '--for', 'hosting', '--functions-dir', dir], {
      cwd: root,
      env: { ...process.env, GCLOUD_PROJECT: project },
    })
    return { code: 0, out: stdout }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, out: failed.stderr }
  }
}

describe('deploy params check', () => {
  it('stops the Hosting predeploy when the params file is missing, naming the file and each value', async () => {
    const result = await hostingPredeploy('demo-firm', {})
    expect(result.code).toBe(1)
    expect(result.out).toContain('functions/.env.demo-firm (it does not exist yet)')
    expect(result.out).toMatch(/- PUBLIC_BASE_URL is missing: The public address of the site/)
    expect(result.out).toMatch(/- APP_REGION is missing: Cloud Functions region/)
  })

  it('stops it for a malformed address, naming the rule', async () => {
    const result = await hostingPredeploy('demo-firm', { '.env.demo-firm': 'PUBLIC_BASE_URL=https://www.firma.example/\nAPP_REGION=asia-southeast2\n' })
    expect(result.code).toBe(1)
    expect(result.out).toContain('PUBLIC_BASE_URL=https://www.firma.example/ is refused: An https:// origin without a path.')
    expect(result.out).not.toContain('APP_REGION')
  })

  it('stops it when APP_REGION is not the region of the Hosting rewrite (one truth for both)', async () => {
    const result = await hostingPredeploy('demo-firm', { '.env.demo-firm': 'PUBLIC_BASE_URL=https://www.firma.example\nAPP_REGION=europe-west1\n' })
    expect(result.code).toBe(1)
    expect(result.out).toContain(`APP_REGION=europe-west1 but firebase.json's Hosting rewrite sends requests to the app function in ${rewriteRegion(firebaseJson)}`)
  })

  it('lets the deploy go on with a complete file (by project id, or by the alias .firebaserc gives it)', async () => {
    expect(await hostingPredeploy('demo-firm', { '.env.demo-firm': COMPLETE })).toMatchObject({ code: 0 })
    // The shared functions/.env counts, as it does for the CLI.
    expect(await hostingPredeploy('demo-firm', { '.env': COMPLETE })).toMatchObject({ code: 0 })
    const dir = mkdtempSync(path.join(scratch, 'alias-'))
    writeFileSync(path.join(dir, '.env.prod'), COMPLETE)
    const read = readParamValues({ functionsDir: dir, projectId: 'firm-12345', aliases: projectAliases({ projects: { default: 'demo-alr', prod: 'firm-12345' } }, 'firm-12345') })
    expect(read).toMatchObject({ file: 'functions/.env.prod', errors: [] })
    expect(checkParams({ params: HOSTING_PARAMS, values: read.values, hostingRegion: 'asia-southeast2' })).toEqual([])
  })

  it('refuses both a project-id file and an alias file, as the CLI does', () => {
    const dir = mkdtempSync(path.join(scratch, 'both-'))
    writeFileSync(path.join(dir, '.env.prod'), COMPLETE)
    writeFileSync(path.join(dir, '.env.firm-12345'), COMPLETE)
    expect(readParamValues({ functionsDir: dir, projectId: 'firm-12345', aliases: ['prod'] }).errors[0]).toMatch(/both exist/)
  })

  it('checks types, choices, validation rules and min ≤ max as the params declare them', () => {
    const params = [
      { name: 'APP_MEMORY_MB', type: 'int', default: 1024, input: { select: { options: [{ value: 512 }, { value: 1024 }] } } },
      { name: 'APP_MIN_INSTANCES', type: 'int', default: 0 },
      { name: 'APP_MAX_INSTANCES', type: 'int', default: 10 },
      { name: 'TRIGGER_MAX_INSTANCES', type: 'int', default: 3, input: { text: { validationRegex: '^([1-9]|10)$', validationErrorMessage: 'A whole number from 1 to 10.' } } },
      { name: 'ALGOLIA_ADMIN_KEY', type: 'secret' },
    ]
    expect(checkParams({ params, values: { APP_MEMORY_MB: '1024', APP_MIN_INSTANCES: '0', APP_MAX_INSTANCES: '10', TRIGGER_MAX_INSTANCES: '3' } })).toEqual([])
    expect(checkParams({ params, values: { APP_MEMORY_MB: '1000', APP_MIN_INSTANCES: 'one', APP_MAX_INSTANCES: '2', TRIGGER_MAX_INSTANCES: '50' } })).toEqual([
      'APP_MEMORY_MB=1000 is not one of 512, 1024',
      'APP_MIN_INSTANCES=one is not a whole number',
      'TRIGGER_MAX_INSTANCES=50 is refused: A whole number from 1 to 10.',
    ])
    expect(checkParams({ params, values: { APP_MEMORY_MB: '512', APP_MIN_INSTANCES: '3', APP_MAX_INSTANCES: '2', TRIGGER_MAX_INSTANCES: '1' } })).toEqual([
      'APP_MIN_INSTANCES=3 is above APP_MAX_INSTANCES=2',
    ])
    // A missing value with a default says how to keep it; secrets live in Secret Manager, never in the file.
    expect(checkParams({ params, values: {} })[0]).toMatch(/^APP_MEMORY_MB is missing: .*\(write APP_MEMORY_MB=1024 to keep the default\)$/)
    expect(checkParams({ params, values: {} }).join('\n')).not.toContain('ALGOLIA_ADMIN_KEY')
  })

  it('stops when App Check would refuse every visitor (enforce without a site key) or could not exchange tokens (a key without an App ID)', () => {
    const params = [
      { name: 'APP_CHECK', type: 'string', default: 'off', input: { select: { options: [{ value: 'off' }, { value: 'monitor' }, { value: 'enforce' }] } } },
      { name: 'APP_CHECK_SITE_KEY', type: 'string', default: '' },
      { name: 'WEB_APP_ID', type: 'string', default: '' },
    ]
    const key = '6LcTestSiteKey_for-the-dashboard-000000'
    const check = (values: Record<string, string>) => checkParams({ params, values: { APP_CHECK: 'off', APP_CHECK_SITE_KEY: '', WEB_APP_ID: '', ...values } }) as string[]
    expect(check({ APP_CHECK: 'enforce' })).toEqual([expect.stringMatching(/^APP_CHECK=enforce but APP_CHECK_SITE_KEY is empty: .*every public form would be refused/)])
    expect(check({ APP_CHECK: 'enforce', APP_CHECK_SITE_KEY: '  ' })).toHaveLength(1)
    // Monitoring without a key only logs: the first step, allowed.
    expect(check({ APP_CHECK: 'monitor' })).toEqual([])
    expect(check({ APP_CHECK: 'enforce', APP_CHECK_SITE_KEY: key, WEB_APP_ID: '1:123:web:abc' })).toEqual([])
    expect(check({ APP_CHECK_SITE_KEY: key })).toEqual([expect.stringMatching(/^APP_CHECK_SITE_KEY is set but WEB_APP_ID is empty/)])
    // Hosting's predeploy declares none of them: nothing to say.
    expect(checkParams({ params: HOSTING_PARAMS, values: { PUBLIC_BASE_URL: 'https://www.firma.example', APP_REGION: 'asia-southeast2', APP_CHECK: 'enforce' } })).toEqual([])
  })

  it('reads the rewrite region from firebase.json as the CLI does (us-central1 when none is named)', () => {
    expect(rewriteRegion(firebaseJson)).toBe('asia-southeast2')
    expect(rewriteRegion({ hosting: { rewrites: [{ source: '**', function: { functionId: 'app' } }] } })).toBe('us-central1')
  })
})
