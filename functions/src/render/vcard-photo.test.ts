/**
 * The vCard carries the portrait: resized to at most 256 px, a small JPEG inline as
 * base64, folded like every line; a profile without a portrait, or with a file that is not an
 * image, still gets its vCard, without a photo.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../shared/schemas/types'
import type { App } from '../app'
import { fixtures } from '../testing/fixtures'
import { createTestApp, createTestBackend, type TestBackend } from '../testing/test-backend'
import { profileVcard } from './vcard'
import { VCARD_PHOTO_MAX_SIDE } from './vcard-photo'

let backend: TestBackend
let app: App
let withPortrait: Profile
let without: Profile
let broken: Profile

/** A portrait as staff upload them: 1500×1732, with detail, so the JPEG is not trivially small. */
async function bigPortrait(): Promise<Buffer> {
  const { width, height } = { width: 1500, height: 1732 }
  const noise = Buffer.alloc(width * height * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer()
}

beforeAll(async () => {
  backend = createTestBackend()
  app = createTestApp(backend)
  const f = fixtures(backend)
  const bytes = await bigPortrait()
  await backend.files.put('profile_pictures/budi.jpg', bytes, 'image/jpeg')
  withPortrait = await f.profile({
    name: 'Budi Santoso',
    picture: { path: 'profile_pictures/budi.jpg', contentType: 'image/jpeg', size: bytes.length, width: 1500, height: 1732 },
  })
  without = await f.profile({ name: 'Sari Dewi', picture: null as never })
  await backend.files.put('profile_pictures/rusak.jpg', new TextEncoder().encode('bukan gambar'), 'image/jpeg')
  broken = await f.profile({ name: 'Rudi Hartono', picture: { path: 'profile_pictures/rusak.jpg', contentType: 'image/jpeg', size: 12, width: 375, height: 433 } })
})

afterAll(async () => {
  await backend.cleanup()
})

/** The PHOTO property of a vCard, unfolded (RFC 6350 §3.2), or null. */
function photoOf(card: string): Buffer | null {
  const unfolded = card.replace(/\r\n /g, '')
  const line = unfolded.split('\r\n').find((l) => l.startsWith('PHOTO'))
  if (!line) return null
  expect(line.startsWith('PHOTO;ENCODING=b;TYPE=JPEG:')).toBe(true)
  return Buffer.from(line.slice(line.indexOf(':') + 1), 'base64')
}

describe('the vCard of an attorney with a portrait', () => {
  it('carries it inline as a small JPEG of at most 256 px, every line folded within 75 octets', async () => {
    const res = await app.request(`/attorneys/${withPortrait.slug}/vcard`)
    expect(res.status).toBe(200)
    const card = await res.text()
    for (const line of card.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const photo = photoOf(card)
    expect(photo).not.toBeNull()
    const meta = await sharp(photo!).metadata()
    expect(meta.format).toBe('jpeg')
    expect(Math.max(meta.width!, meta.height!)).toBe(VCARD_PHOTO_MAX_SIDE)
    // The portrait's proportions are kept (1500×1732).
    expect(meta.width).toBe(Math.round((VCARD_PHOTO_MAX_SIDE * 1500) / 1732))
    expect(photo!.length).toBeLessThan(40 * 1024)
    expect(card.length).toBeLessThan(60 * 1024)
    expect(card.trimEnd().endsWith('END:VCARD')).toBe(true)
    // Made once, then read from the cache: the same bytes again.
    expect(photoOf(await (await app.request(`/attorneys/${withPortrait.slug}/vcard`)).text())!.equals(photo!)).toBe(true)
  })
})

describe('the vCard of an attorney without a usable portrait', () => {
  it('has no PHOTO line when there is no portrait', async () => {
    const res = await app.request(`/attorneys/${without.slug}/vcard`)
    expect(res.status).toBe(200)
    expect(photoOf(await res.text())).toBeNull()
  })

  it('is still served, without a photo, when the file is not an image', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await app.request(`/attorneys/${broken.slug}/vcard`)
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    expect(res.status).toBe(200)
    const card = await res.text()
    expect(card).toContain('FN:Rudi Hartono')
    expect(photoOf(card)).toBeNull()
  })

  it('leaves the line out when given no photo, and writes it when given one', () => {
    const site = { name: '', main: null } as never
    expect(profileVcard(withPortrait, 'https://www.example.test/attorneys/budi', site)).not.toContain('PHOTO')
    const card = profileVcard(withPortrait, 'https://www.example.test/attorneys/budi', site, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))
    expect(card).toContain('PHOTO;ENCODING=b;TYPE=JPEG:/9j/2Q==\r\n')
  })
})
