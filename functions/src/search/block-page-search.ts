/**
 * A block page in the public search (decision 47): while published, in the Indonesian index
 * and, at `/en` + its path, in the English one, its texts in that language (an English text left
 * empty reads in Indonesian, as the page shows it). Its staff record comes from its module as
 * any collection's does (search-sync.ts `syncModuleItem`), which calls `syncBlockPagePublic`.
 */
import { blockText } from '../../../shared/collections/page-blocks'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { isPublishedAt, publishedConstraint } from '../../../shared/publish-rule'
import type { BlockPage } from '../../../shared/schemas/types'
import type { SearchRecord } from '../backends/ports'
import type { SearchSyncDeps } from './search-sync'
import { splitText } from './records'

/** The page's public records in `lang`. */
export function blockPageRecords(page: BlockPage, lang: Lang): SearchRecord[] {
  const parentId = `blockPages/${page.id}`
  const title = (lang === 'en' && page.titleEn ? page.titleEn : page.title).replace(/[\u0000-\u001f\u007f]/g, ' ')
  const text = page.blocks.map((block) => blockText(block, lang).trim() || blockText(block, 'id')).join(' ').replace(/\s+/g, ' ').trim()
  return splitText(text || title).map((part, index) => ({
    objectID: index === 0 ? parentId : `${parentId}#${index}`,
    parentId,
    type: 'page',
    collection: 'blockPages',
    title,
    text: part,
    url: localePath(lang, page.path),
    summary: text.slice(0, 240),
    tags: [],
    docId: page.id,
  }))
}

/** The page in both public indexes while published, in neither otherwise. */
export async function syncBlockPagePublic(deps: SearchSyncDeps, page: BlockPage): Promise<void> {
  const parentId = `blockPages/${page.id}`
  if (isPublishedAt(page, deps.now())) {
    await Promise.all([deps.search.upsert('public', blockPageRecords(page, 'id')), deps.search.upsert('public-en', blockPageRecords(page, 'en'))])
  } else {
    await Promise.all([deps.search.removeParents('public', [parentId]), deps.search.removeParents('public-en', [parentId])])
  }
}

/**
 * The public indexes in line with the clock for block pages (the scheduled sweep): pages whose
 * date has come are added, pages no longer published (a draft again, deleted) removed. One
 * indexed query.
 */
export async function sweepBlockPages(deps: SearchSyncDeps, now: string, indexed: ReadonlySet<string>): Promise<{ added: number; removed: number }> {
  const [published, indexedEn] = await Promise.all([deps.store.query('blockPages', { where: [publishedConstraint(now)] }) as Promise<BlockPage[]>, deps.search.parentIds('public-en')])
  const shouldBe = new Set(published.map((page) => `blockPages/${page.id}`))
  let added = 0
  for (const page of published) {
    const parentId = `blockPages/${page.id}`
    if (indexed.has(parentId) && indexedEn.has(parentId)) continue
    await syncBlockPagePublic(deps, page)
    added++
  }
  const stale = (ids: ReadonlySet<string>) => [...ids].filter((id) => id.startsWith('blockPages/') && !shouldBe.has(id))
  const [gone, goneEn] = [stale(indexed), stale(indexedEn)]
  await Promise.all([gone.length ? deps.search.removeParents('public', gone) : null, goneEn.length ? deps.search.removeParents('public-en', goneEn) : null])
  return { added, removed: gone.length }
}
