import { describe, expect, it } from 'vitest'
import { BLOCK_PAGE_MSG, blockPages, hasPagePathShape, pagePathProblem } from './block-pages'

describe('a block page path', () => {
  it('is lowercase words, digits and hyphens in slash-separated segments', () => {
    for (const path of ['/pro-bono', '/layanan/pro-bono', '/2026', '/a/b/c/d']) expect(pagePathProblem(path), path).toBeNull()
    for (const path of ['pro-bono', '/Pro-Bono', '/pro_bono', '/pro--bono', '/-pro', '/pro/', '//pro', '/pro bono', '/a/b/c/d/e', '/', '/é'])
      expect(pagePathProblem(path), path).not.toBeNull()
    expect(pagePathProblem('')).toBe(BLOCK_PAGE_MSG.pathRequired)
  })

  it('never starts with a segment of the site’s own routes', () => {
    expect(pagePathProblem('/about')).toBe(BLOCK_PAGE_MSG.pathReserved('about'))
    expect(pagePathProblem('/en/pro-bono')).toBe(BLOCK_PAGE_MSG.pathReserved('en'))
    expect(pagePathProblem('/dashboard/x')).toBe(BLOCK_PAGE_MSG.pathReserved('dashboard'))
    expect(pagePathProblem('/about-us')).toBeNull()
    expect(hasPagePathShape('/wp-login.php')).toBe(false)
  })

  it('is trimmed and loses a trailing slash in the form, and is unique and indexed in the store', () => {
    const parsed = blockPages.formSchema.safeParse({ title: 'Pro Bono', path: ' /pro-bono/ ', blocks: '[]' })
    expect(parsed.success && parsed.data.path).toBe('/pro-bono')
    expect(blockPages.spec.unique).toContain('path')
    expect(blockPages.spec.indexed).toEqual(expect.arrayContaining(['path', 'publishedAt']))
  })
})
