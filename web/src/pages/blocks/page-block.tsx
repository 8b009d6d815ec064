/** One block of a block page, by its type (each type's view in this folder). */
import type { PageBlock } from '../../../../shared/collections/page-blocks'
import type { WithFallbacks } from '../../../../shared/i18n/fallbacks'
import type { PostView } from '../../../../shared/post-view'
import type { PracticeArea, Profile } from '../../../../shared/schemas/types'
import { ColumnsBlockView, FaqBlockView, QuoteBlockView, TextBlockView } from './content-blocks'
import { CtaBlockView, HeroBlockView, ImageBlockView } from './feature-blocks'
import { AttorneysBlockView, PracticeAreasBlockView, PublicationsBlockView } from './list-blocks'

/** A block with what the server read for it: the attorneys, areas or publications a list block shows. */
export interface BlockView {
  block: PageBlock
  attorneys?: WithFallbacks<Profile>[]
  areas?: PracticeArea[]
  posts?: PostView[]
}

export function PageBlockView({ view, first }: { view: BlockView; first: boolean }) {
  const { block } = view
  switch (block.type) {
    case 'text':
      return <TextBlockView block={block} />
    case 'image':
      return <ImageBlockView block={block} />
    case 'hero':
      return <HeroBlockView block={block} first={first} />
    case 'cta':
      return <CtaBlockView block={block} />
    case 'attorneys':
      return <AttorneysBlockView block={block} attorneys={view.attorneys ?? []} />
    case 'practiceAreas':
      return <PracticeAreasBlockView block={block} areas={view.areas ?? []} />
    case 'publications':
      return <PublicationsBlockView block={block} posts={view.posts ?? []} />
    case 'faq':
      return <FaqBlockView block={block} />
    case 'quote':
      return <QuoteBlockView block={block} />
    case 'columns':
      return <ColumnsBlockView block={block} />
  }
}
