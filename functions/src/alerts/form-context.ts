import type { Context } from 'hono'
import type { InterestChoice } from '../../../web/src/components/subscribe-form'
import type { AppEnv } from '../app-env'
import { localizeTerms } from '../content/public-content'
import { categoriesFor } from '../content/held-categories'
import { practiceAreasOfRequest } from '../content/request-practice-areas'
import { regulationCitationText } from '../../../shared/collections/regulations'
import type { Lang } from '../../../shared/i18n/langs'
import type { Regulation } from '../../../shared/schemas/types'
import type { ContentStore } from '../backends/ports'
import { FOLLOWED_REGULATIONS_MAX } from '../../../shared/collections/subscribers'

/**
 * Regulations as the subscription pages offer them to follow, in the order of `ids`: the
 * citation, the short name and the title in `lang` where written (`UU No. 27 Tahun 2022 (UU PDP):
 * Pelindungan Data Pribadi`). Ids of no regulation are left out; at most the bound is read.
 */
export async function regulationChoices(store: ContentStore, ids: readonly string[], lang: Lang): Promise<InterestChoice[]> {
  const wanted = [...new Set(ids)].slice(0, FOLLOWED_REGULATIONS_MAX)
  if (wanted.length === 0) return []
  const found = new Map(((await store.getMany('regulations', wanted)) as Regulation[]).map((r) => [r.id, r]))
  return wanted.flatMap((id) => {
    const regulation = found.get(id)
    if (!regulation) return []
    const title = lang === 'en' && regulation.titleEn ? regulation.titleEn : regulation.title
    return [{ id, name: `${regulationCitationText(regulation)}${regulation.abbreviation ? ` (${regulation.abbreviation})` : ''}: ${title}` }]
  })
}

/**
 * The interests the subscription form offers (web/src/components/subscribe-form.tsx), named in
 * the page's language: every category (on an English page by its English name, else its
 * Indonesian one, as English filters show them), and the published practice areas in the site's
 * order (on an English page those with an English version, as every English list: decision 30).
 * Its signed render time is the contact forms' (collections/inquiries/form-context.ts). Never
 * fails a page: on an error page, or when the read fails, the form offers no interests (a
 * subscription to everything).
 */
export async function subscribeFormContext(c: Context<AppEnv>): Promise<{ categories: InterestChoice[]; areas: InterestChoice[] }> {
  if (c.error) return { categories: [], areas: [] }
  try {
    const lang = c.get('lang') ?? 'id'
    // Kept per render cache generation (held-categories.ts): one query per generation, not per render.
    const [categories, areas] = await Promise.all([categoriesFor(c), practiceAreasOfRequest(c, lang)])
    return {
      categories: localizeTerms('categories', categories, lang).map((category) => ({ id: category.id, name: category.name })),
      areas: areas.map((area) => ({ id: area.id, name: area.name })),
    }
  } catch {
    return { categories: [], areas: [] }
  }
}
