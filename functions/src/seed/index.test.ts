import type { Published } from '../../../shared/publish-rule'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlToText, SLUG_PATTERN } from '../../../shared/schemas/common'
import { BIO_MIN, CONTENT_MIN, TITLE_MAX, TITLE_MIN } from '../../../shared/schemas/limits'
import { LINKEDIN_PATTERN } from '../../../shared/schemas/profile'
import {
  type Blog,
  type Ordering,
  type PracticeArea,
  type Profile,
  type Publication,
  type StoredFile,
} from '../../../shared/schemas/types'
import { createEmbeddedBackend, type EmbeddedBackend } from '../backends/embedded'
import { orderingId } from '../content/orderings'
import { practiceAreas as listedPracticeAreas } from '../content/public-content'
import { PRACTICE_AREAS } from './firm-practice-areas'
import { seedDemoContent } from './index'
import { formValues } from '../../../shared/collections/define'
import { blockPages as blockPagesModule } from '../../../shared/collections/block-pages'
import { BLOCK_TYPES, blockImagePaths } from '../../../shared/collections/page-blocks'
import { officeFormSchema, officeFormValues } from '../../../shared/collections/offices'
import { settings as settingsModule, SETTINGS_ID } from '../../../shared/collections/settings'
import { openings as openingsModule } from '../../../shared/collections/openings'
import { isOpenAt } from '../../../shared/opening-rule'
import { openOpenings } from '../collections/openings/read'
import { sanitizePostHtml } from '../content/sanitize-html'
import { escapeHtml } from './compose-post'
import { blogs as blogsModule } from '../../../shared/collections/blogs'
import { publications as publicationsModule } from '../../../shared/collections/publications'
import { slugify } from '../../../shared/schemas/common'
import { englishFields } from '../../../shared/collections/define'
import { COLLECTION_MODULES, COLLECTION_NAMES } from '../../../shared/collections'
import { createApp } from '../app'
import { testConfig } from '../testing/test-backend'
import { coverAltText } from './images'
import { needsUpdate, translationSourceOf } from '../../../shared/collections/translation-status'
import { LEGAL_PAGE_IDS, PAGE_IDS, PAGE_MODULES } from '../../../shared/collections/pages'

/** A pinned clock, so "future" and "18 months back" are exact. */
const NOW = new Date('2026-03-16T05:00:00.000Z')
const DAY = 86_400_000

let dataDir: string
let backend: EmbeddedBackend
let result: Awaited<ReturnType<typeof seedDemoContent>>
const logLines: string[] = []
let seedMs = 0

let profiles: Profile[]
let blogs: Blog[]
let publications: Publication[]
let practiceAreas: PracticeArea[]
let orderings: Ordering[]

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'))
  backend = createEmbeddedBackend({ dataDir })
  const started = performance.now()
  result = await seedDemoContent(backend, { now: NOW, log: (line) => logLines.push(line) })
  seedMs = performance.now() - started
  profiles = await backend.content.query('profiles')
  blogs = await backend.content.query('blogs')
  publications = await backend.content.query('publications')
  practiceAreas = await backend.content.query('practiceAreas')
  orderings = await backend.content.query('orderings')
})

afterAll(async () => {
  await backend?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

// The seed writes no drafts: every demo post is dated.
const posts = () => [...blogs, ...publications] as Published<Blog | Publication>[]

describe('the site settings and offices', () => {
  it('are written once, each valid by the rules of its dashboard form, with one main office', async () => {
    const settings = await backend.content.get('settings', SETTINGS_ID)
    expect(settings).toMatchObject({ name: 'Adiwarsa Lubis & Rekan', email: 'kantor@adiwarsalubis.co.id' })
    expect(settingsModule.formSchema.safeParse(formValues(settingsModule, settings)).success).toBe(true)
    const offices = await backend.content.query('offices', { orderBy: [{ field: 'sortOrder' }] })
    expect(offices.map((office) => office.name)).toEqual(['Kantor Jakarta', 'Kantor Surabaya'])
    expect(offices.filter((office) => office.main).map((office) => office.name)).toEqual(['Kantor Jakarta'])
    for (const office of offices) {
      const parsed = officeFormSchema.safeParse(officeFormValues(office))
      expect(parsed.success, office.name).toBe(true)
      // What the form would save is what the seed wrote: phone in E.164, times as HH:mm.
      expect(parsed.data).toMatchObject({ phone: office.phone, latitude: office.latitude, openMo: office.openMo })
    }
    expect(result.counts.offices).toBe(2)
  })
})

describe('the job openings', () => {
  it('are open at the seed\'s clock and for weeks after, each valid by the rules of Lowongan, its description as the sanitizer leaves it', async () => {
    const listed = await openOpenings(backend.content, NOW)
    expect(listed.length).toBeGreaterThanOrEqual(1)
    expect(result.counts.openings).toBe(listed.length)
    for (const opening of listed) {
      expect(isOpenAt(opening, new Date(NOW.getTime() + 30 * DAY)), opening.slug).toBe(true)
      expect(opening.slug).toMatch(SLUG_PATTERN)
      expect(openingsModule.formSchema.safeParse(formValues(openingsModule, opening)).success, opening.slug).toBe(true)
      expect(sanitizePostHtml(opening.description)).toBe(opening.description)
    }
  })

  it('are advertised in English too, each English page listed on /en/career', async () => {
    const listed = await openOpenings(backend.content, NOW)
    expect(await openOpenings(backend.content, NOW, 'en')).toHaveLength(listed.length)
    for (const opening of listed) {
      expect(opening.slugEn, opening.slug).toBe(slugify(opening.titleEn ?? '', 'en'))
      expect(sanitizePostHtml(opening.descriptionEn ?? ''), opening.slug).toBe(opening.descriptionEn)
      expect(translationSourceOf(opening as unknown as Record<string, unknown>), opening.slug).not.toBeNull()
      expect(needsUpdate(openingsModule, opening as unknown as Record<string, unknown>), opening.slug).toBe(false)
    }
  })
})

describe('seedDemoContent on an empty store', () => {
  it('seeds the expected amount of content, quickly, with concise progress', async () => {
    expect(result.seeded).toBe(true)
    expect(profiles.filter((p) => p.kind === 'attorney').length).toBeGreaterThanOrEqual(12)
    expect(profiles.filter((p) => p.kind === 'staff')).toHaveLength(3)
    expect(practiceAreas).toHaveLength(8)
    expect(blogs).toHaveLength(24)
    expect(publications).toHaveLength(12)
    expect(await backend.content.count('categories')).toBeGreaterThanOrEqual(5)
    expect(await backend.content.count('tags')).toBeGreaterThanOrEqual(10)
    expect(result.counts).toMatchObject({ blogs: 24, publications: 12, practiceAreas: 8, staff: 3 })

    expect(logLines.length).toBeGreaterThan(3)
    expect(logLines.length).toBeLessThanOrEqual(40)
    expect(logLines.some((line) => line.startsWith('Menyiapkan konten demo\u2026 '))).toBe(true)
    expect(seedMs).toBeLessThan(20_000)
  })

  it('dates exactly one blog ~3 days and one publication ~10 days after now, the rest within 18 months before', () => {
    const future = posts().filter((post) => Date.parse(post.publishedAt) > NOW.getTime())
    expect(future).toHaveLength(2)
    const futureBlog = (blogs as Published<Blog>[]).find((post) => Date.parse(post.publishedAt) > NOW.getTime())
    const futurePublication = (publications as Published<Publication>[]).find((post) => Date.parse(post.publishedAt) > NOW.getTime())
    expect(Math.round((Date.parse(futureBlog?.publishedAt ?? '') - NOW.getTime()) / DAY)).toBe(3)
    expect(Math.round((Date.parse(futurePublication?.publishedAt ?? '') - NOW.getTime()) / DAY)).toBe(10)
    for (const post of posts()) {
      expect(post.publishedAt).toBe(new Date(post.publishedAt).toISOString())
      expect(Date.parse(post.publishedAt)).toBeGreaterThan(NOW.getTime() - 550 * DAY)
    }
  })

  it('stores every referenced file with its declared size, type and dimensions', async () => {
    const refs: { file: StoredFile; folder: string; minPages?: number }[] = [
      ...profiles.flatMap((p) => [
        { file: p.picture as StoredFile, folder: 'profile_pictures' },
        { file: p.cv as StoredFile, folder: 'cv' },
      ]),
      ...blogs.map((b) => ({ file: b.cover, folder: 'blog_images' })),
      ...publications.flatMap((p) => [
        { file: p.cover, folder: 'publication_images' },
        { file: p.file, folder: 'publications', minPages: 2 },
        ...(p.fileEn ? [{ file: p.fileEn, folder: 'publications', minPages: 2 }] : []),
      ]),
    ]
    expect(refs.length).toBe(profiles.length * 2 + blogs.length + publications.length * 2 + publications.filter((p) => p.fileEn).length)
    for (const { file, folder, minPages = 1 } of refs) {
      expect(file, folder).toBeTruthy()
      expect(file.path.startsWith(`${folder}/`)).toBe(true)
      const bytes = await backend.files.read(file.path)
      expect(bytes, file.path).not.toBeNull()
      if (!bytes) continue
      expect(bytes.byteLength, file.path).toBe(file.size)
      const type = await fileTypeFromBuffer(bytes)
      if (file.contentType === 'image/jpeg') {
        expect(type?.ext, file.path).toBe('jpg')
        const meta = await sharp(bytes).metadata()
        expect([meta.width, meta.height], file.path).toEqual([file.width, file.height])
      } else {
        expect(file.contentType).toBe('application/pdf')
        expect(type?.ext, file.path).toBe('pdf')
        const pdf = await PDFDocument.load(bytes)
        expect(pdf.getPageCount(), file.path).toBeGreaterThanOrEqual(minPages)
      }
    }
    for (const p of profiles) expect([p.picture?.width, p.picture?.height]).toEqual([720, 900])
    for (const post of posts()) expect([post.cover.width, post.cover.height]).toEqual([1600, 900])
  })

  it('names every stored file like an upload, never after its item (a slug tells nothing of a file name)', async () => {
    const home = (await backend.content.get('pages', 'home')) as unknown as { heroImage: { path: string } | null }
    const referenced = [
      ...profiles.flatMap((p) => [p.picture!.path, p.cv!.path]),
      ...blogs.map((b) => b.cover.path),
      ...publications.flatMap((p) => [p.cover.path, p.file.path, ...(p.fileEn ? [p.fileEn.path] : [])]),
      // A cover for every practice area, the home page's hero image, and the block page's own figure.
      ...practiceAreas.map((a) => a.cover!.path),
      home.heroImage!.path,
      ...blockImagePaths((await backend.content.query('blockPages'))[0]!.blocks).filter((path) => path !== home.heroImage!.path),
    ]
    const stored = (await backend.files.list()).map((f) => f.path)
    expect(stored.sort()).toEqual([...referenced].sort())
    for (const path of stored) expect(path).toMatch(/^(profile_pictures|cv|blog_images|publication_images|publications|practice_area_images|hero_images)\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|pdf)$/)
    for (const item of [...profiles, ...posts(), ...practiceAreas]) {
      for (const path of stored) expect(path, item.slug).not.toContain(item.slug)
    }
  })

  it('writes profiles that pass the form rules', () => {
    for (const p of profiles) {
      expect(p.bio.length, p.slug).toBeGreaterThanOrEqual(BIO_MIN)
      expect(p.bio.split('\n\n')).toHaveLength(2)
      expect(p.email).toMatch(/^[a-z]+\.[a-z]+@adiwarsalubis\.co\.id$/)
      expect(p.education.length).toBeGreaterThan(0)
      expect(p.languages.length).toBeGreaterThan(0)
      if (p.kind === 'attorney') {
        expect(p.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[A-Za-z0-9-]+$/)
        expect(p.practiceAreaIds.length).toBeGreaterThanOrEqual(1)
        expect(p.practiceAreaIds.length).toBeLessThanOrEqual(3)
        expect(p.barAdmissions.length).toBeGreaterThan(0)
      }
      if (p.linkedinUrl) expect(p.linkedinUrl).toMatch(LINKEDIN_PATTERN)
    }
    expect(profiles.some((p) => p.kind === 'staff' && p.linkedinUrl === '')).toBe(true)
  })

  it('writes one published block page with every block type, in both languages, that passes its form and opens on the site', async () => {
    const [page, ...others] = await backend.content.query('blockPages')
    expect(others).toEqual([])
    expect(new Set(page!.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES))
    expect(page!.publishedAt).toBeTruthy()
    const values = { ...formValues(blockPagesModule, page!), blocks: JSON.stringify(page!.blocks) }
    const parsed = blockPagesModule.formSchema.safeParse(values)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    // Every English twin written: the English page shows nothing in Indonesian.
    for (const block of page!.blocks) {
      for (const [name, value] of Object.entries(block)) if (`${name}En` in block && value) expect((block as unknown as Record<string, string>)[`${name}En`], `${block.type}.${name}En`).not.toBe('')
    }
    const stored = new Set((await backend.files.list()).map((f) => f.path))
    for (const path of blockImagePaths(page!.blocks)) expect(stored.has(path), path).toBe(true)
  })

  it('uses valid slugs, unique within each collection', async () => {
    for (const collection of ['profiles', 'blogs', 'publications', 'categories', 'tags', 'practiceAreas'] as const) {
      const docs = (await backend.content.query(collection)) as { slug: string }[]
      const slugs = docs.map((doc) => doc.slug)
      for (const slug of slugs) expect(slug, collection).toMatch(SLUG_PATTERN)
      expect(new Set(slugs).size, collection).toBe(slugs.length)
    }
  })

  it('writes posts with valid titles, excerpts, relations and safe, varied HTML', async () => {
    const profileById = new Map(profiles.map((p) => [p.id, p]))
    const categoryIds = new Set((await backend.content.query('categories')).map((c) => c.id))
    const tagIds = new Set((await backend.content.query('tags')).map((t) => t.id))
    for (const post of posts()) {
      expect(post.title.length, post.title).toBeGreaterThanOrEqual(TITLE_MIN)
      expect(post.title.length, post.title).toBeLessThanOrEqual(TITLE_MAX)
      expect(post.excerpt.length, post.slug).toBeLessThanOrEqual(200)
      expect(post.excerpt).not.toMatch(/[<>]/)
      expect(htmlToText(post.content).length, post.slug).toBeGreaterThanOrEqual(CONTENT_MIN)
      const paragraphs = post.content.match(/<p>/g)?.length ?? 0
      expect(paragraphs, post.slug).toBeGreaterThanOrEqual(3)
      expect(paragraphs, post.slug).toBeLessThanOrEqual(6)
      const tags = [...post.content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1])
      for (const tag of tags) expect(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote']).toContain(tag)
      for (const [, href] of post.content.matchAll(/<a\s+href="([^"]*)"/g)) expect(href).toMatch(/^https:\/\//)
      expect(categoryIds.has(post.categoryId)).toBe(true)
      expect(post.tagIds.length).toBeGreaterThanOrEqual(1)
      expect(post.tagIds.length).toBeLessThanOrEqual(3)
      for (const id of post.tagIds) expect(tagIds.has(id)).toBe(true)
      expect(post.authorIds.length).toBeGreaterThanOrEqual(1)
      expect(post.authorIds.length).toBeLessThanOrEqual(2)
      for (const id of post.authorIds) expect(profileById.get(id)?.kind).toBe('attorney')
    }
    expect(new Set(posts().map((post) => post.content)).size).toBe(posts().length)
  })

  it('gives every practice area at least two attorneys, and orders them', async () => {
    for (const area of practiceAreas) {
      const members = await backend.content.query('profiles', {
        where: [{ field: 'practiceAreaIds', op: 'array-contains', value: area.id }],
      })
      expect(members.filter((p) => p.kind === 'attorney').length, area.slug).toBeGreaterThanOrEqual(2)
      const ordering = orderings.find((o) => o.id === orderingId('practice_area_attorneys', area.id))
      expect(ordering?.key).toBe(area.id)
      expect(new Set(ordering?.ids)).toEqual(new Set(members.map((p) => p.id)))
    }
  })

  it('orders the practice areas as PRACTICE_AREAS lists them, and the site follows it', async () => {
    const ordering = orderings.find((o) => o.id === 'practice_areas')
    expect(ordering?.key).toBeNull()
    const slugOf = new Map(practiceAreas.map((area) => [area.id, area.slug]))
    expect(ordering?.ids.map((id) => slugOf.get(id))).toEqual(PRACTICE_AREAS.map((area) => area.slug))
    expect((await listedPracticeAreas(backend.content, new Date(), 'id')).map((area) => area.slug)).toEqual(PRACTICE_AREAS.map((area) => area.slug))
  })

  it('writes orderings that reference existing, published content', async () => {
    const byId = new Map(orderings.map((o) => [o.id, o]))
    const attorneyIds = profiles.filter((p) => p.kind === 'attorney').map((p) => p.id)
    expect(new Set(byId.get('attorneys')?.ids)).toEqual(new Set(attorneyIds))
    expect(byId.get('attorneys')?.key).toBeNull()
    const home = byId.get('home_attorneys')?.ids ?? []
    expect(home).toHaveLength(6)
    for (const id of home) expect(attorneyIds).toContain(id)

    const pinned = byId.get('home_pinned')?.ids ?? []
    expect(pinned).toHaveLength(3)
    for (const ref of pinned) {
      const [collection, id] = ref.split('/') as ['blogs' | 'publications', string]
      expect(['blogs', 'publications']).toContain(collection)
      const doc = await backend.content.get(collection, id)
      expect(doc, ref).not.toBeNull()
      expect(Date.parse(doc?.publishedAt ?? '')).toBeLessThanOrEqual(NOW.getTime())
    }
    for (const ordering of orderings) expect(ordering.id).toBe(orderingId(ordering.type, ordering.key))
  })

  it('does nothing on a store that already has content', async () => {
    const snapshot = async () => {
      const docs: Record<string, string> = {}
      for (const collection of COLLECTION_NAMES) {
        for (const doc of await backend.content.query(collection)) {
          docs[`${collection}/${doc.id}`] = `${doc.version}@${doc.updatedAt}`
        }
      }
      const files = (await backend.files.list()).map((f) => `${f.path}:${f.size}:${f.updatedAt}`)
      return { docs, files }
    }
    const before = await snapshot()
    const lines: string[] = []
    const again = await seedDemoContent(backend, { now: NOW, log: (line) => lines.push(line) })
    expect(again).toEqual({ seeded: false, counts: {} })
    expect(lines).toEqual([])
    expect(await snapshot()).toEqual(before)
  })
})

/** The posts that have an English version. */
const english = <T extends Blog | Publication>(docs: T[]): T[] => docs.filter((doc) => doc.titleEn != null)

describe('the English edition of the demo content', () => {
  /** The element sequence of an HTML fragment: same structure means same tags in the same order. */
  const structure = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[0]).join('')

  it('translates half the blogs and half the publications, one of them still scheduled', () => {
    expect(english(blogs)).toHaveLength(12)
    expect(english(publications)).toHaveLength(6)
    expect(english(posts()).some((post) => Date.parse(post.publishedAt) > NOW.getTime())).toBe(true)
  })

  it('gives half the English publications an English PDF, in English, and leaves the others on the Indonesian one', async () => {
    const withPdf = english(publications).filter((p) => p.fileEn)
    expect(withPdf.length).toBeGreaterThan(0)
    expect(withPdf.length).toBeLessThan(english(publications).length)
    // Only a publication with an English version has an English PDF.
    for (const p of publications) if (p.fileEn) expect(p.titleEn, p.slug).toBeTruthy()
    for (const p of withPdf) {
      const [id, en] = await Promise.all([backend.files.read(p.file.path), backend.files.read(p.fileEn!.path)])
      const [idDoc, enDoc] = await Promise.all([PDFDocument.load(id!), PDFDocument.load(en!)])
      expect(enDoc.getTitle(), p.slug).toBe(p.titleEn)
      expect(idDoc.getTitle(), p.slug).toBe(p.title)
      expect(enDoc.getPageCount(), p.slug).toBeGreaterThanOrEqual(3)
      expect(p.fileEn!.originalName, p.slug).toBe(`${p.slugEn}.pdf`)
    }
  })

  it('gives each translated post every English field, dated as the post, and the others none', () => {
    for (const post of posts()) {
      const fields = [post.titleEn, post.slugEn, post.contentEn, post.excerptEn, post.publishedAtEn]
      if (post.titleEn == null) {
        expect(fields, post.slug).toEqual([null, null, null, null, null])
        continue
      }
      for (const value of fields) expect(value, post.slug).toBeTruthy()
      expect(post.publishedAtEn, post.slug).toBe(post.publishedAt)
      expect(post.slugEn, post.slug).toBe(slugify(post.titleEn ?? '', 'en'))
      expect(post.excerptEn, post.slug).not.toMatch(/[<>]/)
    }
  })

  it('describes every cover and portrait in both languages, as the pictures are', () => {
    for (const post of posts()) {
      expect(post.coverAlt, post.slug).toBe(coverAltText(post.slug).id)
      expect(post.coverAlt, post.slug).toMatch(/^Gambar abstrak: .+ di atas latar .+\.$/)
      expect(post.coverAltEn ?? null, post.slug).toBe(post.titleEn == null ? null : coverAltText(post.slug).en)
    }
    // The covers differ, and so do their descriptions.
    expect(new Set(posts().map((post) => post.coverAlt)).size).toBeGreaterThan(8)
    for (const profile of profiles) {
      expect(profile.pictureAlt, profile.slug).toContain(profile.name)
      expect(profile.pictureAltEn, profile.slug).toMatch(/^Blurred studio portrait drawn for .+, not a photograph\.$/)
    }
  })

  it('passes each English version through its dashboard form, as an editor saving it would', () => {
    const check = (doc: Blog | Publication, parsed: { success: boolean; data?: unknown; error?: { issues: unknown } }) => {
      expect(parsed.success, `${doc.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
      expect(parsed.data).toMatchObject({ titleEn: doc.titleEn, slugEn: doc.slugEn, excerptEn: doc.excerptEn })
    }
    for (const doc of english(blogs)) check(doc, blogsModule.formSchema.safeParse(formValues(blogsModule, doc)))
    for (const doc of english(publications)) check(doc, publicationsModule.formSchema.safeParse(formValues(publicationsModule, doc)))
  })

  it('records the Indonesian each English version was written from, so editing the Indonesian flags it', () => {
    for (const post of posts()) {
      const doc = post as unknown as Record<string, unknown>
      expect(translationSourceOf(doc) !== null, post.slug).toBe(post.titleEn != null)
      expect(needsUpdate(blogsModule, doc), post.slug).toBe(false)
    }
    const [translated] = english(blogs)
    expect(translated && needsUpdate(blogsModule, { ...translated, title: `${translated.title} (diperbarui)` })).toBe(true)
  })

  it('keeps English slugs unique, and apart from the Indonesian ones', () => {
    for (const docs of [blogs, publications] as (Blog | Publication)[][]) {
      const slugs = english(docs).map((doc) => doc.slugEn as string)
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG_PATTERN)
        expect(docs.map((doc) => doc.slug)).not.toContain(slug)
      }
    }
  })

  it('writes the English body as the Indonesian one is written: the same headings, paragraphs, lists and quote, in English', () => {
    for (const post of english(posts())) {
      const content = post.contentEn as string
      expect(structure(content), post.slug).toBe(structure(post.content))
      // The sanitizer keeps it as the Indonesian body (only adding rel to links, as for every post).
      expect(structure(sanitizePostHtml(content)), post.slug).toBe(structure(content))
      expect(htmlToText(content).length, post.slug).toBeGreaterThanOrEqual(CONTENT_MIN)
      // No Indonesian sentence slipped through: these words carry every one of them.
      expect(htmlToText(content), post.slug).not.toMatch(/\b(yang|untuk|dengan|adalah|kami|Anda)\b/)
    }
    expect(new Set(english(posts()).map((post) => post.contentEn)).size).toBe(english(posts()).length)
  })
})

describe('the English edition of the site texts', () => {
  /** Every English field is filled where its Indonesian one is, and empty where it is empty. */
  const expectComplete = (module: Parameters<typeof englishFields>[0], stored: object, label: string) => {
    const doc = stored as Record<string, unknown>
    const pairs = englishFields(module)
    expect(pairs.length, label).toBeGreaterThan(0)
    for (const [name, source] of pairs) {
      const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '')
      expect(filled(doc[name]), `${label}.${name}`).toBe(filled(doc[source]))
      if (typeof doc[name] === 'string' && doc[name] !== '') expect(doc[name], `${label}.${name}`).not.toBe(doc[source])
    }
  }

  it('gives the settings their English tagline, description and disclaimer, valid by the form', async () => {
    const settings = await backend.content.get('settings', SETTINGS_ID)
    expect(settings).not.toBeNull()
    if (!settings) return
    expectComplete(settingsModule, settings, 'settings')
    expect(settingsModule.formSchema.safeParse(formValues(settingsModule, settings)).success).toBe(true)
  })

  it('gives every fixed page its English copy, valid by the page form', async () => {
    // The privacy notice and the disclaimer are left unsaved: the site shows their defaults.
    for (const id of PAGE_IDS.filter((page) => !(LEGAL_PAGE_IDS as readonly string[]).includes(page))) {
      const page = await backend.content.get('pages', id)
      expect(page, id).not.toBeNull()
      if (!page) continue
      // Each page has its own module; the home page's type stands for any of them here.
      const module = PAGE_MODULES[id] as unknown as typeof PAGE_MODULES.home
      expectComplete(module, page, id)
      const parsed = module.formSchema.safeParse(formValues(module, page))
      expect(parsed.success, `${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
    }
  })
})

describe('the English edition of practice areas, profiles, categories and tags', () => {
  const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '')

  it('gives every item of each translated collection its whole English version, valid by its form', async () => {
    for (const collection of ['practiceAreas', 'profiles', 'categories', 'tags', 'openings'] as const) {
      const module = COLLECTION_MODULES[collection] as unknown as typeof blogsModule
      const pairs = englishFields(module)
      expect(pairs.length, collection).toBeGreaterThan(0)
      for (const item of (await backend.content.query(collection)) as unknown as Record<string, unknown>[]) {
        const label = `${collection}/${String(item.slug)}`
        for (const [name, source] of pairs) {
          // Staff have no bar admissions in either language.
          expect(filled(item[name]), `${label}.${name}`).toBe(filled(item[source]))
        }
        const parsed = module.formSchema.safeParse(formValues(module, item))
        expect(parsed.error?.issues ?? [], label).toEqual([])
      }
    }
  })

  it('dates each practice area in English as in Indonesian, and keeps English slugs unique per collection', async () => {
    for (const area of practiceAreas as unknown as Record<string, unknown>[]) expect(area.publishedAtEn, String(area.slug)).toBe(area.publishedAt)
    for (const collection of ['practiceAreas', 'categories', 'tags'] as const) {
      const slugs = ((await backend.content.query(collection)) as unknown as { slugEn: string }[]).map((item) => item.slugEn)
      for (const slug of slugs) expect(slug, collection).toMatch(SLUG_PATTERN)
      expect(new Set(slugs).size, collection).toBe(slugs.length)
    }
  })
})

describe('the seeded English site', () => {
  const page = async (pathname: string) => {
    const app = createApp(backend, testConfig(), { now: () => NOW, imageCacheDir: path.join(dataDir, 'cache', 'img') })
    const res = await app.request(`https://www.example.test${pathname}`)
    return { status: res.status, html: await res.text() }
  }

  it('shows the block page at its two addresses, in each language', async () => {
    const [blockPage] = await backend.content.query('blockPages')
    for (const prefix of ['', '/en']) {
      const shown = await page(`${prefix}${blockPage!.path}`)
      expect(shown.status, prefix).toBe(200)
      expect(shown.html).toContain(prefix ? 'Japan Desk: legal counsel for Japanese investors' : 'Japan Desk: pendampingan hukum untuk investor Jepang')
    }
  })

  it('shows the translated posts, areas and people at their English addresses, in English', async () => {
    const blog = english(blogs).find((post) => Date.parse(post.publishedAt ?? '') <= NOW.getTime())
    const publication = english(publications).find((post) => Date.parse(post.publishedAt ?? '') <= NOW.getTime())
    const [area] = practiceAreas as unknown as { slugEn: string; nameEn: string }[]
    const attorney = profiles.find((p) => p.kind === 'attorney') as unknown as { slug: string; positionEn: string }
    for (const [pathname, text] of [
      [`/en/blogs/${blog?.slugEn}`, blog?.titleEn],
      [`/en/publications/${publication?.slugEn}`, publication?.titleEn],
      [`/en/practice-area/${area?.slugEn}`, area?.nameEn],
      [`/en/attorneys/${attorney.slug}`, attorney.positionEn],
      ['/en', 'Clear legal advice for the business decisions that matter'],
    ] as const) {
      const { status, html } = await page(pathname)
      expect(status, pathname).toBe(200)
      expect(html, pathname).toContain(escapeHtml(text ?? '\u0000'))
    }
  })
})
