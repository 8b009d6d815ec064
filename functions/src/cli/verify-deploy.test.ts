/**
 * `npm run verify:deploy` against a real server on loopback (the app on the embedded backend, as
 * a deployment would answer) and the official Firestore emulator with and without the project's
 * rules: each check passes on a sound deployment and fails on the fault it exists to catch.
 * DNS is the one part answered from a table here (no network on the test machines).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveOnLoopback, type LoopbackServer } from '../testing/loopback-server'
import { officialFirestoreHost, officialFirestoreReady, officialProjectId } from '../testing/official-firestore-emulator'
import { PUBLIC_CDN_CACHE_CONTROL } from '../config'
import { createTestApp, createTestBackend, testConfig, type TestBackend } from '../testing/test-backend'
import { ALGOLIA_SERVER_ACL } from '../backends/firebase/algolia-key'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../testing/algolia-stand-in'
import { verifyDeploy, formatResults, type CheckResult } from './verify-deploy'

const DNS: Record<string, string[][]> = {
  'example.test': [['v=spf1 include:_spf.mail.example ', '~all']],
  '_dmarc.example.test': [['v=DMARC1; p=quarantine; rua=mailto:dmarc@example.test']],
  's1._domainkey.example.test': [['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GN']],
}
const resolveFrom = (table: Record<string, string[][]>) => async (name: string) => {
  const records = table[name]
  if (!records) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
  return records
}

let backend: TestBackend
let server: LoopbackServer
let spoofable: LoopbackServer
let base: string
const PUBLIC = 'https://www.example.test'

beforeAll(async () => {
  backend = createTestBackend()
  // Pages cached as on Firebase (the CDN's header), the site's address the test config's.
  server = await serveOnLoopback(createTestApp(backend, { config: { ...testConfig(), publicCacheControl: PUBLIC_CDN_CACHE_CONTROL } }))
  base = `http://127.0.0.1:${server.port}`
  // The same site trusting one proxy it does not have: the caller's header is read as its address.
  spoofable = await serveOnLoopback(createTestApp(backend, { config: testConfig({ TRUSTED_PROXY_HOPS: '1' }) }))
})
afterAll(async () => {
  await server?.close()
  await spoofable?.close()
  await backend?.cleanup()
})

const byName = (results: CheckResult[]) => Object.fromEntries(results.map((r) => [r.name, r]))

describe('npm run verify:deploy', () => {
  it('passes every check of a sound deployment, and prints one line per check', async () => {
    const results = await verifyDeploy({ baseUrl: base, publicBaseUrl: PUBLIC, mailFrom: 'Firma <kantor@example.test>', dkimSelector: 's1', resolveTxt: resolveFrom(DNS) })
    const output = formatResults(results)
    console.info(output)
    // The embedded server's /healthz says "ok" with its search and files up; its pages carry the CDN headers.
    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(results.map((r) => r.name)).toEqual(expect.arrayContaining(['rate limits see the caller, not what the caller wrote', 'a missing asset is a 404 nobody caches']))
    expect(output.split('\n')).toHaveLength(results.length)
    expect(byName(results)['rate limits see the caller, not what the caller wrote']!.detail).toMatch(/^read 127\.0\.0\.1 \(TRUSTED_PROXY_HOPS=0/)
  })

  it('fails a deployment that trusts more proxies than it has: any caller could pick its address', async () => {
    const results = byName(await verifyDeploy({ baseUrl: `http://127.0.0.1:${spoofable.port}`, publicBaseUrl: PUBLIC, resolveTxt: resolveFrom(DNS) }))
    expect(results['rate limits see the caller, not what the caller wrote']).toMatchObject({ ok: false, detail: expect.stringContaining('lower TRUSTED_PROXY_HOPS') })
  })

  it('fails a mail domain without SPF, DMARC or the DKIM key, naming what is missing', async () => {
    const results = byName(await verifyDeploy({ baseUrl: base, publicBaseUrl: PUBLIC, mailFrom: 'kantor@example.test', dkimSelector: 's2', resolveTxt: resolveFrom({ 'example.test': DNS['example.test']! }) }))
    const mail = results['the mail domain publishes SPF and DMARC (and DKIM)']!
    expect(mail.ok).toBe(false)
    expect(mail.detail).toContain('DMARC (TXT _dmarc.example.test')
    expect(mail.detail).toContain('DKIM (TXT s2._domainkey.example.test)')
    expect(mail.detail).not.toContain('SPF')
  })

  it('fails when nothing answers, each check on its own', async () => {
    const closed = await serveOnLoopback({ fetch: () => new Response('gone', { status: 502 }) } as never)
    const results = await verifyDeploy({ baseUrl: `http://127.0.0.1:${closed.port}`, publicBaseUrl: PUBLIC, resolveTxt: resolveFrom(DNS) })
    await closed.close()
    expect(results.filter((r) => r.ok).map((r) => r.name)).toEqual([
      'Firestore refuses a browser write',
      'the Algolia key allows what the server does, and nothing more',
      'the mail domain publishes SPF and DMARC (and DKIM)',
    ])
  })
})

describe('npm run verify:deploy: the Algolia key (Algolia stand-in)', () => {
  const CHECK = 'the Algolia key allows what the server does, and nothing more'
  let algolia: AlgoliaStandIn
  beforeAll(async () => {
    algolia = await startAlgoliaStandIn({
      keys: {
        'server-key': { acl: [...ALGOLIA_SERVER_ACL], indexes: ['alr_*'] },
        'wide-key': { acl: [...ALGOLIA_SERVER_ACL, 'deleteIndex', 'listIndexes'] },
        'search-key': { acl: ['search'] },
      },
    })
  })
  afterAll(async () => {
    await algolia?.stop()
  })
  const keyCheck = async (apiKey: string) =>
    byName(await verifyDeploy({ baseUrl: base, publicBaseUrl: PUBLIC, resolveTxt: resolveFrom(DNS), algolia: { appId: algolia.appId, apiKey, url: algolia.url } }))[CHECK]!

  it('passes a key with exactly the ACL the server uses', async () => {
    expect(await keyCheck('server-key')).toEqual({ name: CHECK, ok: true, detail: `ACL ${ALGOLIA_SERVER_ACL.join(', ')} on alr_*` })
  })

  it('fails the Admin API key, and a key with ACLs the server never uses or without one it needs', async () => {
    expect(await keyCheck(algolia.apiKey)).toMatchObject({ ok: false, detail: expect.stringContaining('it is the Admin API key') })
    expect(await keyCheck('wide-key')).toMatchObject({ ok: false, detail: expect.stringContaining('remove deleteIndex, listIndexes (never used)') })
    expect(await keyCheck('search-key')).toMatchObject({ ok: false, detail: expect.stringContaining('lacks browse, addObject, deleteObject, settings, editSettings') })
  })

  it('is skipped without the key', async () => {
    const results = byName(await verifyDeploy({ baseUrl: base, publicBaseUrl: PUBLIC, resolveTxt: resolveFrom(DNS) }))
    expect(results[CHECK]).toMatchObject({ ok: true, detail: expect.stringContaining('skipped') })
  })
})

const host = officialFirestoreHost()

describe.skipIf(!host)('npm run verify:deploy: Firestore refuses a browser write (official Firestore emulator)', () => {
  let env: RulesTestEnvironment
  let firestoreUrl: string
  const firestoreCheck = async (projectId: string) =>
    byName(await verifyDeploy({ baseUrl: base, publicBaseUrl: PUBLIC, projectId, firestoreUrl, webApiKey: 'browser-key', resolveTxt: resolveFrom(DNS) }))['Firestore refuses a browser write']!

  beforeAll(async () => {
    const address = await officialFirestoreReady()
    firestoreUrl = `http://${address}`
    const [hostname, port] = address.split(':')
    const rules = readFileSync(path.resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8')
    env = await initializeTestEnvironment({ projectId: officialProjectId('verify-deploy'), firestore: { rules, host: hostname!, port: Number(port) } })
  })
  afterAll(async () => {
    await env?.cleanup()
  })

  it('passes with the project rules deployed', async () => {
    expect(await firestoreCheck(officialProjectId('verify-deploy'))).toMatchObject({ ok: true })
  })

  it('fails on a project whose rules let anyone write', async () => {
    const open = officialProjectId('verify-deploy-open')
    const [hostname, port] = firestoreUrl.slice('http://'.length).split(':')
    const openEnv = await initializeTestEnvironment({ projectId: open, firestore: { rules: "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /{document=**} { allow read, write: if true; } } }", host: hostname!, port: Number(port) } })
    try {
      expect(await firestoreCheck(open)).toMatchObject({ ok: false, detail: expect.stringContaining('deploy firestore.rules') })
    } finally {
      await openEnv.cleanup()
    }
  })
})
