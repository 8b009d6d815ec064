import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SecretBox } from './secret-box'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-secret-box-'))
  dirs.push(dir)
  return dir
}

describe('SecretBox', () => {
  it('seals a secret so that it is not readable, and opens it only with the same key and context', () => {
    const box = SecretBox.ephemeral()
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'uid-1')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(sealed.startsWith('v1.')).toBe(true)
    expect(box.open(sealed, 'uid-1')).toBe('JBSWY3DPEHPK3PXP')
    // Another account's row copied over this one does not open.
    expect(box.open(sealed, 'uid-2')).toBeNull()
    expect(SecretBox.ephemeral().open(sealed, 'uid-1')).toBeNull()
    const parts = sealed.split('.')
    const tampered = [...parts.slice(0, 3), (parts[3]![0] === 'A' ? 'B' : 'A') + parts[3]!.slice(1)].join('.')
    expect(box.open(tampered, 'uid-1')).toBeNull()
    for (const bad of ['', 'v1', 'v2.a.b.c', 'v1.a.b', 'v1.!.!.!']) expect(box.open(bad, 'uid-1')).toBeNull()
    expect(box.seal('JBSWY3DPEHPK3PXP', 'uid-1')).not.toBe(sealed)
  })

  it('creates its key file once, readable by the owner only, and reads it back on the next start', () => {
    const file = path.join(tempDir(), 'two-factor.key')
    const first = SecretBox.fromKeyFile(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/)
    const sealed = first.seal('rahasia', 'uid')
    expect(SecretBox.fromKeyFile(file).open(sealed, 'uid')).toBe('rahasia')
  })

  it('refuses a key file that is not a key instead of replacing it', () => {
    const file = path.join(tempDir(), 'two-factor.key')
    writeFileSync(file, 'bukan kunci\n')
    expect(() => SecretBox.fromKeyFile(file)).toThrow(/not a two-factor key/)
    expect(readFileSync(file, 'utf8')).toBe('bukan kunci\n')
  })
})
