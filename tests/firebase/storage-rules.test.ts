/**
 * storage.rules. The rule checks need the official Storage emulator (Java), so they run only
 * under `npm run test:firebase` (FIREBASE_FULL_SUITE=1 inside `firebase emulators:exec`). The
 * check that the rules carry the same types and limits as shared/schemas/uploads.ts runs
 * everywhere.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MB } from '../../shared/schemas/limits'
import { UPLOAD_FOLDERS, UPLOAD_RULES, type UploadFolder } from '../../shared/schemas/uploads'
import { STAFF_UPLOAD_FOLDERS } from '../../shared/collections/uploads'

const FULL = process.env.FIREBASE_FULL_SUITE === '1'
const root = path.resolve(import.meta.dirname, '../..')
const rules = readFileSync(path.join(root, 'storage.rules'), 'utf8')

/** The `match /{folder}/{name}` block of a folder, as written. */
function block(folder: string): string {
  const match = new RegExp(`match /${folder}/\\{name\\} \\{([^}]*)\\}`).exec(rules)
  if (!match) throw new Error(`storage.rules has no block for ${folder}`)
  return match[1]!
}

describe('storage.rules (static)', () => {
  it.each(STAFF_UPLOAD_FOLDERS)('%s: the same content types and size limit as UPLOAD_RULES', (folder) => {
    const rule = UPLOAD_RULES[folder]
    const text = block(folder)
    expect(text).toContain(rule.kind === 'image' ? 'isImage()' : 'isPdf()')
    expect(text).toContain(`fitsMb(${rule.maxBytes / MB})`)
    expect(text).toMatch(/allow create: if isStaff\(\) && plainName\(name\)/)
    expect(text).not.toMatch(/allow (write|update|delete)/)
  })

  it('opens the staff upload folders only: never applicants’ CVs, which only the site writes', () => {
    const opened = [...rules.matchAll(/match \/([^/]+)\/\{name\} \{/g)].map(([, folder]) => folder)
    expect(opened.sort()).toEqual([...STAFF_UPLOAD_FOLDERS].sort())
    expect(UPLOAD_FOLDERS).toContain('application_cvs')
    expect(STAFF_UPLOAD_FOLDERS).not.toContain('application_cvs')
    expect(rules).not.toMatch(/match \/application_cvs\//)
    // A wildcard folder would open it again.
    expect(rules).not.toMatch(/match \/\{[^}]+\}\//)
  })

  it('the type helpers accept exactly the types of the rules', () => {
    const imageTypes = /function isImage\(\) \{\s*return request\.resource\.contentType in \[([^\]]*)\];/.exec(rules)![1]!
    expect(imageTypes.split(',').map((t) => t.trim().replace(/'/g, ''))).toEqual([...UPLOAD_RULES.blog_images.types])
    expect(rules).toMatch(/function isPdf\(\) \{\s*return request\.resource\.contentType == 'application\/pdf';/)
    expect(UPLOAD_FOLDERS.every((f) => UPLOAD_RULES[f].types.every((t) => ['image/jpeg', 'image/png', 'application/pdf'].includes(t)))).toBe(true)
  })
})

describe.skipIf(!FULL)('storage.rules (Storage emulator)', () => {
  let env: RulesTestEnvironment
  const visitor = () => env.unauthenticatedContext().storage()
  const signedIn = () => env.authenticatedContext('user-1', { email: 'someone@example.test' }).storage()
  const editor = () => env.authenticatedContext('editor-1', { staff: { role: 'editor' } }).storage()
  const admin = () => env.authenticatedContext('admin-1', { staff: { role: 'admin' } }).storage()
  const unknownRole = () => env.authenticatedContext('odd-1', { staff: { role: 'viewer' } }).storage()
  // HR has no part in content (docs/roles.md): no upload, no read, here.
  const hr = () => env.authenticatedContext('hr-1', { staff: { role: 'hr' } }).storage()

  type Storage = ReturnType<typeof visitor>
  const upload = (storage: Storage, objectPath: string, size: number, contentType: string) =>
    // An UploadTask is only thenable; the assertions take a promise.
    storage.ref(objectPath).put(new Uint8Array(size), { contentType }).then((snapshot) => snapshot)
  const typeOf = (folder: UploadFolder) => (UPLOAD_RULES[folder].kind === 'image' ? 'image/jpeg' : 'application/pdf')
  const otherType = (folder: UploadFolder) => (UPLOAD_RULES[folder].kind === 'image' ? 'application/pdf' : 'image/png')

  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: 'demo-alr', storage: { rules } })
  })
  afterAll(async () => {
    await env?.cleanup()
  })
  beforeEach(async () => {
    await env.clearStorage()
    await env.withSecurityRulesDisabled(async (context) => {
      for (const folder of UPLOAD_FOLDERS) await upload(context.storage(), `${folder}/existing.bin`, 10, typeOf(folder))
      await upload(context.storage(), 'exports/backup.json', 10, 'application/json')
    })
  })

  describe.each(STAFF_UPLOAD_FOLDERS)('%s', (folder) => {
    const max = UPLOAD_RULES[folder].maxBytes
    const name = `${folder}/3f0c2a9e-1b7d-4c55-9a1e-5d2f6e7a8b9c.${UPLOAD_RULES[folder].kind === 'image' ? 'jpg' : 'pdf'}`

    it('staff upload the folder type up to its limit', async () => {
      await assertSucceeds(upload(editor(), name, 1024, typeOf(folder)))
      await assertSucceeds(upload(admin(), `${folder}/at-limit.bin`, max, typeOf(folder)))
      if (UPLOAD_RULES[folder].kind === 'image') await assertSucceeds(upload(editor(), `${folder}/a.png`, 10, 'image/png'))
    })

    it('visitors, non-staff users, unknown roles and HR cannot upload', async () => {
      for (const storage of [visitor(), signedIn(), unknownRole(), hr()]) await assertFails(upload(storage, name, 1024, typeOf(folder)))
    })

    it('refuses another type, an empty file, a file over the limit', async () => {
      await assertFails(upload(editor(), name, 1024, otherType(folder)))
      await assertFails(upload(editor(), name, 1024, 'image/gif'))
      await assertFails(upload(editor(), name, 0, typeOf(folder)))
      await assertFails(upload(editor(), name, max + 1, typeOf(folder)))
    })

    it('refuses names the file store would not accept, and nested paths', async () => {
      for (const bad of ['.hidden.jpg', 'with space.jpg', 'sub/dir.jpg', '-dash.jpg']) {
        await assertFails(upload(editor(), `${folder}/${bad}`, 10, typeOf(folder)))
      }
    })

    it('objects are not overwritten or deleted from the browser; only staff read their metadata', async () => {
      await assertFails(upload(admin(), `${folder}/existing.bin`, 10, typeOf(folder)))
      await assertFails(admin().ref(`${folder}/existing.bin`).delete())
      await assertFails(visitor().ref(`${folder}/existing.bin`).getMetadata())
      await assertFails(signedIn().ref(`${folder}/existing.bin`).getMetadata())
      await assertSucceeds(editor().ref(`${folder}/existing.bin`).getMetadata())
    })
  })

  it('applicants’ CVs are closed to every browser, staff included', async () => {
    for (const storage of [visitor(), signedIn(), editor(), hr(), admin()]) {
      await assertFails(upload(storage, 'application_cvs/3f0c2a9e-1b7d-4c55-9a1e-5d2f6e7a8b9c.pdf', 1024, 'application/pdf'))
      await assertFails(storage.ref('application_cvs/existing.bin').getMetadata())
    }
  })

  it('other folders are closed to everyone', async () => {
    for (const storage of [visitor(), editor(), admin()]) {
      await assertFails(upload(storage, 'exports/new.json', 10, 'application/json'))
      await assertFails(storage.ref('exports/backup.json').getMetadata())
      await assertFails(upload(storage, 'root.jpg', 10, 'image/jpeg'))
    }
  })
})
