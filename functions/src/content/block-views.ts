/**
 * What a page's blocks show (decision 47): the list blocks' attorneys, areas and publications,
 * read for a block page and for the blocks after a fixed page's copy (decision 48) alike, and
 * the schema.org FAQPage of their Tanya-jawab blocks.
 */
import type { PageBlock } from '../../../shared/collections/page-blocks'
import type { Lang } from '../../../shared/i18n/langs'
import type { BlockView } from '../../../web/src/pages/blocks/page-block'
import type { ContentStore } from '../backends/ports'
import { listPublishedPosts, localizeProfile, practiceAreaAttorneys, practiceAreas, resolvePosts } from './public-content'

/** What each list block shows, read in parallel: its attorneys, the areas, the latest publications. */
export async function resolveBlocks(store: ContentStore, blocks: readonly PageBlock[], now: Date, lang: Lang): Promise<BlockView[]> {
  let areas: ReturnType<typeof practiceAreas> | null = null
  const allAreas = () => (areas ??= practiceAreas(store, now, lang))
  return Promise.all(
    blocks.map(async (block): Promise<BlockView> => {
      if (block.type === 'attorneys') {
        if (block.source === 'area') return { block, attorneys: await practiceAreaAttorneys(store, block.area, lang) }
        const found = await store.getMany('profiles', block.ids)
        return { block, attorneys: found.filter((profile) => profile.kind === 'attorney').map((profile) => localizeProfile(profile, lang)) }
      }
      if (block.type === 'practiceAreas') return { block, areas: await allAreas() }
      if (block.type === 'publications') {
        const { items } = await listPublishedPosts(store, 'publications', now, { perPage: block.count, lang, ...(block.category ? { categoryId: block.category } : {}) })
        return { block, posts: await resolvePosts(store, 'publications', items, lang) }
      }
      return { block }
    }),
  )
}

/** schema.org FAQPage of a page's Tanya-jawab blocks, in the page's language (null without one). */
export function faqLd(blocks: readonly PageBlock[], lang: Lang): object | null {
  const items = blocks.flatMap((block) => (block.type === 'faq' ? block.items : []))
  if (items.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang === 'id' ? 'id-ID' : 'en',
    mainEntity: items.map((item) => {
      const english = lang === 'en' && item.questionEn && item.answerEn
      return { '@type': 'Question', name: english ? item.questionEn : item.question, acceptedAnswer: { '@type': 'Answer', text: english ? item.answerEn : item.answer } }
    }),
  }
}
