import { describe, expect, it } from 'vitest'
import { isNoticeKey, NOTICES, noticeText, withNotice } from './notices'

describe('notices', () => {
  it('gives the text of a key, and nothing for any other value', () => {
    expect(noticeText('blog-saved')).toBe(NOTICES['blog-saved'])
    for (const value of [null, undefined, '', 'tidak-ada', 'Blog tersimpan.', 'BLOG-SAVED']) expect(noticeText(value)).toBeNull()
  })

  it('never takes what every object has for a key (the page would get a function or an object)', () => {
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(isNoticeKey(value), value).toBe(false)
      expect(noticeText(value), value).toBeNull()
    }
  })

  it('adds the key to a path, keeping its query and fragment', () => {
    expect(withNotice('/dashboard/blogs', 'blog-saved')).toBe('/dashboard/blogs?notice=blog-saved')
    expect(withNotice('/dashboard/profiles?q=yohanes', 'profile-deleted')).toBe('/dashboard/profiles?q=yohanes&notice=profile-deleted')
    expect(withNotice('/dashboard/profiles/order-settings?area=a1#urutan-bidang', 'order-saved')).toBe(
      '/dashboard/profiles/order-settings?area=a1&notice=order-saved#urutan-bidang',
    )
  })

  it('never leads off the site, whatever the path it is given normalises to (issue 26)', () => {
    for (const path of ['/dashboard/blogs/x/../../..//evil.example/edit', '/.//evil.example', '//evil.example', '/\\evil.example']) {
      const location = withNotice(path, 'blog-saved')
      expect(new URL(location, 'https://www.example.test/dashboard/blogs').origin, `${path} → ${location}`).toBe('https://www.example.test')
      expect(location).toBe('/dashboard?notice=blog-saved')
    }
  })

  it('accepts only known keys, at compile time', () => {
    // @ts-expect-error: a notice without a text is a type error (npm run typecheck).
    expect(() => withNotice('/dashboard', 'no-such-notice')).not.toThrow()
  })
})
