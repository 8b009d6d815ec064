import type { Context } from 'hono'
import type { InterestChoice } from '../../../web/src/components/subscribe-form'
import type { AppEnv } from '../app-env'
import { allCategories, localizeTerms } from '../content/public-content'

/**
 * The categories the subscription form offers (web/src/components/subscribe-form.tsx), named in
 * the page's language; its practice areas and signed render time are the contact forms'
 * (collections/inquiries/form-context.ts). Never fails a page: on an error page, or when the
 * read fails, the form offers practice areas only.
 */
export async function subscribeFormContext(c: Context<AppEnv>): Promise<{ categories: InterestChoice[] }> {
  if (c.error) return { categories: [] }
  try {
    const categories = localizeTerms('categories', await allCategories(c.get('backend').content), c.get('lang') ?? 'id')
    return { categories: categories.map((category) => ({ id: category.id, name: category.name })) }
  } catch {
    return { categories: [] }
  }
}
