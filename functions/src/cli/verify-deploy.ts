/**
 * `npm run verify:deploy -- --project ID`: what only a real deployment can prove, checked from
 * outside in one command an ops person runs after the first deploy (and after each one; the
 * deploy workflow's last step is its first check). Reads the project's params file for the
 * site's address, the web API key and the mail sender, then asks the deployed site and DNS.
 * Prints one line per check and exits 1 when any failed. docs/deploy-firebase.md, "First deploy".
 */
import { resolveTxt } from 'node:dns/promises'
import { randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import { ALGOLIA_SERVER_ACL, judgeAlgoliaAcl } from '../backends/firebase/algolia-key'
import { SPOOFED_ADDRESS } from '../routes/client-check'

export interface VerifyOptions {
  /** Where to ask: the site's public address, or one of its hosts (the `*.web.app` one before the domain moves). */
  baseUrl: string
  /** PUBLIC_BASE_URL, which canonical links and the sitemap must name; `baseUrl` when not given. */
  publicBaseUrl?: string
  /** The Firebase project, for the Firestore check; without it that check is skipped. */
  projectId?: string
  /** The browser API key (WEB_API_KEY) a visitor's browser holds. */
  webApiKey?: string
  /** Where Firestore's REST API answers (the emulator in tests). */
  firestoreUrl?: string
  /** The address mail is sent from (MAIL_FROM), whose domain must publish SPF and DMARC. */
  mailFrom?: string
  /** The DKIM selector the mail provider signs with (its docs name it), to check its key. */
  dkimSelector?: string
  /**
   * The server's Algolia key (the ALGOLIA_ADMIN_KEY secret, from the environment: the params file
   * holds no secret) and its application; `url` is where Algolia answers (the stand-in in tests).
   */
  algolia?: { appId: string; apiKey: string; url?: string }
  fetch?: typeof fetch
  resolveTxt?: (name: string) => Promise<string[][]>
}

export interface CheckResult {
  name: string
  ok: boolean
  detail: string
}

type Check = (o: Required<Pick<VerifyOptions, 'baseUrl' | 'fetch' | 'resolveTxt'>> & VerifyOptions) => Promise<Omit<CheckResult, 'name'>>

const pass = (detail: string) => ({ ok: true, detail })
const fail = (detail: string) => ({ ok: false, detail })

const CHECKS: Record<string, Check> = {
  async 'the site answers /healthz "ok"'({ baseUrl, fetch }) {
    const res = await fetch(`${baseUrl}/healthz`)
    const body = (await res.json().catch(() => ({}))) as { status?: string; build?: string; checks?: Record<string, string> }
    const detail = `${res.status} ${body.status ?? '?'}, build ${body.build ?? '?'}, ${JSON.stringify(body.checks ?? {})}`
    return res.status === 200 && body.status === 'ok' ? pass(detail) : fail(detail)
  },

  async 'pages carry the security and CDN headers'({ baseUrl, fetch }) {
    const res = await fetch(`${baseUrl}/`)
    const missing: string[] = []
    if (!res.headers.get('content-security-policy')) missing.push('Content-Security-Policy')
    if (baseUrl.startsWith('https:') && !res.headers.get('strict-transport-security')) missing.push('Strict-Transport-Security')
    const cache = res.headers.get('cache-control') ?? ''
    // The CDN keeps the page, and serves its last copy while the app cannot render one.
    if (!/s-maxage=\d+/.test(cache)) missing.push('Cache-Control s-maxage')
    if (!/stale-if-error=\d+/.test(cache)) missing.push('Cache-Control stale-if-error')
    return res.status === 200 && missing.length === 0 ? pass(`200, Cache-Control: ${cache}`) : fail(`${res.status}; missing: ${missing.join(', ') || 'none'}`)
  },

  async 'a missing asset is a 404 nobody caches'({ baseUrl, fetch }) {
    const res = await fetch(`${baseUrl}/assets/verify-${randomBytes(6).toString('hex')}.js`)
    const cache = res.headers.get('cache-control') ?? ''
    const detail = `${res.status}, Cache-Control: ${cache || '(none)'}`
    return res.status === 404 && /no-store/.test(cache) ? pass(detail) : fail(detail)
  },

  async 'rate limits see the caller, not what the caller wrote'({ baseUrl, fetch }) {
    const res = await fetch(`${baseUrl}/healthz/client`, { headers: { 'X-Forwarded-For': SPOOFED_ADDRESS } })
    if (res.status !== 200) return fail(`/healthz/client answered ${res.status}`)
    const { address, trustedProxyHops, forwardedEntries } = (await res.json()) as { address: string | null; trustedProxyHops: number; forwardedEntries: number }
    const detail = `read ${address ?? 'no address'} (TRUSTED_PROXY_HOPS=${trustedProxyHops}, ${forwardedEntries} X-Forwarded-For entries arrived); it should be this machine's public address`
    // The made-up entry read back: every visitor could pick the address the limits count.
    if (address === SPOOFED_ADDRESS) return fail(`${detail}. It read the header the caller wrote: lower TRUSTED_PROXY_HOPS`)
    if (address === null) return fail(`${detail}. No address: raise TRUSTED_PROXY_HOPS to the proxies in front of the app`)
    return pass(detail)
  },

  async 'robots.txt names the sitemap, which answers'({ baseUrl, publicBaseUrl = baseUrl, fetch }) {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text()
    const sitemap = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1]
    if (!sitemap) return fail('robots.txt has no Sitemap line')
    if (!sitemap.startsWith(`${publicBaseUrl}/`)) return fail(`the Sitemap line names ${sitemap}, not PUBLIC_BASE_URL (${publicBaseUrl})`)
    const res = await fetch(`${baseUrl}${new URL(sitemap).pathname}`)
    return res.status === 200 ? pass(sitemap) : fail(`${sitemap} answered ${res.status}`)
  },

  async 'Firestore refuses a browser write'({ projectId, webApiKey, firestoreUrl, fetch }) {
    if (!projectId) return pass('skipped: no project')
    const base = firestoreUrl ?? 'https://firestore.googleapis.com'
    const url = `${base}/v1/projects/${projectId}/databases/(default)/documents/blogs${webApiKey ? `?key=${encodeURIComponent(webApiKey)}` : ''}`
    const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fields: { title: { stringValue: 'verify-deploy' } } }) })
    return res.status === 403 ? pass('403: the rules refuse it') : fail(`${res.status}: a visitor's browser can write to Firestore; deploy firestore.rules`)
  },

  async 'the Algolia key allows what the server does, and nothing more'({ algolia, fetch }) {
    if (!algolia) return pass('skipped: set ALGOLIA_ADMIN_KEY in the environment to check it')
    const base = algolia.url ?? `https://${algolia.appId}-dsn.algolia.net`
    // Any key may read its own description; Algolia knows no description of the Admin API key.
    const res = await fetch(`${base}/1/keys/${encodeURIComponent(algolia.apiKey)}`, {
      headers: { 'X-Algolia-Application-Id': algolia.appId, 'X-Algolia-API-Key': algolia.apiKey },
    })
    const wanted = `a key with the ACL ${ALGOLIA_SERVER_ACL.join(', ')} on the indexes {prefix}_* (docs/deploy-firebase.md)`
    if (res.status === 404) return fail(`Algolia has no such key: it is the Admin API key, which can do everything (deleteIndex included), or another application's. Use ${wanted}`)
    if (res.status !== 200) return fail(`Algolia answered ${res.status} for the key: ${wanted}`)
    const key = (await res.json()) as { acl?: string[]; indexes?: string[] }
    const verdict = judgeAlgoliaAcl(key.acl ?? [])
    const indexes = key.indexes?.length ? key.indexes.join(', ') : 'every index'
    const detail = `ACL ${(key.acl ?? []).join(', ') || '(none)'} on ${indexes}`
    if (verdict.ok) return pass(detail)
    return fail(`${detail}; ${[verdict.missing.length && `lacks ${verdict.missing.join(', ')}`, verdict.extra.length && `remove ${verdict.extra.join(', ')} (never used)`].filter(Boolean).join('; ')}`)
  },

  async 'the mail domain publishes SPF and DMARC (and DKIM)'({ mailFrom, baseUrl, publicBaseUrl = baseUrl, dkimSelector, resolveTxt }) {
    // No sender named (MAIL_FROM empty and no --mail-from): the site's own domain, where a firm's extension sender usually is.
    const domain = (mailFrom ?? '').split('@')[1]?.replace(/>.*$/, '') || new URL(publicBaseUrl).hostname.replace(/^www\./, '')
    const txt = async (name: string) => (await resolveTxt(name).catch(() => [] as string[][])).map((parts) => parts.join(''))
    const spf = (await txt(domain)).find((r) => r.startsWith('v=spf1'))
    const dmarc = (await txt(`_dmarc.${domain}`)).find((r) => r.startsWith('v=DMARC1'))
    const dkim = dkimSelector ? (await txt(`${dkimSelector}._domainkey.${domain}`)).find((r) => /(^|;\s*)p=[A-Za-z0-9+/]/.test(r)) : 'not asked (--dkim-selector)'
    const missing = [!spf && `SPF (TXT ${domain} "v=spf1 …")`, !dmarc && `DMARC (TXT _dmarc.${domain} "v=DMARC1; p=…")`, !dkim && `DKIM (TXT ${dkimSelector}._domainkey.${domain})`].filter(Boolean)
    return missing.length === 0 ? pass(`${domain}: ${spf}; ${dmarc}`) : fail(`${domain} lacks ${missing.join(', ')}: mail from it lands in spam or is refused`)
  },
}

/** Runs every check, each on its own (one failing or throwing never hides another's result). */
export async function verifyDeploy(options: VerifyOptions): Promise<CheckResult[]> {
  const o = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, ''), publicBaseUrl: (options.publicBaseUrl ?? options.baseUrl).replace(/\/+$/, ''), fetch: options.fetch ?? fetch, resolveTxt: options.resolveTxt ?? resolveTxt }
  const results: CheckResult[] = []
  for (const [name, check] of Object.entries(CHECKS)) {
    try {
      results.push({ name, ...(await check(o)) })
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) })
    }
  }
  return results
}

export const formatResults = (results: CheckResult[]) => results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name}: ${r.detail}`).join('\n')

async function main(argv: string[]) {
  const arg = (name: string) => {
    const at = argv.indexOf(`--${name}`)
    return at >= 0 ? argv[at + 1] : undefined
  }
  const projectId = arg('project')
  if (!projectId) throw new Error('Usage: npm run verify:deploy -- --project <project-id> [--base-url https://…] [--mail-from sender@domain] [--dkim-selector s1]')
  // The params the deploy used: the site's address, the browser key, the sender.
  const { readParamValues } = (await import(pathToFileURL(`${process.cwd()}/scripts/deploy-params.mjs`).href)) as {
    readParamValues(o: { projectId: string }): { values: Record<string, string>; file: string }
  }
  const { values, file } = readParamValues({ projectId })
  const publicBaseUrl = values.PUBLIC_BASE_URL
  if (!publicBaseUrl) throw new Error(`No PUBLIC_BASE_URL in ${file}.`)
  const results = await verifyDeploy({
    baseUrl: arg('base-url') ?? publicBaseUrl,
    publicBaseUrl,
    projectId,
    ...(values.WEB_API_KEY ? { webApiKey: values.WEB_API_KEY } : {}),
    // Without MAIL_FROM the Trigger Email extension's own sender applies: --mail-from names it.
    ...(arg('mail-from') || values.MAIL_FROM ? { mailFrom: arg('mail-from') || values.MAIL_FROM } : {}),
    ...(arg('dkim-selector') ? { dkimSelector: arg('dkim-selector')! } : {}),
    // The secret is not in the params file: the operator exports it to have the key checked.
    ...(values.ALGOLIA_APP_ID && process.env.ALGOLIA_ADMIN_KEY ? { algolia: { appId: values.ALGOLIA_APP_ID, apiKey: process.env.ALGOLIA_ADMIN_KEY } } : {}),
  })
  console.log(formatResults(results))
  const failed = results.filter((r) => !r.ok).length
  console.log(failed ? `\n${failed} of ${results.length} checks failed.` : `\nAll ${results.length} checks passed.`)
  process.exitCode = failed ? 1 : 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
