import type { Context } from 'hono'
import type { InterestChoice } from '../../../web/src/components/subscribe-form'
import type { AppEnv } from '../app-env'
import { allCategories, localizeTerms, practiceAreas } from '../content/public-content'

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
    const store = c.get('backend').content
    const lang = c.get('lang') ?? 'id'
    const [categories, areas] = await Promise.all([allCategories(store), practiceAreas(store, c.get('now'), lang)])
    return {
      categories: localizeTerms('categories', categories, lang).map((category) => ({ id: category.id, name: category.name })),
      areas: areas.map((area) => ({ id: area.id, name: area.name })),
    }
  } catch {
    return { categories: [], areas: [] }
  }
}
