import { describe, expect, it } from 'vitest'
import { applications } from '../../../shared/collections/applications'
import { blogs } from '../../../shared/collections/blogs'
import { TRANSLATION_SOURCE } from '../../../shared/collections/define'
import { needsUpdate, translationSnapshot } from '../../../shared/collections/translation-status'
import { exampleData } from '../testing/example-data'
import { createTestBackend } from '../testing/test-backend'
import { addFieldDefault, latestSchemaVersion, MIGRATIONS, readSchemaMarker, runMigrations, SCHEMA_META_KEY, textToParagraphs, warnIfSchemaBehind } from './migrations'

const description = addFieldDefault({ version: 1, collection: 'categories', field: 'description', value: '', description: 'deskripsi kosong' })

describe('schema migrations', () => {
  it('lists its steps in increasing versions', () => {
    const versions = MIGRATIONS.map((step) => step.version)
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
    expect(latestSchemaVersion()).toBe(versions.at(-1) ?? 0)
  })

  it('adds a default only where the field is missing, as a copy', () => {
    const list = addFieldDefault({ version: 1, collection: 'blogs', field: 'tags', value: [], description: '' })
    const added = list.up({ title: 't' })
    expect(added).toEqual({ title: 't', tags: [] })
    expect(list.up({ title: 't' }).tags).not.toBe(added.tags)
    expect(list.up({ title: 't', tags: ['a'] })).toEqual({ title: 't', tags: ['a'] })
    expect(description.up({ name: 'n', description: null })).toEqual({ name: 'n', description: null })
  })

  it('warns, naming the command, while the store is behind the code, and not after', async () => {
    const backend = createTestBackend()
    await backend.content.create('categories', { name: 'Pajak', slug: 'pajak' }, { actor: 't' })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    const lines: string[] = []
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [])).toBe(0)
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [description])).toBe(1)
    expect(lines).toEqual(['Peringatan: skema data tersimpan versi 0, kode mengharapkan versi 1; jalankan `npm run migrate:schema`.'])
    await runMigrations(backend.content, { steps: [description] })
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines), [description])).toBe(0)
    expect(lines).toHaveLength(1)
    await backend.cleanup()
  })

  it('turns a practice area stored before descriptions became rich text into the shape the form and pages read', async () => {
    const backend = createTestBackend()
    const old = { slug: 'pajak', name: 'Pajak', summary: 'Ringkas', description: 'Baris satu\nbaris dua <b>\n\nParagraf & dua' }
    const { id } = await backend.content.create('practiceAreas', old as never, { actor: 'seed' })
    const current = await backend.content.create(
      'practiceAreas',
      { slug: 'baru', name: 'Baru', summary: 'R', description: '<p>Sudah HTML</p>', cover: { path: 'practice_area_images/a.jpg', contentType: 'image/jpeg', size: 1 }, publishedAt: '2026-01-01T00:00:00.000Z', publishedAtEn: null },
      { actor: 'seed' },
    )
    // A store written before the steps existed.
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    await runMigrations(backend.content)
    expect(await backend.content.get('practiceAreas', id)).toMatchObject({
      description: '<p>Baris satu<br>baris dua &lt;b&gt;</p><p>Paragraf &amp; dua</p>',
      cover: null,
      // Not in English until someone writes its English version.
      publishedAtEn: null,
      version: 1,
    })
    // Already in the shape of its time: left alone but for the SEO and slug fields added later.
    expect(await backend.content.get('practiceAreas', current.id)).toEqual({ ...current, coverAlt: '', seoTitle: '', seoDescription: '', seoImage: null })
    await backend.cleanup()
  })

  it('gives categories and tags stored before the English edition no English slug, and keeps one given since', async () => {
    const backend = createTestBackend()
    const old = await backend.content.create('categories', { name: 'Analisis Hukum', slug: 'analisis-hukum' } as never, { actor: 'seed' })
    const tag = await backend.content.create('tags', { name: 'Pajak', slug: 'pajak' } as never, { actor: 'seed' })
    const translated = await backend.content.create('tags', { name: 'Perpajakan', slug: 'perpajakan', nameEn: 'Taxation', slugEn: 'taxation' }, { actor: 'seed' })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    await runMigrations(backend.content)
    expect(await backend.content.get('categories', old.id)).toMatchObject({ slugEn: null, version: 1 })
    expect(await backend.content.get('tags', tag.id)).toMatchObject({ slugEn: null })
    // Its English slug is kept (the later slug step only adds the slug flags).
    expect(await backend.content.get('tags', translated.id)).toEqual({ ...translated, slugByHand: false, slugEnByHand: false })
    await backend.cleanup()
  })

  it('marks the slugs of categories and tags stored before slugs followed renames as made from their names, and keeps a slug fixed by hand', async () => {
    const backend = createTestBackend()
    const old = await backend.content.create('categories', { name: 'Analisis Hukum', slug: 'analisis-hukum', nameEn: null, slugEn: null }, { actor: 'seed' })
    const tag = await backend.content.create('tags', { name: 'Pajak', slug: 'pajak', nameEn: null, slugEn: null }, { actor: 'seed' })
    const fixed = await backend.content.create('tags', { name: 'Perpajakan', slug: 'pajak-dan-cukai', nameEn: null, slugEn: null, slugByHand: true, slugEnByHand: false }, { actor: 'u1' })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 49, step: null })
    const lines: string[] = []
    expect(await runMigrations(backend.content, { log: lines.push.bind(lines) })).toMatchObject({ from: 49, written: 2 })
    expect(lines.slice(0, 2)).toEqual([
      'Migrasi skema 50 (categories): slug kategori mengikuti nama; 1 dokumen diperbarui.',
      'Migrasi skema 51 (tags): slug tag mengikuti nama; 1 dokumen diperbarui.',
    ])
    expect(await backend.content.get('categories', old.id)).toEqual({ ...old, slugByHand: false, slugEnByHand: false })
    expect(await backend.content.get('tags', tag.id)).toEqual({ ...tag, slugByHand: false, slugEnByHand: false })
    expect(await backend.content.get('tags', fixed.id)).toEqual(fixed)
    await backend.cleanup()
  })

  it('gives covers and portraits stored before alternative texts an empty alternative text and empty SEO fields, without flagging their English versions', async () => {
    const backend = createTestBackend()
    const strip = <T extends object>(doc: T, names: string[]) => Object.fromEntries(Object.entries(doc).filter(([name]) => !names.includes(name))) as T
    const NEW = ['coverAlt', 'coverAltEn', 'seoTitle', 'seoTitleEn', 'seoDescription', 'seoDescriptionEn', 'seoImage', 'pictureAlt', 'pictureAltEn']
    const english = { titleEn: 'A ruling on contracts', slugEn: 'a-ruling', contentEn: '<p>' + 'English text of the ruling. '.repeat(6) + '</p>' }
    const withEnglish = strip({ ...exampleData('blogs', { title: 'Putusan tentang kontrak', slug: 'putusan' }), ...english }, NEW)
    const source = translationSnapshot(blogs, withEnglish as never)
    const old = await backend.content.create('blogs', { ...withEnglish, [TRANSLATION_SOURCE]: strip(source, NEW) } as never, { actor: 'seed' })
    const profile = await backend.content.create('profiles', strip(exampleData('profiles', { name: 'Rina', slug: 'rina' }), NEW) as never, { actor: 'seed' })
    const written = await backend.content.create('blogs', { ...exampleData('blogs', { title: 'Sudah ditulis lengkap', slug: 'lengkap' }), coverAlt: 'Gedung pengadilan', seoTitle: 'Judul SEO' } as never, { actor: 'u1' })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 51, step: null })
    await runMigrations(backend.content)
    const migrated = (await backend.content.get('blogs', old.id))!
    expect(migrated).toMatchObject({ coverAlt: '', seoTitle: '', seoDescription: '', seoImage: null, version: old.version })
    // The snapshot its English version was written from is left as it was; an absent field reads as its default.
    expect((migrated as unknown as Record<string, unknown>)[TRANSLATION_SOURCE]).toEqual(strip(source, NEW))
    expect(needsUpdate(blogs, migrated as never)).toBe(false)
    expect(await backend.content.get('profiles', profile.id)).toMatchObject({ pictureAlt: '', seoTitle: '', seoImage: null })
    expect(await backend.content.get('blogs', written.id)).toMatchObject({ coverAlt: 'Gedung pengadilan', seoTitle: 'Judul SEO' })
    await backend.cleanup()
  })

  it('writes "no one handles it" into applications stored before they could be assigned, and keeps an assignee', async () => {
    const backend = createTestBackend()
    const { assigneeId: _a, ...old } = exampleData('applications', { name: 'Lama' })
    const before = await backend.content.create('applications', old as never, { actor: 'visitor' })
    const assigned = await backend.content.create('applications', exampleData('applications', { name: 'Sudah', assigneeId: 'profil-rina' }), { actor: 'visitor' })
    expect(before).not.toHaveProperty('assigneeId')
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 5, step: null })
    const lines: string[] = []
    expect(await runMigrations(backend.content, { log: lines.push.bind(lines) })).toMatchObject({ from: 5, written: 1 })
    expect(lines[0]).toBe('Migrasi skema 6 (applications): lamaran ditangani oleh (belum ditugaskan); 1 dokumen diperbarui.')
    // The module's default, and the metadata as it was.
    expect(await backend.content.get('applications', before.id)).toEqual({ ...before, assigneeId: applications.stored!.assigneeId.default })
    expect(await backend.content.get('applications', assigned.id)).toEqual(assigned)
    await backend.cleanup()
  })

  it('gives the home page stored before hero images no hero image, and leaves the other pages and a chosen image alone', async () => {
    const backend = createTestBackend()
    await backend.content.create('pages', { heroHeading: 'Judul', heroLead: '' } as never, { actor: 'seed', id: 'home' })
    await backend.content.create('pages', { aboutIntro: 'Pembuka', aboutBody: '<p>Isi</p>' } as never, { actor: 'seed', id: 'about' })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 14, step: null })
    const lines: string[] = []
    // Written twice (the hero image's step, then the counted figures'), the about page never.
    expect(await runMigrations(backend.content, { log: lines.push.bind(lines) })).toMatchObject({ from: 14, written: 2 })
    expect(lines).toContain('Migrasi skema 30 (pages): gambar utama beranda (kosong); 1 dokumen diperbarui.')
    expect(lines).toContain('Migrasi skema 60 (pages): angka beranda diketik (belum dihitung otomatis); 1 dokumen diperbarui.')
    expect(await backend.content.get('pages', 'home')).toMatchObject({ heroHeading: 'Judul', heroImage: null, heroImageAlt: '', figure1Count: '', figure4Count: '', version: 1 })
    expect(await backend.content.get('pages', 'about')).not.toHaveProperty('heroImage')
    expect(await backend.content.get('pages', 'about')).not.toHaveProperty('figure1Count')
    const step = MIGRATIONS.find((m) => m.version === 30)!
    const chosen = { heroHeading: 'J', heroImage: { path: 'hero_images/a.jpg' }, heroImageAlt: 'Kantor' }
    expect(step.up(chosen)).toBe(chosen)
    await backend.cleanup()
  })

  it('keeps a profile’s phone typed before phones were normalised in E.164, leaving an unreadable one as typed', () => {
    const step = MIGRATIONS.find((m) => m.version === 61)!
    expect(step.up({ name: 'Rina', phone: '+62 21 5091 2811' })).toEqual({ name: 'Rina', phone: '+622150912811' })
    expect(step.up({ name: 'Budi', phone: '0812-9876-5432' })).toEqual({ name: 'Budi', phone: '+6281298765432' })
    for (const kept of [{ phone: '+622129601234' }, { phone: '' }, { phone: 'ext. 12' }, {}]) expect(step.up(kept)).toBe(kept)
  })

  it("gives blogs and publications stored before the dashboard list's order their list date, draft flag and English state, and leaves posts that have them", () => {
    for (const [version, collection] of [[82, 'blogs'], [83, 'publications'], [84, 'blogs'], [85, 'publications']] as const) {
      const step = MIGRATIONS.find((m) => m.version === version)!
      expect(step.collection).toBe(collection)
      expect(step.up({ title: 'T', publishedAt: '2026-01-02T00:00:00.000Z', plannedAt: null })).toEqual({ title: 'T', publishedAt: '2026-01-02T00:00:00.000Z', plannedAt: null, listedAt: '2026-01-02T00:00:00.000Z', isDraft: false, englishState: 'none' })
      expect(step.up({ publishedAt: null, plannedAt: '2026-03-01T00:00:00.000Z' })).toMatchObject({ listedAt: '2026-03-01T00:00:00.000Z', isDraft: true })
      expect(step.up({ publishedAt: null })).toMatchObject({ listedAt: '9999-12-31T23:59:59.999Z', isDraft: true })
      expect(step.up({ publishedAt: null, titleEn: 'An English title' })).toMatchObject({ englishState: 'current' })
      const current = { publishedAt: null, plannedAt: null, listedAt: '9999-12-31T23:59:59.999Z', isDraft: true, englishState: 'none' }
      expect(step.up(current)).toBe(current)
    }
  })

  it('marks the library entries stored before it whose focal point is off the middle, and leaves those marked', () => {
    const step = MIGRATIONS.find((m) => m.version === 86)!
    expect(step.collection).toBe('media')
    expect(step.up({ path: 'blog_images/a.jpg', focalX: 0.2, focalY: 0.5 })).toEqual({ path: 'blog_images/a.jpg', focalX: 0.2, focalY: 0.5, focalMoved: true })
    expect(step.up({ focalX: 0.5, focalY: 0.9 })).toMatchObject({ focalMoved: true })
    expect(step.up({ focalX: 0.5, focalY: 0.5 })).toMatchObject({ focalMoved: false })
    const current = { focalX: 0.5, focalY: 0.5, focalMoved: false }
    expect(step.up(current)).toBe(current)
  })

  it('gives the regulations stored before it their place in their type’s list, and leaves those placed', () => {
    const step = MIGRATIONS.find((m) => m.version === 87)!
    expect(step.collection).toBe('regulations')
    expect(step.up({ type: 'PBI', number: '23/6', year: '2021', title: 'T' })).toEqual({ type: 'PBI', number: '23/6', year: '2021', title: 'T', listKey: 'PBI:002021:000023/000006' })
    const current = { type: 'UU', number: '27', year: '2022', listKey: 'UU:002022:000027' }
    expect(step.up(current)).toBe(current)
    // A key of other fields (written by hand, or by an older rule) is written anew.
    expect(step.up({ ...current, listKey: 'UU:2022:27' })).toMatchObject({ listKey: 'UU:002022:000027' })
  })

  it('marks where the events stored before it are listed once past, and leaves those marked', () => {
    const step = MIGRATIONS.find((m) => m.version === 88)!
    expect(step.collection).toBe('events')
    expect(step.up({ title: 'Webinar', recordingUrl: 'https://video.example.com/1', titleEn: 'Webinar' })).toMatchObject({ pastListed: true, pastListedEn: true })
    expect(step.up({ title: 'Webinar', recordingUrl: '', slidesFile: 'publications/materi.pdf', titleEn: '' })).toMatchObject({ pastListed: true, pastListedEn: false })
    expect(step.up({ title: 'Webinar', recordingUrl: '', slidesFile: null, titleEn: 'Webinar' })).toMatchObject({ pastListed: false, pastListedEn: false })
    const current = { title: 'Webinar', recordingUrl: '', pastListed: false, pastListedEn: false }
    expect(step.up(current)).toBe(current)
  })

  it('makes paragraphs of plain text, whatever its line breaks', () => {
    expect(textToParagraphs('a\r\n\r\nb\rc')).toBe('<p>a</p><p>b<br>c</p>')
    expect(textToParagraphs('  \n ')).toBe('')
  })

  it('stamps an empty store at the latest version without running or announcing any step', async () => {
    const backend = createTestBackend()
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    const lines: string[] = []
    expect(await warnIfSchemaBehind(backend.content, lines.push.bind(lines))).toBe(0)
    expect(await readSchemaMarker(backend.content)).toEqual({ version: latestSchemaVersion(), step: null })
    await backend.content.writeMeta(SCHEMA_META_KEY, { version: 0, step: null })
    expect(await runMigrations(backend.content, { log: lines.push.bind(lines) })).toEqual({ from: 0, to: latestSchemaVersion(), written: 0 })
    expect(lines).toEqual([])
    await backend.cleanup()
  })
})
