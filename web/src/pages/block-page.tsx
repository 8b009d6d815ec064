import type { BlockPage } from '../../../shared/schemas/types'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { PreviewBanner, type PreviewInfo } from '../components/preview-banner'
import { PageBlockView, type BlockView } from './blocks/page-block'

export interface BlockPageProps {
  page: BlockPage
  /** The title shown in Indonesian for want of an English one: marked `lang="id"`. */
  titleFallback: boolean
  blocks: BlockView[]
  breadcrumbs: Breadcrumb[]
  preview?: PreviewInfo
}

/**
 * A page staff built from blocks, at its own path (decision 47). A page opening with a Hero block
 * is named by the hero's heading (its h1); any other opens with its title.
 */
export function BlockPageView({ page, titleFallback, blocks, breadcrumbs, preview }: BlockPageProps) {
  const heroFirst = blocks[0]?.block.type === 'hero'
  return (
    <div className="container page block-page">
      {preview ? <PreviewBanner preview={preview} publishedAt={page.publishedAt ?? ''} /> : null}
      <Breadcrumbs items={breadcrumbs} />
      <article className="block-page-body">
        {heroFirst ? null : <h1 lang={titleFallback ? 'id' : undefined}>{page.title}</h1>}
        {blocks.map((view, index) => (
          <PageBlockView key={index} view={view} first={index === 0} />
        ))}
      </article>
    </div>
  )
}
