/**
 * The Firebase backup's JSON for Firestore values (every type comes back as itself) and the
 * account import it prepares (passwords only with the source project's hash parameters).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { DocumentReference, GeoPoint, getFirestore, Timestamp } from 'firebase-admin/firestore'
import { afterAll, describe, expect, it } from 'vitest'
import { safeObjectPath } from '../../backup/firebase-format'
import { parsePasswordHashConfig } from '../../backup/firebase-restore'
import { userImportOf, type BackedUpUser } from './backup-access'
import { decodeValue, encodeValue } from './backup-values'

// No request is made: references are built offline.
const app = initializeApp({ projectId: 'demo-format' }, 'backup-values-test')
const db = getFirestore(app)
afterAll(() => deleteApp(app))

describe('encodeValue / decodeValue', () => {
  it('brings back every Firestore type through JSON text', () => {
    const value = {
      text: 'Rp 1.000',
      count: 3,
      ratio: 0.25,
      missing: null,
      flag: true,
      notANumber: NaN,
      infinite: -Infinity,
      at: new Timestamp(1_781_492_400, 123_000_000),
      place: new GeoPoint(-6.2268, 106.8088),
      author: db.doc('profiles/p1'),
      bytes: Buffer.from([0, 1, 254, 255]),
      list: [1, 'dua', { nested: new Timestamp(0, 5) }],
      // A map whose keys look like the tags themselves.
      tricky: { $timestamp: 'bukan waktu', $ref: 'x' },
      empty: {},
    }
    const back = decodeValue(JSON.parse(JSON.stringify(encodeValue(value))), db) as Record<string, unknown>
    expect(back.text).toBe('Rp 1.000')
    expect(back.count).toBe(3)
    expect(back.ratio).toBe(0.25)
    expect(back.missing).toBeNull()
    expect(back.notANumber).toBeNaN()
    expect(back.infinite).toBe(-Infinity)
    expect((back.at as Timestamp).isEqual(value.at)).toBe(true)
    expect((back.place as GeoPoint).isEqual(value.place)).toBe(true)
    expect(back.author).toBeInstanceOf(DocumentReference)
    expect((back.author as DocumentReference).path).toBe('profiles/p1')
    expect(Buffer.from(back.bytes as Uint8Array)).toEqual(value.bytes)
    expect(((back.list as unknown[])[2] as { nested: Timestamp }).nested.isEqual(new Timestamp(0, 5))).toBe(true)
    expect(back.tricky).toEqual({ $timestamp: 'bukan waktu', $ref: 'x' })
    expect(back.empty).toEqual({})
  })

  it('refuses a value it does not know rather than writing it wrong', () => {
    expect(() => encodeValue({ when: new Date() })).toThrow(/tidak dikenal/)
    expect(() => decodeValue({ $vector: [1] }, db)).toThrow(/tidak dikenal/)
  })
})

describe('safeObjectPath', () => {
  it('refuses paths that would leave the backup folder', () => {
    expect(safeObjectPath('blog_images/a.jpg')).toBe(true)
    for (const bad of ['../x', 'blog_images/../../x', '/etc/passwd', 'a//b', 'a\\b']) expect(safeObjectPath(bad), bad).toBe(false)
  })
})

const user = (over: Partial<BackedUpUser> = {}): BackedUpUser => ({
  uid: 'u1',
  email: 'admin@example.test',
  emailVerified: true,
  displayName: 'Admin',
  disabled: false,
  customClaims: { staff: { role: 'admin' } },
  passwordHash: Buffer.from('hash-bytes').toString('base64'),
  passwordSalt: Buffer.from('salt-bytes').toString('base64'),
  metadata: { creationTime: 'Mon, 15 Jun 2026 03:00:00 GMT' },
  providers: [],
  ...over,
})

describe('the account import', () => {
  const console = 'hash_config {\n  algorithm: SCRYPT,\n  base64_signer_key: a2V5LWJ5dGVz,\n  base64_salt_separator: Bw==,\n  rounds: 8,\n  mem_cost: 14,\n}'

  it('reads the console’s hash parameters, as text or JSON', () => {
    const expected = { key: 'a2V5LWJ5dGVz', saltSeparator: 'Bw==', rounds: 8, memoryCost: 14 }
    expect(parsePasswordHashConfig(console)).toEqual(expected)
    expect(parsePasswordHashConfig(JSON.stringify({ base64_signer_key: 'a2V5LWJ5dGVz', base64_salt_separator: 'Bw==', rounds: 8, mem_cost: 14 }))).toEqual(expected)
    expect(() => parsePasswordHashConfig('rounds: 8')).toThrow(/tidak lengkap/)
  })

  it('imports the hash with SCRYPT and the source parameters, and the role claim', () => {
    const { records, options, withoutPassword } = userImportOf([user()], parsePasswordHashConfig(console))
    expect(withoutPassword).toBe(0)
    expect(records[0]).toMatchObject({ uid: 'u1', email: 'admin@example.test', customClaims: { staff: { role: 'admin' } } })
    expect(records[0]!.passwordHash).toEqual(Buffer.from('hash-bytes'))
    expect(records[0]!.passwordSalt).toEqual(Buffer.from('salt-bytes'))
    expect(options).toEqual({ hash: { algorithm: 'SCRYPT', key: Buffer.from('key-bytes'), saltSeparator: Buffer.from([7]), rounds: 8, memoryCost: 14 } })
  })

  it('without the parameters, imports the account and its role without a password', () => {
    const { records, options, withoutPassword } = userImportOf([user(), user({ uid: 'u2', passwordHash: undefined, passwordSalt: undefined })], undefined)
    expect(withoutPassword).toBe(2)
    expect(options).toBeUndefined()
    expect(records.map((r) => [r.uid, r.passwordHash, r.customClaims])).toEqual([
      ['u1', undefined, { staff: { role: 'admin' } }],
      ['u2', undefined, { staff: { role: 'admin' } }],
    ])
  })
})
