/**
 * Rich text saved through the dashboard never runs on the public site, in the feeds or in
 * search results, whatever markup a staff member (or someone who stole a session) pastes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../functions/src/app'
import { fixtures, tinyJpeg } from '../../functions/src/testing/fixtures'
import { formBody } from '../../functions/src/testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../functions/src/testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../functions/src/testing/test-backend'

export const XSS_PAYLOADS = [
  '<script>alert("xss-1")</script>',
  '<img src=x onerror=alert("xss-2")>',
  '<a href="javascript:alert(\'xss-3\')">tautan</a>',
  '<a href="  JaVaScRiPt:alert(\'xss-4\')">tautan</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTUnKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload=alert("xss-6")><circle r=5></circle></svg>',
  '<style>body{background:url("javascript:alert(\'xss-7\')")}</style>',
  '<p style="background:url(javascript:alert(\'xss-8\'))">gaya</p>',
  '<iframe src="https://evil.example/xss-9"></iframe>',
  '<p onclick="alert(\'xss-10\')">klik</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-11")>',
  '<<script>alert("xss-12");//<</script>',
  '<img src="x" onerror="alert(\'xss-13\')"',
  '<object data="javascript:alert(\'xss-14\')"></object>',
  '<form action="javascript:alert(\'xss-15\')"><button>kirim</button></form>',
  '<a href="vbscript:msgbox(\'xss-16\')">vb</a>',
  '<div><p>ok</p><script src="https://evil.example/xss-17.js"></script></div>',
  '<noscript><p title="</noscript><img src=x onerror=alert(\'xss-18\')>">',
]

/** Elements a browser would run or load, in real markup (escaped text is harmless). */
const DANGEROUS = [/<script(?![^>]*application\/(ld\+)?json)/i, /<iframe/i, /<object/i, /<svg/i, /<style/i, /<math/i, /<form[^>]*javascript/i]

/** Attributes that run code or load a script URL, inside real tags only (values parsed, not grepped). */
function dangerousAttributes(html: string): string[] {
  const tags = html.match(/<[a-zA-Z][^<>]*>/g) ?? []
  return tags.filter((tag) => {
    const attributes = [...tag.matchAll(/\s([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((m) => ({
      name: m[1]!.toLowerCase(),
      value: (m[2] ?? m[3] ?? m[4] ?? '').replace(/&#(x?)([0-9a-f]+);?/gi, (_, hex, code) => String.fromCharCode(parseInt(code, hex ? 16 : 10))),
    }))
    return attributes.some(
      ({ name, value }) =>
        name.startsWith('on') ||
        name === 'style' ||
        (['href', 'src', 'action', 'data', 'formaction', 'xlink:href'].includes(name) && /^\s*(javascript|vbscript|data):/i.test(value)),
    )
  })
}

let backend: TestBackend
let app: App
let cookie: string
let categoryId: string
let slug = ''

beforeAll(async () => {
  // The clock is pinned after the post's date, so it is public whenever the test runs.
  const clock = new TestClock(new Date('2026-06-15T03:00:00.000Z'))
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  categoryId = (await fixtures(backend).category('Analisis Hukum')).id
  const upload = await app.request(`${TEST_ORIGIN}/dashboard/uploads/blog_images`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, accept: 'application/json', 'x-file-name': 'a.jpg' },
    body: (await tinyJpeg()) as unknown as BodyInit,
  })
  const { file } = (await upload.json()) as { file: { path: string } }
  const content = `<p>${'Teks yang cukup panjang untuk lolos aturan minimal seratus karakter konten. '.repeat(2)}</p>${XSS_PAYLOADS.join('\n')}`
  slug = 'uji-keamanan-konten'
  const res = await postForm(
    app,
    '/dashboard/blogs/create',
    formBody('blogs', {
      title: 'Uji keamanan <img src=x onerror=alert("judul")> & "kutip"',
      slug,
      content,
      excerpt: 'Ringkasan <script>alert("ringkasan")</script>',
      categoryId,
      publishedAt: '2026-01-05T09:00',
      cover: file.path,
    }),
    cookie,
  )
  if (res.status !== 303) throw new Error(`blog not saved: ${res.status} ${(await res.text()).slice(0, 500)}`)
})
afterAll(async () => {
  await backend.cleanup()
})

/** The HTML outside JSON data blocks (their text is data, never run). */
function executableHtml(html: string): string {
  return html.replace(/<script type="application\/(ld\+)?json"[^>]*>[\s\S]*?<\/script>/g, '')
}

describe('XSS payloads saved through the dashboard', () => {
  it('are stored sanitized', async () => {
    const [blog] = await backend.content.query('blogs', { where: [{ field: 'slug', op: '==', value: slug }] })
    for (const pattern of DANGEROUS) expect(blog!.content, String(pattern)).not.toMatch(pattern)
    expect(dangerousAttributes(blog!.content)).toEqual([])
  })

  it.each(['/blogs/uji-keamanan-konten', '/blogs', '/', '/search?q=keamanan', '/blogs?category=analisis-hukum'])('never run on %s', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(200)
    const page = await res.text()
    // The post is there (its page's heading, or a link to it), so the checks below look at its markup.
    if (path === `/blogs/${slug}`) expect(page).toContain('Uji keamanan &lt;img src=x onerror=alert(&quot;judul&quot;)&gt; &amp; &quot;kutip&quot;</h1>')
    else expect(page).toContain(`href="/blogs/${slug}"`)
    const html = executableHtml(page)
    for (const pattern of DANGEROUS) expect(html, `${path} ${pattern}`).not.toMatch(pattern)
    expect(dangerousAttributes(html), `${path}: ${dangerousAttributes(html).join(' ')}`).toEqual([])
    expect(html).not.toContain('<img src=x onerror')
  })

  it('appear only as escaped text in the feed', async () => {
    const xml = await (await app.request('/blogs/feed.xml')).text()
    // Raw markup inside an RSS element would be parsed by some readers; everything is escaped.
    expect(xml).not.toMatch(/<(script|img|svg|iframe|style)\b/i)
    expect(xml).toContain('Uji keamanan &lt;img src=x onerror=alert(&quot;judul&quot;)&gt;')
  })

  it('cannot close the JSON-LD block they appear in', async () => {
    const html = await (await app.request('/blogs/uji-keamanan-konten')).text()
    for (const block of html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      const json = block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')
      expect(json).not.toContain('</')
      expect(() => JSON.parse(json)).not.toThrow()
    }
  })
})
