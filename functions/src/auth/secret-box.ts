/**
 * Encryption of the authenticator secrets at rest on the embedded backend (AES-256-GCM), with a
 * key kept in its own file beside the database (`DATA_DIR/two-factor.key`, readable by the
 * server's user only). A copy of `content.db` alone (shared for support, attached to a bug
 * report) then holds no usable secret; the key travels with `npm run backup` so a restore
 * keeps every enrolment (docs/decisions/0032-two-step-verification.md).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The key's file name in DATA_DIR; `npm run backup` copies it with the database. */
export const TWO_FACTOR_KEY_FILE = 'two-factor.key'

const KEY_BYTES = 32
const IV_BYTES = 12
const VERSION = 'v1'

/** Seals and opens short secrets with one key. */
export class SecretBox {
  readonly #key: Buffer
  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`a secret box key has ${KEY_BYTES} bytes`)
    this.#key = key
  }

  /** A box with a random key held in memory only (tests, an in-memory database). */
  static ephemeral(): SecretBox {
    return new SecretBox(randomBytes(KEY_BYTES))
  }

  /**
   * The key in `file`, created (32 random bytes, hex, mode 0600) when missing. A file that
   * exists but is not a key stops the start rather than making a new key that would orphan
   * every stored secret.
   */
  static fromKeyFile(file: string): SecretBox {
    let text: string | null = null
    try {
      text = readFileSync(file, 'utf8').trim()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    if (text === null) {
      mkdirSync(path.dirname(file), { recursive: true })
      const key = randomBytes(KEY_BYTES)
      try {
        // `wx`: two processes starting at once never overwrite each other's key.
        writeFileSync(file, key.toString('hex') + '\n', { flag: 'wx', mode: 0o600 })
        return new SecretBox(key)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        text = readFileSync(file, 'utf8').trim()
      }
    }
    if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not a two-factor key (64 hex digits); restore it from a backup or move it away`)
    try {
      chmodSync(file, 0o600)
    } catch {
      // A read-only mount: the key still works.
    }
    return new SecretBox(Buffer.from(text, 'hex'))
  }

  /** `v1.{iv}.{tag}.{ciphertext}`, base64url parts; `context` (the uid) is bound as associated data. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv)
    cipher.setAAD(Buffer.from(context, 'utf8'))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
  }

  /** The plain text, or null when the box was sealed with another key or for another context. */
  open(sealed: string, context: string): string | null {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== VERSION || !iv || !tag || body === undefined) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    } catch {
      return null
    }
  }
}
