import { describe, expect, it } from 'vitest'
import { canonicalSocialUrl, socialUrlMessage } from './social-links'

describe('canonicalSocialUrl', () => {
  it.each([
    ['linkedin', 'https://www.linkedin.com/company/adiwarsa-lubis-rekan/', 'https://www.linkedin.com/company/adiwarsa-lubis-rekan'],
    ['linkedin', 'http://id.linkedin.com/company/alr?trk=share', 'https://www.linkedin.com/company/alr'],
    ['instagram', 'https://instagram.com/alr.law', 'https://www.instagram.com/alr.law'],
    ['x', 'https://twitter.com/alr_law', 'https://x.com/alr_law'],
    ['x', 'https://mobile.x.com/alr_law#top', 'https://x.com/alr_law'],
    ['youtube', 'https://m.youtube.com/@alr', 'https://www.youtube.com/@alr'],
    ['youtube', 'https://www.youtube.com/channel/UC123', 'https://www.youtube.com/channel/UC123'],
  ] as const)('%s: %s is %s', (network, typed, stored) => {
    expect(canonicalSocialUrl(network, typed)).toBe(stored)
  })

  it.each([
    ['linkedin', 'https://www.instagram.com/alr'],
    ['linkedin', 'https://linkedin.com.evil.example/company/alr'],
    ['linkedin', 'https://evil.example/linkedin.com/company/alr'],
    ['linkedin', 'https://www.linkedin.com/'],
    ['instagram', 'javascript:alert(1)//instagram.com/x'],
    ['instagram', 'https://user:pass@instagram.com/x'],
    ['instagram', 'https://instagram.com:8443/x'],
    ['x', 'x.com/alr'],
    ['youtube', 'ftp://youtube.com/@alr'],
    ['youtube', 'https://youtu.be.evil.example/@alr'],
  ] as const)('%s refuses %s', (network, typed) => {
    expect(canonicalSocialUrl(network, typed)).toBeNull()
  })

  it('names the network and an example in its message', () => {
    expect(socialUrlMessage('instagram')).toBe('URL Instagram harus alamat di www.instagram.com, misalnya https://www.instagram.com/namafirma')
  })
})
