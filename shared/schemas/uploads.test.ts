import { describe, expect, it } from 'vitest'
import { smallImageNote } from './uploads'

describe('smallImageNote', () => {
  it('says when an accepted image is smaller than its folder recommends', () => {
    expect(smallImageNote('blog_images', 800, 450)).toBe(
      'Gambar ini 800×450 piksel, lebih kecil dari yang disarankan (minimal 1200×675 piksel): di situs bisa tampak buram.',
    )
    expect(smallImageNote('publication_images', 1600, 300)).toContain('1600×300')
    expect(smallImageNote('profile_pictures', 300, 400)).toContain('minimal 375×433 piksel')
  })

  it('says nothing for a large enough image, a PDF, or unknown dimensions', () => {
    expect(smallImageNote('blog_images', 1200, 675)).toBeNull()
    expect(smallImageNote('profile_pictures', 375, 433)).toBeNull()
    expect(smallImageNote('cv', 10, 10)).toBeNull()
    expect(smallImageNote('blog_images', undefined, undefined)).toBeNull()
  })
})
