/**
 * A block page's rich texts through the one sanitizer (./sanitize-html.ts), as every rich-text
 * field is on save: the public page prints them as stored. A problem names its block, as the
 * block parser's do (shared/collections/page-blocks.ts).
 */
import { BLOCK_RICH_TEXT, blockMessage, type BlockIssue, type PageBlock } from '../../../shared/collections/page-blocks'
import { htmlToText } from '../../../shared/schemas/common'
import type { ContentStore, FileStore } from '../backends/ports'
import { checkRichTextImages } from './rich-text-images'
import { sanitizeRichText } from './sanitize-html'

/** Each block with its rich texts sanitized, or every problem found, each at its field. */
export function sanitizeBlocks(blocks: readonly PageBlock[]): { blocks: PageBlock[] } | { problems: BlockIssue[] } {
  const problems: BlockIssue[] = []
  const clean = blocks.map((block, index) => {
    const out = { ...block } as Record<string, unknown>
    for (const name of BLOCK_RICH_TEXT[block.type] as readonly string[]) {
      const sent = out[name]
      if (typeof sent !== 'string' || sent === '') continue
      const result = sanitizeRichText(sent)
      if ('problem' in result) {
        problems.push({ path: [index, name], message: blockMessage(index, block.type, result.problem) })
        continue
      }
      // Markup with no text left (an empty paragraph) is no text: the English falls back to Indonesian.
      out[name] = htmlToText(result.html).trim() === '' && !/<img|<iframe/i.test(result.html) ? '' : result.html
      if (out[name] === '' && !name.endsWith('En')) problems.push({ path: [index, name], message: blockMessage(index, block.type, 'teks harus diisi') })
    }
    return out as unknown as PageBlock
  })
  return problems.length ? { problems } : { blocks: clean }
}

/** Each block image that is not in the file store (deleted meanwhile, or a path never uploaded), as a problem at its block's image. */
export async function missingBlockImages(blocks: readonly PageBlock[], exists: (path: string) => Promise<boolean>): Promise<BlockIssue[]> {
  const problems = await Promise.all(
    blocks.map(async (block, index): Promise<BlockIssue | null> =>
      (block.type === 'image' || block.type === 'hero') && block.image && !(await exists(block.image)) ? { path: [index, 'image'], message: blockMessage(index, block.type, 'gambar tidak ditemukan. Unggah ulang gambarnya.') } : null,
    ),
  )
  return problems.filter((problem): problem is BlockIssue => problem !== null)
}

/**
 * The images in the blocks' rich texts, checked as a rich-text field's are
 * (./rich-text-images.ts): each described and still in Pustaka Media, its pixel size written.
 * Each problem at its block's field.
 */
export async function checkBlockTextImages(blocks: readonly PageBlock[], stores: { store: ContentStore; files: FileStore }): Promise<{ blocks: PageBlock[] } | { problems: BlockIssue[] }> {
  const problems: BlockIssue[] = []
  const checked = await Promise.all(
    blocks.map(async (block, index) => {
      const out = { ...block } as Record<string, unknown>
      for (const name of BLOCK_RICH_TEXT[block.type] as readonly string[]) {
        const html = out[name]
        if (typeof html !== 'string' || !html.includes('<img')) continue
        const result = await checkRichTextImages(html, stores)
        if ('problem' in result) problems.push({ path: [index, name], message: blockMessage(index, block.type, result.problem) })
        else out[name] = result.html
      }
      return out as unknown as PageBlock
    }),
  )
  return problems.length ? { problems } : { blocks: checked }
}
