import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '.'
import { blogs } from './blogs'
import { TRANSLATION_SOURCE } from './define'
import { practiceAreas } from './practice-areas'
import { publications } from './publications'
import { PAGE_MODULES } from './pages'
import { itemLanguages, needsUpdate, passesLanguageFilter, readLanguageFilter, sameContent, snapshotAfterSave, sourceFields, translationSnapshot } from './translation-status'

const id = { title: 'Judul', slug: 'judul', content: '<p>Isi</p>', excerpt: 'Ringkas' }
const en = { titleEn: 'Title', slugEn: 'title', contentEn: '<p>Body</p>', excerptEn: 'Short' }
const none = { titleEn: null, slugEn: null, contentEn: null, excerptEn: null }

describe('translation status', () => {
  it('snapshots the translated Indonesian fields, slugs aside', () => {
    // Every translated field of the module but its slug, in the module's order.
    const translated = Object.entries(blogs.fields).filter(([, f]) => f.translatable && f.kind !== 'slug')
    expect(sourceFields(blogs).map(([name]) => name)).toEqual(translated.map(([name]) => name))
    expect(sourceFields(blogs).map(([name]) => name)).toEqual(expect.arrayContaining(['title', 'content', 'excerpt', 'coverAlt', 'seoTitle', 'seoDescription']))
    // A field the item lacks is snapshotted at its default.
    expect(translationSnapshot(blogs, id)).toEqual({ ...Object.fromEntries(translated.map(([name, f]) => [name, f.default])), title: 'Judul', content: '<p>Isi</p>', excerpt: 'Ringkas' })
  })

  it('gives every translated module the stored field, and no other', () => {
    expect(TRANSLATION_SOURCE in (blogs.stored ?? {})).toBe(true)
    const translated = Object.values(practiceAreas.fields).some((f) => (f as { translates?: string }).translates)
    expect(TRANSLATION_SOURCE in ((practiceAreas as { stored?: object }).stored ?? {})).toBe(translated)
  })

  it('is never indexed on Firestore: a translated collection exempts it (firestore.indexes.json), as it is never queried', () => {
    const file = JSON.parse(readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8')) as { fieldOverrides: { collectionGroup: string; fieldPath: string }[] }
    const exempt = new Set(file.fieldOverrides.filter((o) => o.fieldPath === TRANSLATION_SOURCE).map((o) => o.collectionGroup))
    const translated = Object.values(COLLECTION_MODULES).filter((module) => TRANSLATION_SOURCE in ((module as { stored?: object }).stored ?? {}))
    expect(translated.length).toBeGreaterThan(0)
    for (const module of translated) expect(exempt, module.name).toContain(module.name)
  })

  it('snapshots when the English changed, keeps the old snapshot when only the Indonesian did, none without English', () => {
    const first = snapshotAfterSave(blogs, null, { ...id, ...en })
    expect(first).toEqual(translationSnapshot(blogs, id))
    const stored = { ...id, ...en, [TRANSLATION_SOURCE]: first }
    const idOnly = { ...id, title: 'Judul baru', ...en }
    expect(snapshotAfterSave(blogs, stored, idOnly)).toEqual(first)
    expect(needsUpdate(blogs, { ...idOnly, [TRANSLATION_SOURCE]: first })).toBe(true)
    const bothChanged = { ...idOnly, titleEn: 'New title' }
    expect(snapshotAfterSave(blogs, { ...idOnly, [TRANSLATION_SOURCE]: first }, bothChanged)).toEqual(translationSnapshot(blogs, idOnly))
    expect(snapshotAfterSave(blogs, stored, { ...id, ...none })).toBeNull()
    // Saved before snapshots were kept: the Indonesian as it was before this save.
    expect(snapshotAfterSave(blogs, { ...id, ...en }, idOnly)).toEqual(translationSnapshot(blogs, id))
  })

  it('flags nothing without English or without a snapshot; a slug change alone flags nothing', () => {
    expect(needsUpdate(blogs, { ...id, ...none, [TRANSLATION_SOURCE]: { title: 'Lain' } })).toBe(false)
    expect(needsUpdate(blogs, { ...id, ...en })).toBe(false)
    expect(needsUpdate(blogs, { ...id, slug: 'lain', ...en, [TRANSLATION_SOURCE]: translationSnapshot(blogs, id) })).toBe(false)
  })

  it('leaves files out: a publication written in English before its English PDF existed is not flagged', () => {
    expect(sourceFields(publications).map(([name]) => name)).not.toContain('file')
    const file = { path: 'publications/a.pdf', contentType: 'application/pdf', size: 1 }
    // A snapshot stored before publications had an English PDF holds no `file`.
    expect(needsUpdate(publications, { ...id, ...en, file, [TRANSLATION_SOURCE]: translationSnapshot(blogs, id) })).toBe(false)
    // A new Indonesian PDF alone flags nothing either: without an English one the English page offers it.
    const source = translationSnapshot(publications, { ...id, file })
    expect(needsUpdate(publications, { ...id, ...en, file: { ...file, path: 'publications/b.pdf' }, [TRANSLATION_SOURCE]: source })).toBe(false)
  })

  it('compares content: empty is empty however stored, line breaks and spaces between tags are not words', () => {
    const line = { kind: 'text' as const, default: '' }
    expect(sameContent(line, '', null)).toBe(true)
    expect(sameContent(line, undefined, '  ')).toBe(true)
    expect(sameContent(line, '', 'Integritas')).toBe(false)
    expect(sameContent({ kind: 'textarea' }, 'Satu\r\nDua', 'Satu\nDua')).toBe(true)
    expect(sameContent({ kind: 'richText' }, '<p>Isi</p>\n<p>Dua</p>', '<p>Isi</p><p>Dua</p>')).toBe(true)
    expect(sameContent({ kind: 'richText' }, '<p></p>', null)).toBe(true)
    expect(sameContent({ kind: 'richText' }, '<p>Isi</p>', '<p><strong>Isi</strong></p>')).toBe(false)
    expect(sameContent({ kind: 'upload' }, { path: 'a', size: 1 }, { size: 1, path: 'a' })).toBe(true)
  })

  it('drops Perlu diperbarui once the Indonesian is restored to exactly what the English was written from, whatever the empty fields were stored as', () => {
    const about = PAGE_MODULES.about
    // As the demo stores Tentang Kami: unused values '' in both languages.
    const indonesian = { aboutIntro: 'Sejak 2004.', aboutBody: '<p>Isi halaman.</p>', value1Title: 'Integritas', value1Text: 'Jujur.', value2Title: '', value2Text: '' }
    const english = { aboutIntroEn: 'Since 2004.', aboutBodyEn: '<p>Body.</p>', value1TitleEn: 'Integrity', value1TextEn: 'Honest.', value2TitleEn: '', value2TextEn: '' }
    const seeded = { ...indonesian, ...english, [TRANSLATION_SOURCE]: translationSnapshot(about, { ...indonesian, ...english }) }
    // The form stores the English left empty as null: that is no new English.
    const fromForm = { ...english, value2TitleEn: null, value2TextEn: null }
    const edited = { ...indonesian, aboutIntro: 'Sejak 2004, di Jakarta.', ...fromForm }
    const editedSource = snapshotAfterSave(about, seeded, edited)
    expect(editedSource).toEqual(seeded[TRANSLATION_SOURCE])
    const editedDoc = { ...edited, [TRANSLATION_SOURCE]: editedSource }
    expect(needsUpdate(about, editedDoc)).toBe(true)
    // Riwayat's Pulihkan, then Simpan: the Indonesian of the seeded version again.
    const restored = { ...indonesian, ...fromForm }
    const restoredDoc = { ...restored, [TRANSLATION_SOURCE]: snapshotAfterSave(about, editedDoc, restored) }
    expect(needsUpdate(about, restoredDoc)).toBe(false)
  })

  it('filters by language', () => {
    expect(readLanguageFilter('missing-en')).toBe('missing-en')
    expect(readLanguageFilter('en')).toBe('')
    const missing = itemLanguages(blogs, { ...id, ...none })
    const stale = itemLanguages(blogs, { ...id, title: 'X', ...en, [TRANSLATION_SOURCE]: translationSnapshot(blogs, id) })
    expect(missing).toEqual({ en: false, stale: false })
    expect(stale).toEqual({ en: true, stale: true })
    expect(passesLanguageFilter(missing, 'missing-en')).toBe(true)
    expect(passesLanguageFilter(stale, 'missing-en')).toBe(false)
    expect(passesLanguageFilter(stale, 'stale-en')).toBe(true)
    expect(passesLanguageFilter(missing, '')).toBe(true)
  })
})
