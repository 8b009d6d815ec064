import { describe, expect, it } from 'vitest'
import { UPLOAD_RULES } from '../shared/schemas/uploads'
import { permitted } from './dev-firebase-storage'

/** An unsigned token as the Auth emulator issues them, carrying `claims`. */
const token = (claims: object) => ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.')
const editor = token({ sub: 'u1', staff: { role: 'editor' } })
const path = (name: string) => `b/demo-kantor-hukum.appspot.com/o/${name}`
const jpeg = (size: number) => ({ after: { size, contentType: 'image/jpeg' } })

describe('the dev Storage emulator’s stand-in of storage.rules', () => {
  it('lets staff create an upload of the folder’s type and size, and read it', () => {
    expect(permitted({ method: 'create', path: path('blog_images/0b7e.jpg'), token: editor, file: jpeg(1000) })).toBe(true)
    expect(permitted({ method: 'create', path: path('publications/a.pdf'), token: token({ staff: { role: 'admin' } }), file: { after: { size: '2048', contentType: 'application/pdf' } } })).toBe(true)
    expect(permitted({ method: 'get', path: path('blog_images/0b7e.jpg'), token: editor })).toBe(true)
  })

  it('refuses visitors and signed-in users without the staff claim', () => {
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), token: token({ sub: 'u2' }), file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), token: token({ staff: { role: 'owner' } }), file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), token: 'not-a-token', file: jpeg(1000) })).toBe(false)
  })

  it('refuses other folders, names, types, sizes and operations', () => {
    expect(permitted({ method: 'create', path: path('other/a.jpg'), token: editor, file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/sub/a.jpg'), token: editor, file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/.hidden'), token: editor, file: jpeg(1000) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.pdf'), token: editor, file: { after: { size: 1000, contentType: 'application/pdf' } } })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), token: editor, file: jpeg(0) })).toBe(false)
    expect(permitted({ method: 'create', path: path('blog_images/a.jpg'), token: editor, file: jpeg(UPLOAD_RULES.blog_images.maxBytes + 1) })).toBe(false)
    for (const method of ['update', 'delete', 'list'] as const) {
      expect(permitted({ method, path: path('blog_images/a.jpg'), token: editor, file: jpeg(1000) }), method).toBe(false)
    }
  })
})
