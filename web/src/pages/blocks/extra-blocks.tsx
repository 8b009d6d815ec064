/**
 * The blocks staff add after a fixed page's copy (About, Career, Contact; decision 48): the block
 * pages' own views, in order. A page's title is its fixed heading, so no block is its first part
 * (a Hero block here is a section, its heading an h2).
 */
import { PageBlockView, type BlockView } from './page-block'

export function ExtraBlocks({ blocks }: { blocks: readonly BlockView[] | undefined }) {
  if (!blocks?.length) return null
  return (
    <div className="page-extra-blocks">
      {blocks.map((view, index) => (
        <PageBlockView key={index} view={view} first={false} />
      ))}
    </div>
  )
}
