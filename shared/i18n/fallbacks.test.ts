import { describe, expect, it } from 'vitest'
import { profiles } from '../collections/profiles'
import { exampleDocument } from '../collections/define'
import { fallbackLang, withFallbacks } from './fallbacks'

describe('withFallbacks', () => {
  const profile = { ...exampleDocument(profiles), position: 'Partner Pengelola', positionEn: 'Managing Partner', bio: 'Bio dalam bahasa Indonesia.', bioEn: null }

  it('shows each field in English where written, else in Indonesian, naming those', () => {
    const en = withFallbacks(profiles, profile, 'en')
    expect(en.position).toBe('Managing Partner')
    expect(en.bio).toBe('Bio dalam bahasa Indonesia.')
    expect(fallbackLang(en, 'bio')).toBe('id')
    expect(fallbackLang(en, 'position')).toBeUndefined()
    // A name is never translated, so it never falls back.
    expect(fallbackLang(en, 'name')).toBeUndefined()
  })

  it('leaves an Indonesian page as stored, with nothing marked', () => {
    const id = withFallbacks(profiles, profile, 'id')
    expect(id.position).toBe('Partner Pengelola')
    expect(fallbackLang(id, 'bio')).toBeUndefined()
  })
})
