import { describe, expect, it } from 'vitest'
import { UPLOAD_FOLDERS } from '../schemas/uploads'
import { COLLECTION_NAMES } from './index'
import { PUBLIC_IMAGE_FOLDERS, STAFF_UPLOAD_FOLDERS, uploadFoldersOf } from './uploads'

describe('upload folders', () => {
  it('each declared folder is some module’s upload field’s: no folder without a field to fill it', () => {
    const used = new Set(COLLECTION_NAMES.flatMap(uploadFoldersOf))
    expect([...used].sort()).toEqual([...UPLOAD_FOLDERS].sort())
  })

  it('staff upload to every folder but those of visitors’ personal data, and visitors fetch only staff images by path', () => {
    expect(UPLOAD_FOLDERS.filter((folder) => !STAFF_UPLOAD_FOLDERS.includes(folder))).toEqual(['application_cvs'])
    expect([...PUBLIC_IMAGE_FOLDERS].sort()).toEqual(['blog_images', 'hero_images', 'practice_area_images', 'profile_pictures', 'publication_images', 'share_images', 'site_logos'])
  })
})
