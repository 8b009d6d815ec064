import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CollectionName, DataOf } from '../backends/ports'
import type { App } from '../app'
import { exampleData } from '../testing/example-data'
import { formHeaders, fromAddress, signIn, TEST_ORIGIN } from '../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../testing/test-backend'
import { CARD_SLOTS, overviewCards, visibleSlots, weekStart } from './overview-cards'

let backend: TestBackend
let app: App
let clock: TestClock
let editor: string
let admin: string
let editorUid = ''

const DAY = 86_400_000
/** An instant `days` from the test clock's now. */
const inDays = (days: number) => new Date(clock.time.getTime() + days * DAY).toISOString()
/** The Jakarta date `days` from now. */
const dayIn = (days: number) => new Date(clock.time.getTime() + days * DAY + 7 * 3_600_000).toISOString().slice(0, 10)

async function put<C extends CollectionName>(collection: C, over: Partial<DataOf<C>>, actor = 'seed', id?: string) {
  return backend.content.create(collection, exampleData(collection, over), { actor, ...(id ? { id } : {}) })
}

async function page(path: string, cookie: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { status: res.status, html: await res.text() }
}

/** One card of Ringkasan as the page shows it: its count, item links and list links. */
function card(html: string, slot: string) {
  const section = new RegExp(`<section[^>]*data-card="${slot}"[^>]*>([\\s\\S]*?)</section>`).exec(html)?.[1]
  if (!section) return null
  const hrefs = (part: string) => [...part.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
  const [items = '', links = ''] = section.split('class="overview-links"')
  return {
    count: /<strong>([^<]+)<\/strong>/.exec(section)![1],
    items: hrefs(items),
    links: hrefs(links),
    text: section.replace(/<[^>]+>/g, ' '),
  }
}

const mail = (state: 'failed' | 'sent') => [{ kind: 'notification' as const, id: `m-${state}`, to: ['kantor@example.test'], state, attempts: 5, nextAt: '', lastError: state === 'failed' ? '535' : '', sentAt: '', ref: '' }]

const ids: Record<string, string> = {}

beforeAll(async () => {
  clock = new TestClock(new Date('2026-06-17T03:00:00.000Z')) // a Wednesday, 10.00 WIB
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  // An admin: every card's collections are theirs (each role's cards: the test below).
  editorUid = (await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Uji', role: 'admin' })).uid
  await backend.identity.createStaff({ email: 'admin@example.test', password: 'kata-sandi-admin', displayName: 'Admin Uji', role: 'admin' })
  editor = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  admin = await signIn(app, 'admin@example.test', 'kata-sandi-admin')

  // Inboxes: two unread inquiries (one whose email failed), one read; one unread application, one read.
  ids.unreadA = (await put('inquiries', { name: 'Budi Pengirim', unread: true, mail: mail('sent') })).id
  ids.unreadB = (await put('inquiries', { name: 'Sari Gagal', unread: true, mail: mail('failed') })).id
  ids.read = (await put('inquiries', { name: 'Tono Dibaca', unread: false, mail: mail('sent') })).id
  ids.application = (await put('applications', { name: 'Calon Pelamar', unread: true, openingTitle: 'Associate' })).id
  await put('applications', { name: 'Pelamar Lama', unread: false })

  // Scheduled: a blog in 3 days, a publication in 5, a page in 2; a blog in 20 days and one published are not.
  ids.soonBlog = (await put('blogs', { title: 'Blog Terjadwal Segera', slug: 'blog-terjadwal', publishedAt: inDays(3) })).id
  await put('blogs', { title: 'Blog Terjadwal Jauh', slug: 'blog-jauh', publishedAt: inDays(20) })
  await put('blogs', { title: 'Blog Sudah Terbit', slug: 'blog-terbit', publishedAt: inDays(-2) })
  ids.soonPublication = (await put('publications', { title: 'Publikasi Terjadwal', slug: 'publikasi-terjadwal', publishedAt: inDays(5) })).id
  ids.soonPage = (await put('blockPages', { title: 'Halaman Terjadwal', path: '/pro-bono', publishedAt: inDays(2) })).id

  // Drafts: two of the editor's, one of someone else's.
  ids.myDraft = (await put('blogs', { title: 'Draf Milik Editor', slug: 'draf-editor', publishedAt: null }, editorUid)).id
  ids.myPublicationDraft = (await put('publications', { title: 'Draf Publikasi Editor', slug: 'draf-publikasi-editor', publishedAt: null }, editorUid)).id
  await put('blogs', { title: 'Draf Orang Lain', slug: 'draf-lain', publishedAt: null }, 'someone-else')

  // English: one blog whose Indonesian title changed since its English was written.
  ids.stale = (await put('blogs', { title: 'Judul Baru', slug: 'judul-baru', publishedAt: inDays(-10), titleEn: 'Old title', translationSource: { title: 'Judul Lama' } } as Partial<DataOf<'blogs'>>)).id

  // Alerts: one this week with a failed and a bounced copy, one last week.
  await put('alerts', { collection: 'blogs', postId: ids.stale, title: 'Peringatan Minggu Ini', recipients: 2, state: 'done' }, 'seed', `blogs-${ids.stale}`)
  await put('alertDeliveries', { alertId: `blogs-${ids.stale}`, subscriberId: 's1', state: 'failed' }, 'seed', `blogs-${ids.stale}.s1`)
  await put('alertDeliveries', { alertId: `blogs-${ids.stale}`, subscriberId: 's2', state: 'bounced' }, 'seed', `blogs-${ids.stale}.s2`)
  await backend.content.put('alerts', { ...(await backend.content.get('alerts', `blogs-${ids.stale}`))!, id: 'blogs-lama', createdAt: inDays(-9) })

  // Openings: one closing in 4 days, one in 30, one closed.
  ids.closing = (await put('openings', { title: 'Associate Litigasi', slug: 'associate-litigasi', status: 'open', closesOn: dayIn(4) })).id
  await put('openings', { title: 'Paralegal', slug: 'paralegal', status: 'open', closesOn: dayIn(30) })
  await put('openings', { title: 'Sekretaris', slug: 'sekretaris', status: 'closed', closesOn: dayIn(3) })
})

afterAll(async () => {
  await backend?.cleanup()
})

describe('Ringkasan (/dashboard)', () => {
  it('is where staff land after signing in, and /login sends a signed-in staff member there', async () => {
    const signedIn = (next?: string) =>
      app.request(`${TEST_ORIGIN}/login`, { method: 'POST', headers: formHeaders(), body: new URLSearchParams({ email: 'editor@example.test', password: 'kata-sandi-editor', ...(next ? { next } : {}) }) }, fromAddress('10.0.0.9'))
    expect((await signedIn()).headers.get('location')).toBe('/dashboard')
    // A same-site `next` is still followed; any other goes to Ringkasan.
    expect((await signedIn('/dashboard/tags')).headers.get('location')).toBe('/dashboard/tags')
    expect((await signedIn('//evil.example/x')).headers.get('location')).toBe('/dashboard')
    const again = await app.request(`${TEST_ORIGIN}/login`, { headers: { cookie: editor } })
    expect(again.headers.get('location')).toBe('/dashboard')
    const visitor = await app.request(`${TEST_ORIGIN}/dashboard`)
    expect(visitor.headers.get('location')).toBe('/login?next=%2Fdashboard')
  })

  it('counts what needs attention on each card, names the first items and links to lists that hold exactly them', async () => {
    const { status, html } = await page('/dashboard', editor)
    expect(status).toBe(200)
    expect(html).toContain('<h1>Ringkasan</h1>')

    const inquiries = card(html, 'inquiries')!
    expect(inquiries.count).toBe('2')
    expect(inquiries.items.sort()).toEqual([`/dashboard/inquiries/${ids.unreadA}`, `/dashboard/inquiries/${ids.unreadB}`].sort())
    expect(inquiries.links).toEqual(['/dashboard/inquiries?unread=true'])
    const unreadList = await page(inquiries.links[0]!, editor)
    expect(unreadList.html).toContain('Budi Pengirim')
    expect(unreadList.html).toContain('Sari Gagal')
    expect(unreadList.html).not.toContain('Tono Dibaca')

    const applications = card(html, 'applications')!
    expect(applications.count).toBe('1')
    expect(applications.items).toEqual([`/dashboard/applications/${ids.application}`])
    const applicationList = await page(applications.links[0]!, editor)
    expect(applicationList.html).toContain('Calon Pelamar')
    expect(applicationList.html).not.toContain('Pelamar Lama')

    const scheduled = card(html, 'scheduled')!
    expect(scheduled.count).toBe('3')
    // Soonest first, across blogs, publications and pages.
    expect(scheduled.items).toEqual([`/dashboard/pages/${ids.soonPage}/edit`, `/dashboard/blogs/${ids.soonBlog}/edit`, `/dashboard/publications/${ids.soonPublication}/edit`])
    expect(scheduled.links).toEqual(['/dashboard/blogs?status=scheduled', '/dashboard/publications?status=scheduled'])
    const scheduledBlogs = await page(scheduled.links[0]!, editor)
    expect(scheduledBlogs.html).toContain('Blog Terjadwal Segera')
    expect(scheduledBlogs.html).not.toContain('Blog Sudah Terbit')

    const drafts = card(html, 'drafts')!
    expect(drafts.count).toBe('2')
    expect(drafts.items.sort()).toEqual([`/dashboard/blogs/${ids.myDraft}/edit`, `/dashboard/publications/${ids.myPublicationDraft}/edit`].sort())
    expect(drafts.links).toEqual(['/dashboard/blogs?status=draft&oleh=saya', '/dashboard/publications?status=draft&oleh=saya'])
    const myDrafts = await page(drafts.links[0]!, editor)
    expect(myDrafts.html).toContain('Draf Milik Editor')
    expect(myDrafts.html).not.toContain('Draf Orang Lain')
    // Someone else's drafts are theirs: the admin has none.
    expect(card((await page('/dashboard', admin)).html, 'drafts')!.count).toBe('0')

    const english = card(html, 'english')!
    expect(english.count).toBe('1')
    expect(english.items).toEqual([`/dashboard/blogs/${ids.stale}/edit`])
    const staleList = await page(english.links[0]!, editor)
    expect(english.links[0]).toBe('/dashboard/blogs?lang=stale-en')
    expect(staleList.html).toContain('Judul Baru')
    expect(staleList.html).not.toContain('Blog Terjadwal Segera')

    const failed = card(html, 'mail')!
    // The alert's failed and bounced copies, and the inquiry's failed notification.
    expect(failed.count).toBe('3')
    expect(failed.items).toEqual([`/dashboard/inquiries/${ids.unreadB}`, `/dashboard/subscribers/alerts/blogs-${ids.stale}?state=failed`])
    const failedInquiries = await page(failed.links.find((href) => href.startsWith('/dashboard/inquiries'))!, editor)
    expect(failedInquiries.html).toContain('Sari Gagal')
    expect(failedInquiries.html).not.toContain('Budi Pengirim')

    const alerts = card(html, 'alerts')!
    expect(alerts.count).toBe('1')
    expect(alerts.items).toEqual([`/dashboard/subscribers/alerts/blogs-${ids.stale}`])

    const openings = card(html, 'openings')!
    expect(openings.count).toBe('1')
    expect(openings.items).toEqual([`/dashboard/openings/${ids.closing}/edit`])
    expect(openings.links).toEqual(['/dashboard/openings?closing=soon'])
    const closingList = await page(openings.links[0]!, editor)
    expect(closingList.html).toContain('Associate Litigasi')
    expect(closingList.html).not.toContain('Paralegal')
    expect(closingList.html).not.toContain('Sekretaris')
  })

  it('says "at least" where a card counted a bounded scan that was full', async () => {
    const more = 100
    for (let i = 0; i < more; i++) {
      clock.advance(1000)
      await put('blogs', { title: `Draf Massal ${i}`, slug: `draf-massal-${i}`, publishedAt: null }, editorUid)
    }
    const drafts = card((await page('/dashboard', editor)).html, 'drafts')!
    // The latest 100 blogs, all the editor's drafts, and the publication draft: at least 101.
    expect(drafts.count).toBe('101+')
    expect(drafts.items).toHaveLength(5)
  })

  it('never shows Menunggu tinjauan, for which no review step exists yet', async () => {
    const { html } = await page('/dashboard', admin)
    expect(html).not.toContain('data-card="review"')
    expect(html).not.toContain('Menunggu tinjauan')
    expect(CARD_SLOTS[0]).toBe('review')
  })

  it('leaves out a card of a collection the role may not open', () => {
    // Each role sees the cards of its areas (docs/roles.md): HR the applications and openings,
    // editors the content's, marketing the content's and the inbox's; a card of an admin-only
    // collection (Pengaturan Situs) is shown to admins alone.
    expect(visibleSlots('hr')).toEqual(['applications', 'openings'])
    expect(visibleSlots('editor').filter((slot) => slot !== 'review')).toEqual(['scheduled', 'drafts', 'english'])
    expect(visibleSlots('marketing').filter((slot) => slot !== 'review')).toEqual(['inquiries', 'scheduled', 'drafts', 'english', 'mail', 'alerts', 'events'])
    const sources = { inquiries: { collections: ['inquiries'] as CollectionName[] }, mail: { collections: ['inquiries', 'settings'] as CollectionName[] } }
    expect(visibleSlots('marketing', sources)).toEqual(['inquiries'])
    expect(visibleSlots('admin', sources)).toEqual(['inquiries', 'mail'])
  })

  it('leaves out a card the store cannot serve now, and says so in the log, rather than failing the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = new Proxy(backend.content, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (key !== 'count' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value
        return (collection: CollectionName, query?: unknown) => (collection === 'openings' ? Promise.reject(new Error('FAILED_PRECONDITION: index')) : value.call(target, collection, query))
      },
    })
    const cards = await overviewCards({ store, user: { uid: editorUid, role: 'admin' }, now: clock.now() })
    expect(cards.map((c) => c.id)).toEqual(CARD_SLOTS.filter((slot) => slot !== 'review' && slot !== 'openings'))
    expect(warn).toHaveBeenCalledWith('Ringkasan: the card "openings" was left out', expect.any(Error))
    warn.mockRestore()
  })

  it('counts the week from Monday 00.00 in Jakarta', () => {
    expect(weekStart(new Date('2026-06-17T03:00:00.000Z')).toISOString()).toBe('2026-06-14T17:00:00.000Z')
    // Sunday 23.30 WIB is still the week before; Monday 00.30 WIB is the new one.
    expect(weekStart(new Date('2026-06-21T16:30:00.000Z')).toISOString()).toBe('2026-06-14T17:00:00.000Z')
    expect(weekStart(new Date('2026-06-21T17:30:00.000Z')).toISOString()).toBe('2026-06-21T17:00:00.000Z')
  })
})

describe('the dashboard menu', () => {
  it('groups its entries under Konten, Kotak Masuk, Situs and Akun, Ringkasan above them, the current one marked', async () => {
    const { html } = await page('/dashboard', admin)
    const nav = /<nav class="dash-nav" aria-label="Menu dasbor">([\s\S]*?)<\/nav>/.exec(html)![1]!
    expect([...nav.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Konten', 'Kotak Masuk', 'Situs', 'Akun'])
    expect(nav.indexOf('Ringkasan')).toBeLessThan(nav.indexOf('Konten'))
    expect(nav).toMatch(/<a href="\/dashboard" aria-current="page">Ringkasan<\/a>/)
    // It folds behind one button on a phone.
    expect(html).toMatch(/<details class="dash-menu"><summary class="dash-menu-button">Menu<\/summary><nav/)
    // Editors see no admin screen, HR nothing but Lowongan and Lamaran (docs/roles.md);
    // Ringkasan is not current under another page.
    await backend.identity.createStaff({ email: 'penulis@example.test', password: 'kata-sandi-penulis', displayName: 'Penulis', role: 'editor' })
    await backend.identity.createStaff({ email: 'hr@example.test', password: 'kata-sandi-hr-uji', displayName: 'HR', role: 'hr' })
    const blogs = await page('/dashboard/blogs', await signIn(app, 'penulis@example.test', 'kata-sandi-penulis'))
    expect(blogs.html).not.toContain('Pengaturan Situs</a>')
    expect(blogs.html).not.toContain('Pesan Masuk</a>')
    const hrMenu = /<nav class="dash-nav" aria-label="Menu dasbor">([\s\S]*?)<\/nav>/.exec((await page('/dashboard', await signIn(app, 'hr@example.test', 'kata-sandi-hr-uji'))).html)![1]!
    expect([...hrMenu.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/dashboard', '/dashboard/openings', '/dashboard/trash', '/dashboard/applications', '/dashboard/account'])
    expect(blogs.html).toMatch(/<a href="\/dashboard\/blogs" aria-current="page">Blog<\/a>/)
    expect(blogs.html).toMatch(/<a href="\/dashboard">Ringkasan<\/a>/)
  })
})
