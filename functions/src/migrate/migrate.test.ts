import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '../../../shared/collections'
import { createEmbeddedBackend } from '../backends/embedded'
import { startFirestoreJsEmulator, type FirestoreJsEmulator } from '../testing/firestore-js-emulator'
import { startStorageTestEmulator, type StorageTestEmulator } from '../testing/storage-test-emulator'
import type { ContentStore, FileStore } from '../backends/ports'
import { seedDemoContent } from '../seed'
import { runMigrateCommand, UsageError } from './command'
import { migrate, MIGRATION_ORDER, type MigrationSummary } from './migrate'
import { openBackendFor, type MigrationEndpoint } from './open-backend-for'
import { COLLECTION_SPECS } from '../backends/collections'

const NOW = new Date('2026-03-16T05:00:00.000Z')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'alr-migrate-'))
const dir = (name: string) => path.join(scratch, name)

/** Every document of every collection, sorted by id: what "the same content" means. */
async function snapshotDocuments(content: ContentStore) {
  const out: Record<string, unknown[]> = {}
  for (const collection of COLLECTION_NAMES) {
    out[collection] = (await content.query(collection)).sort((a, b) => a.id.localeCompare(b.id))
  }
  return out
}

/** Every file with the SHA-256 of its bytes (comparing megabytes with toEqual is slow). */
async function snapshotFiles(files: FileStore) {
  const list = await files.list()
  return Promise.all(
    list.map(async (info) => ({
      path: info.path,
      size: info.size,
      contentType: info.contentType,
      sha256: createHash('sha256').update((await files.read(info.path))!).digest('hex'),
    })),
  )
}

let source: { documents: Record<string, unknown[]>; files: Awaited<ReturnType<typeof snapshotFiles>> }

beforeAll(async () => {
  // The demo content the seed gives a fresh install: 92 documents, 82 files (images and PDFs).
  const backend = createEmbeddedBackend({ dataDir: dir('source') })
  await seedDemoContent(backend, { now: NOW, log: () => {} })
  source = { documents: await snapshotDocuments(backend.content), files: await snapshotFiles(backend.files) }
  await backend.close()
}, 60_000)

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true })
})

async function withEndpoint<T>(endpoint: Promise<MigrationEndpoint>, fn: (endpoint: MigrationEndpoint) => Promise<T>): Promise<T> {
  const opened = await endpoint
  try {
    return await fn(opened)
  } finally {
    await opened.close()
  }
}

describe('npm run migrate, embedded to embedded', () => {
  const lines: string[] = []
  let first: MigrationSummary

  it('copies every document and every file, with Indonesian progress and a summary', async () => {
    first = await runMigrateCommand(['--from', 'embedded', '--to', 'embedded', '--from-data-dir', dir('source'), '--to-data-dir', dir('copy')], {}, (line) =>
      lines.push(line),
    )
    expect(source.files.length).toBeGreaterThan(50)
    expect(first.documentCount).toBe(Object.values(source.documents).flat().length)
    expect(first.files).toMatchObject({ total: source.files.length, copied: source.files.length, unchanged: 0 })
    expect(first.files.bytesCopied).toBe(source.files.reduce((sum, f) => sum + f.size, 0))

    expect(lines[0]).toMatch(/^Migrasi dari embedded \(.*source\) ke embedded \(.*copy\)\.$/)
    expect(lines).toContain(`Menyalin file\u2026 ${source.files.length}/${source.files.length}`)
    expect(lines).toContain(`Menyalin dokumen\u2026 blogs 24/24`)
    expect(lines.some((line) => /^Menyalin dokumen\u2026 blogs \d+\/24$/.test(line) && !line.endsWith('24/24'))).toBe(true)
    expect(lines.at(-1)).toMatch(
      new RegExp(`^Migrasi selesai dalam \\d+,\\d detik: ${first.documentCount} dokumen \\(practiceAreas 8, .*blogs 24, publications 12.*\\); ${source.files.length} file: ${source.files.length} disalin \\(\\d+,\\d MB\\), 0 sudah sama di tujuan\\.$`),
    )
    expect(lines.length).toBeLessThan(40)

    await withEndpoint(openBackendFor('embedded', {}, { dataDir: dir('copy'), role: 'source' }), async (copy) => {
      expect(await snapshotDocuments(copy.content)).toEqual(source.documents)
      expect(await snapshotFiles(copy.files)).toEqual(source.files)
    })
    // The copy is a working site: its search index followed the documents in.
    const backend = createEmbeddedBackend({ dataDir: dir('copy') })
    try {
      const found = await backend.search.search('staff', { q: (source.documents.blogs![0] as { title: string }).title.split(' ')[0]! })
      expect(found.total).toBeGreaterThan(0)
      // The English edition came along: the English versions, what each was written
      // from (Perlu diperbarui), and the English index they fill.
      const translated = (source.documents.blogs as { titleEn?: string; slugEn?: string; translationSource?: unknown }[]).filter((blog) => blog.titleEn)
      expect(translated.length).toBe(12)
      expect(translated.every((blog) => blog.slugEn && blog.translationSource)).toBe(true)
      // So did the English PDFs: the publications name them, and the files are there.
      const englishPdfs = (source.documents.publications as { fileEn?: { path: string } | null }[]).flatMap((p) => (p.fileEn ? [p.fileEn.path] : []))
      expect(englishPdfs.length).toBeGreaterThan(0)
      for (const path of englishPdfs) expect(await backend.files.stat(path), path).not.toBeNull()
      const english = await backend.search.search('public-en', { q: translated[0]!.titleEn!.split(' ').find((word) => word.length > 5)! })
      expect(english.hits.some((hit) => hit.record.url === `/en/blogs/${translated[0]!.slugEn}`)).toBe(true)
      const searched = ['blogs', 'publications', 'profiles', 'practiceAreas', 'blockPages', 'regulations', 'events'] as const
      expect((await backend.search.parentIds('staff')).size).toBe(searched.reduce((sum, name) => sum + source.documents[name]!.length, 0))
    } finally {
      await backend.close()
    }
  })

  it('does nothing new the second time: no file copied, the same documents', async () => {
    const before = await withEndpoint(openBackendFor('embedded', {}, { dataDir: dir('copy'), role: 'source' }), async (copy) => ({
      documents: await snapshotDocuments(copy.content),
      files: await copy.files.list(),
    }))
    const again: string[] = []
    const second = await runMigrateCommand(['--from=embedded', '--to=embedded', `--from-data-dir=${dir('source')}`, `--to-data-dir=${dir('copy')}`], {}, (line) =>
      again.push(line),
    )
    expect(second.files).toEqual({ total: source.files.length, copied: 0, unchanged: source.files.length, bytesCopied: 0 })
    expect(second.documentCount).toBe(first.documentCount)
    expect(again).toContain('Tujuan sudah berisi dokumen: dokumen dengan id yang sama ditimpa, dokumen lain dibiarkan.')
    expect(again.at(-1)).toMatch(/ 0 disalin \(0,0 MB\), \d+ sudah sama di tujuan\.$/)
    await withEndpoint(openBackendFor('embedded', {}, { dataDir: dir('copy'), role: 'source' }), async (copy) => {
      expect(await snapshotDocuments(copy.content)).toEqual(before.documents)
      // Not rewritten: the files keep their etags (size and modification time).
      expect(await copy.files.list()).toEqual(before.files)
    })
  })

  it('refuses unclear requests with the usage', async () => {
    const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => runMigrateCommand(argv, env, () => {})
    await expect(run([])).rejects.toThrow(/--from wajib diisi[\s\S]*Pemakaian: npm run migrate/)
    await expect(run(['--from', 'sqlite', '--to', 'firebase'])).rejects.toThrow(/harus embedded atau firebase/)
    await expect(run(['--from', 'firebase', '--to', 'firebase'])).rejects.toBeInstanceOf(UsageError)
    await expect(run(['--from', 'firebase', '--to', 'embedded', '--from-data-dir', 'x'])).rejects.toThrow(/--from-data-dir hanya untuk --from embedded/)
    await expect(run(['--from', 'embedded', '--to', 'embedded'], { DATA_DIR: dir('source') })).rejects.toThrow(/Sumber dan tujuan sama/)
    await expect(run(['--from', 'embedded', '--to', 'embedded', '--bogus'])).rejects.toThrow(/Argumen tidak dikenal/)
    await expect(run(['--from', 'embedded', '--to', 'embedded', '--from-data-dir', dir('nothing-here'), '--to-data-dir', dir('x')])).rejects.toThrow(
      /tidak berisi content\.db/,
    )
    await expect(run(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', dir('source')])).rejects.toThrow(/FIREBASE_PROJECT_ID/)
  })

  it('stops on a slug another document holds at the target, naming it', async () => {
    const from = createEmbeddedBackend({ dataDir: dir('conflict-from') })
    const to = createEmbeddedBackend({ dataDir: dir('conflict-to') })
    try {
      await from.content.create('categories', { name: 'Pajak', slug: 'pajak' }, { actor: 'u', id: 'c1' })
      await to.content.create('categories', { name: 'Pajak Lama', slug: 'pajak' }, { actor: 'u', id: 'other' })
      await expect(migrate(from, to, { log: () => {} })).rejects.toThrow('Gagal menyalin categories/c1: slug "pajak" sudah dipakai dokumen lain di tujuan.')
    } finally {
      await Promise.all([from.close(), to.close()])
    }
  })

  it('copies the collections in an order that covers every collection, referenced ones first', () => {
    expect([...MIGRATION_ORDER].sort()).toEqual([...COLLECTION_NAMES].sort())
    expect(MIGRATION_ORDER.indexOf('categories')).toBeLessThan(MIGRATION_ORDER.indexOf('blogs'))
    expect(MIGRATION_ORDER.indexOf('profiles')).toBeLessThan(MIGRATION_ORDER.indexOf('publications'))
    expect(MIGRATION_ORDER.at(-1)).toBe('orderings')
    // The registry lists them in this order already, as its comment says.
    expect(MIGRATION_ORDER).toEqual(COLLECTION_NAMES)
  })
})

describe('npm run migrate between embedded and firebase (Firestore JS emulator, Storage emulator in-process)', () => {
  let firestore: FirestoreJsEmulator
  let storage: StorageTestEmulator
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    ;[firestore, storage] = await Promise.all([startFirestoreJsEmulator('demo-migrate'), startStorageTestEmulator('demo-migrate')])
    env = {
      FIREBASE_PROJECT_ID: 'demo-migrate',
      FIREBASE_STORAGE_BUCKET: storage.bucketName,
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
    }
  })
  afterAll(async () => {
    await Promise.all([firestore?.stop(), storage?.stop()])
  })

  it('copies every document into Firestore and every file into Cloud Storage, metadata kept', async () => {
    const lines: string[] = []
    const summary = await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', dir('source')], env, (line) => lines.push(line))
    expect(lines[0]).toMatch(/ke firebase \(proyek demo-migrate, bucket demo-migrate\.appspot\.com, emulator Firestore dan Storage\)\.$/)
    expect(summary.documentCount).toBe(Object.values(source.documents).flat().length)
    expect(summary.files.copied).toBe(source.files.length)
    await withEndpoint(openBackendFor('firebase', env, { role: 'source' }), async (target) => {
      expect(await snapshotDocuments(target.content)).toEqual(source.documents)
      expect(await snapshotFiles(target.files)).toEqual(source.files)
    })
    // The unique slugs came along: a second blog with a migrated slug is refused in Firestore.
    const uniques = await firestore.firestore().collection('uniques').count().get()
    // One claim per unique field of every document that has a value there (an item without an
    // English slug holds none), for every collection whose module declares one.
    const claims = Object.entries(COLLECTION_SPECS).reduce(
      (sum, [c, spec]) =>
        sum + ((source.documents[c] ?? []) as Record<string, unknown>[]).reduce((count: number, doc) => count + (spec.unique ?? []).filter((field) => doc[field] != null).length, 0),
      0,
    )
    expect(claims).toBeGreaterThan(0)
    expect(uniques.data().count).toBe(claims)
  })

  it('is idempotent against Firebase too', async () => {
    const second = await runMigrateCommand(['--from', 'embedded', '--to', 'firebase', '--from-data-dir', dir('source')], env, () => {})
    expect(second.files).toMatchObject({ copied: 0, unchanged: source.files.length })
    await withEndpoint(openBackendFor('firebase', env, { role: 'source' }), async (target) => {
      expect(await snapshotDocuments(target.content)).toEqual(source.documents)
    })
  })

  it('copies back from Firebase to a fresh embedded folder, the same content as the original', async () => {
    const summary = await runMigrateCommand(['--from', 'firebase', '--to', 'embedded', '--to-data-dir', dir('back')], env, () => {})
    expect(summary.files.copied).toBe(source.files.length)
    await withEndpoint(openBackendFor('embedded', {}, { dataDir: dir('back'), role: 'source' }), async (back) => {
      expect(await snapshotDocuments(back.content)).toEqual(source.documents)
      expect(await snapshotFiles(back.files)).toEqual(source.files)
    })
  })
})
