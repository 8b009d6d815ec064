/**
 * Backup and restore, round trip: `npm run backup` (the CLI, as an operator runs it) while the
 * real site runs and a staff member keeps saving and uploading; `npm run restore` into a fresh
 * folder; a site started on it has the same content (row by row) and the same files (SHA-256),
 * and the store passes its integrity check. Restore refuses a folder the site is using, and
 * over an existing folder it puts the backup back and keeps what it replaced.
 */
import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tinyJpeg } from '../../functions/src/testing/fixtures'
import { listUploads, sha256File, type BackupManifest } from '../../functions/src/backup/backup-files'
import { restoreBackup, RestoreRefusedError } from '../../functions/src/backup/restore'
import { acknowledged, integrity, names, openStore, postForm, removeTempDirs, ROOT, seededDataDir, signIn, startServer, tempDir, type Server } from './site'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Runs a CLI of this project with tsx, as `npm run …` does. */
function cli(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - started }))
  })
}

/** Every row of every content table (sessions aside), as one digest per table. */
function contentDigest(file: string): Record<string, string> {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    const tables = (db.pragma('table_list') as { schema: string; name: string; type: string }[])
      .filter((t) => t.schema === 'main' && t.type === 'table' && !t.name.startsWith('sqlite_') && t.name !== 'sessions')
      .map((t) => t.name)
      .sort()
    return Object.fromEntries(
      tables.map((table) => {
        const rows = db.prepare(`SELECT * FROM "${table}"`).all().map((row) => JSON.stringify(row)).sort()
        return [table, `${rows.length}:${sha256(Buffer.from(rows.join('\n')))}`]
      }),
    )
  } finally {
    db.close()
  }
}

interface Write {
  kind: 'tag' | 'upload'
  /** Tag name, or the stored path of the upload. */
  key: string
  sha256?: string
  at: number
}

/** A staff member saving tags and uploading images as fast as the site answers, until stopped. */
function startWriter(server: Server, cookie: string) {
  const acked: Write[] = []
  const problems: string[] = []
  let stopped = false
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      if (i % 4 === 3) {
        const bytes = await tinyJpeg(64 + i, 36)
        const res = await fetch(`${server.baseUrl}/dashboard/uploads/blog_images`, {
          method: 'POST',
          headers: { origin: server.baseUrl, cookie, 'content-type': 'image/jpeg', 'x-file-name': `foto-${i}.jpg`, accept: 'application/json' },
          body: new Uint8Array(bytes),
        })
        const body = (await res.json()) as { file?: { path: string } }
        if (res.status === 201 && body.file) acked.push({ kind: 'upload', key: body.file.path, sha256: sha256(bytes), at: Date.now() })
        else problems.push(`upload ${i}: ${res.status}`)
      } else {
        const name = `Cadangan ${i}`
        const res = await postForm(server.baseUrl, '/dashboard/tags', { name }, cookie)
        if (acknowledged(res)) acked.push({ kind: 'tag', key: name, at: Date.now() })
        else problems.push(`tag ${i}: ${res.status}`)
      }
    }
  })()
  return {
    acked,
    problems,
    async stop() {
      stopped = true
      await done
    },
  }
}

let site: Server
let backupDir: string
let manifest: BackupManifest
let ackedBeforeBackup: Write[]
const ackedAfterBackup: Write[] = []

beforeAll(async () => {
  site = await startServer(await seededDataDir())
})
afterAll(async () => {
  await site?.stop()
  removeTempDirs()
})

describe('npm run backup while the site runs and staff save', () => {
  it('makes a consistent copy holding every save acknowledged before it started', { timeout: 60_000 }, async () => {
    const writer = startWriter(site, await signIn(site.baseUrl))
    await expect.poll(() => writer.acked.length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(24)
    ackedBeforeBackup = [...writer.acked]
    const outDir = tempDir('alr-backups-')
    const started = Date.now()
    const run = await cli('functions/src/cli/backup.ts', ['--out', outDir], { DATA_DIR: site.dataDir })
    const ended = Date.now()
    await writer.stop()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(writer.problems).toEqual([])
    ackedAfterBackup.push(...writer.acked.filter((w) => w.at > ended))
    const during = writer.acked.filter((w) => w.at >= started && w.at <= ended).length
    backupDir = run.stdout.trim().split('\n').at(-1)!
    expect(path.dirname(backupDir)).toBe(outDir)
    expect(readdirSync(outDir)).toEqual([path.basename(backupDir)]) // no .partial left

    manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as BackupManifest
    expect(manifest.database.integrity).toBe('ok')
    expect(manifest.missingReferences).toEqual([])
    expect(await sha256File(path.join(backupDir, 'content.db'))).toBe(manifest.database.sha256)
    const db = new Database(path.join(backupDir, 'content.db'), { readonly: true, fileMustExist: true })
    try {
      expect(integrity(db)).toBe('ok')
      const tags = names(db, 'tags')
      const missing = ackedBeforeBackup.filter((w) => w.kind === 'tag' && !tags.has(w.key)).map((w) => w.key)
      expect(missing, 'saves acknowledged before the backup started, missing from it').toEqual([])
      expect((db.prepare('SELECT count(*) AS n FROM tags').get() as { n: number }).n).toBe(manifest.database.tables.tags)
      // The site settings and the offices are in the copy, as every collection is.
      expect([manifest.database.tables.settings, manifest.database.tables.offices]).toEqual([1, 2])
    } finally {
      db.close()
    }
    const files = new Map(manifest.uploads.files.map((f) => [f.path, f.sha256]))
    for (const upload of ackedBeforeBackup.filter((w) => w.kind === 'upload')) expect(files.get(upload.key), upload.key).toBe(upload.sha256)
    for (const file of manifest.uploads.files) expect(await sha256File(path.join(backupDir, 'uploads', file.path)), file.path).toBe(file.sha256)
    console.log(
      `backup: ${run.ms} ms for the CLI (database ${manifest.timings.databaseMs} ms, uploads ${manifest.timings.uploadsMs} ms), ` +
        `database ${(manifest.database.bytes / 1024).toFixed(0)} KB, ${manifest.uploads.count} files ${(manifest.uploads.bytes / 1024).toFixed(0)} KB; ` +
        `${ackedBeforeBackup.length} saves before it, ${during} during it`,
    )
  })
})

describe('npm run restore', () => {
  it('refuses the folder of a running site and changes nothing there', async () => {
    const before = readdirSync(site.dataDir).sort()
    const run = await cli('functions/src/cli/restore.ts', [backupDir], { DATA_DIR: site.dataDir })
    expect(run.code).toBe(3)
    expect(run.stderr).toContain('sedang dipakai')
    expect(readdirSync(site.dataDir).sort()).toEqual(before)
    expect((await fetch(`${site.baseUrl}/blogs`)).status).toBe(200)
  })

  it('puts the backup into a fresh folder: a site started on it has the same content and files', { timeout: 60_000 }, async () => {
    const dataDir = path.join(tempDir(), 'data')
    const run = await cli('functions/src/cli/restore.ts', [backupDir, '--data-dir', dataDir], {})
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(readdirSync(dataDir).sort()).toEqual(['content.db', 'uploads'])
    expect(contentDigest(path.join(dataDir, 'content.db'))).toEqual(contentDigest(path.join(backupDir, 'content.db')))
    const restoredFiles = await listUploads(path.join(dataDir, 'uploads'))
    expect(restoredFiles).toEqual(manifest.uploads.files.map((f) => f.path))
    for (const file of manifest.uploads.files) expect(await sha256File(path.join(dataDir, 'uploads', file.path)), file.path).toBe(file.sha256)

    const restored = await startServer(dataDir)
    try {
      const db = openStore(dataDir)
      try {
        expect(integrity(db)).toBe('ok')
        expect((db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n).toBe(0)
      } finally {
        db.close()
      }
      const cookie = await signIn(restored.baseUrl)
      const upload = ackedBeforeBackup.find((w) => w.kind === 'upload')!
      // An upload no item uses is for staff only.
      const media = await fetch(`${restored.baseUrl}/media/${upload.key}`, { headers: { cookie } })
      expect(media.status).toBe(200)
      expect(sha256(new Uint8Array(await media.arrayBuffer()))).toBe(upload.sha256)
      const list = await (await fetch(`${restored.baseUrl}/blogs`)).text()
      const slug = /href="\/blogs\/([a-z0-9-]+)"/.exec(list)?.[1]
      expect((await fetch(`${restored.baseUrl}/blogs/${slug}`)).status).toBe(200)
      // The English edition came back with it: the same English posts, in English.
      const englishList = await (await fetch(`${restored.baseUrl}/en/blogs`)).text()
      // The footer's subscription form carries a token signed at render time: the one part that differs.
      const withoutFormToken = (html: string) => html.replace(/name="formToken" value="[^"]*"/g, 'name="formToken"')
      expect(withoutFormToken(englishList)).toBe(await (await fetch(`${site.baseUrl}/en/blogs`)).text().then((html) => withoutFormToken(html.replaceAll(site.baseUrl, restored.baseUrl))))
      const englishSlug = /href="\/en\/blogs\/([a-z0-9-]+)"/.exec(englishList)?.[1]
      const englishPost = await fetch(`${restored.baseUrl}/en/blogs/${englishSlug}`)
      expect(englishPost.status).toBe(200)
      expect(await englishPost.text()).toContain('<html lang="en">')
      const tags = await (await fetch(`${restored.baseUrl}/dashboard/tags`, { headers: { cookie } })).text()
      expect(tags).toContain(ackedBeforeBackup.filter((w) => w.kind === 'tag').at(-1)!.key)
    } finally {
      await restored.stop()
    }
    console.log(`restore: ${run.ms} ms for the CLI; ${run.stdout.trim().split('\n')[0]}`)
  })

  it('over a stopped site puts the backup back and keeps the replaced data aside', { timeout: 60_000 }, async () => {
    await site.stop()
    const run = await cli('functions/src/cli/restore.ts', [backupDir], { DATA_DIR: site.dataDir })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const replaced = readdirSync(site.dataDir).filter((n) => n.startsWith('.replaced-'))
    expect(replaced).toHaveLength(1)
    expect(readdirSync(site.dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([])
    expect(contentDigest(path.join(site.dataDir, 'content.db'))).toEqual(contentDigest(path.join(backupDir, 'content.db')))
    // Saves made after the backup are in the replaced copy, not in the restored store.
    const later = ackedAfterBackup.find((w) => w.kind === 'tag')
    if (later) {
      const old = new Database(path.join(site.dataDir, replaced[0]!, 'content.db'), { readonly: true })
      expect(names(old, 'tags').has(later.key)).toBe(true)
      old.close()
      const now = new Database(path.join(site.dataDir, 'content.db'), { readonly: true })
      expect(names(now, 'tags').has(later.key)).toBe(false)
      now.close()
    }
    expect(existsSync(path.join(site.dataDir, replaced[0]!, 'uploads'))).toBe(true)
    site = await startServer(site.dataDir)
    expect((await fetch(`${site.baseUrl}/blogs`)).status).toBe(200)
  })
})

describe('a damaged backup', () => {
  /** A copy of the backup to damage, and an empty data folder to restore it into. */
  function damagedCopy() {
    const copy = path.join(tempDir(), 'backup')
    cpSync(backupDir, copy, { recursive: true })
    return { copy, dataDir: path.join(tempDir(), 'data') }
  }

  async function expectRefused(copy: string, dataDir: string, message: RegExp) {
    await expect(restoreBackup({ backupDir: copy, dataDir })).rejects.toThrow(message)
    await expect(restoreBackup({ backupDir: copy, dataDir })).rejects.toBeInstanceOf(RestoreRefusedError)
    expect(readdirSync(dataDir), 'nothing left in the data folder').toEqual([])
  }

  it('is refused when a file differs from its manifest, before anything is put in place', async () => {
    const { copy, dataDir } = damagedCopy()
    const file = path.join(copy, 'uploads', manifest.uploads.files[0]!.path)
    const bytes = readFileSync(file)
    bytes[bytes.length - 1]! ^= 0xff
    writeFileSync(file, bytes)
    await expectRefused(copy, dataDir, /tidak cocok dengan manifest/)
  })

  it('is refused when its database fails the integrity check, even with a matching checksum', async () => {
    const { copy, dataDir } = damagedCopy()
    const dbFile = path.join(copy, 'content.db')
    const db = new Database(dbFile, { readonly: true })
    const pageSize = db.pragma('page_size', { simple: true }) as number
    const root = (db.prepare(`SELECT rootpage FROM sqlite_schema WHERE name = 'memberships_by_doc'`).get() as { rootpage: number }).rootpage
    db.close()
    const bytes = readFileSync(dbFile)
    bytes.fill(0xff, (root - 1) * pageSize, (root - 1) * pageSize + 16) // the index page's header
    writeFileSync(dbFile, bytes)
    const damaged: BackupManifest = { ...manifest, database: { ...manifest.database, sha256: await sha256File(dbFile) } }
    writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify(damaged))
    await expectRefused(copy, dataDir, /tidak utuh/)
  })
})
