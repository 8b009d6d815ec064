import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isStoredName, isStorePath, isUploadPath, splitUploadPath, STORED_NAME_PATTERN, uploadFolderOf } from './file-paths'

/** Paths that must never reach a file store: traversal, nesting, hidden files, escapes, separators. */
const HOSTILE = [
  '',
  'blog_images/',
  '/blog_images/a.jpg',
  'blog_images//a.jpg',
  'blog_images/sub/a.jpg',
  'blog_images/../cv/x.pdf',
  'blog_images/..',
  'blog_images/a..jpg',
  'blog_images/.hidden',
  'blog_images/-rf.jpg',
  'blog_images/a b.jpg',
  'blog_images/a\\b.jpg',
  'blog_images/a%2fb.jpg',
  'blog_images/a.jpg\n',
  'blog_images/a.jpg\u0000',
  'blog_images/ä.jpg',
  `blog_images/${'a'.repeat(202)}`,
  '../secret.txt',
  'Blog_Images/a.jpg',
  'blog_images',
]

describe('stored file names and paths', () => {
  it('accepts the names uploads and the seed give', () => {
    for (const name of ['3f0c2a9e-1b2c-4d5e-8f90-123456789abc.jpg', 'a.pdf', 'x_y-z.1.webp', 'a'.repeat(201)]) {
      expect(isStoredName(name), name).toBe(true)
      expect(isStorePath(`blog_images/${name}`), name).toBe(true)
    }
  })

  it('refuses every hostile path, in every check', () => {
    for (const path of HOSTILE) {
      expect(isStorePath(path), JSON.stringify(path)).toBe(false)
      expect(splitUploadPath(path), JSON.stringify(path)).toBeNull()
      expect(isUploadPath('blog_images', path), JSON.stringify(path)).toBe(false)
    }
  })

  it('splits an upload path into its folder and name, for upload folders only', () => {
    expect(splitUploadPath('publications/kajian.pdf')).toEqual({ folder: 'publications', name: 'kajian.pdf' })
    expect(splitUploadPath('scripts/a.js')).toBeNull()
    expect(isStorePath('scripts/a.js')).toBe(true)
  })

  it('ties a path to its own folder', () => {
    expect(isUploadPath('blog_images', 'blog_images/a.jpg')).toBe(true)
    expect(isUploadPath('publication_images', 'blog_images/a.jpg')).toBe(false)
    expect(isUploadPath('cv', 'cv/rina.pdf')).toBe(true)
  })

  it('finds the upload folder of any object in one, whatever its name', () => {
    expect(uploadFolderOf('blog_images/a b.jpg')).toBe('blog_images')
    expect(uploadFolderOf('blog_images/')).toBeNull()
    expect(uploadFolderOf('blog_images/sub/a.jpg')).toBeNull()
    expect(uploadFolderOf('other/a.jpg')).toBeNull()
  })

  it('is the pattern storage.rules checks uploads with', () => {
    const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8')
    expect(rules).toContain(`name.matches('${STORED_NAME_PATTERN}')`)
  })
})
