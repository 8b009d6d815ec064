import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { MSG } from '../../../../shared/schemas/messages'
import { byName, nameKey, slugify } from '../../../../shared/schemas/common'
import { categories } from '../../../../shared/collections/categories'
import { tags } from '../../../../shared/collections/tags'
import { blogs as blogModule } from '../../../../shared/collections/blogs'
import { publications as publicationModule } from '../../../../shared/collections/publications'
import type { TaxonomyPageProps, TaxonomyKind, TaxonomyUsage } from '../../../../web/src/dashboard/collections/taxonomy/list-page'
import type { AppEnv } from '../../app-env'
import { StaleVersionError, UniqueConstraintError, type ContentStore } from '../../backends/ports'
import { trashFromRoute } from '../../trash/trash-route'
import { guards } from '../../auth/guards'
import { renderDashboard } from '../../render/dashboard-renderer'
import { notFound } from '../../routes/not-found'
import { readForm, refusedReply } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'

/** Each kind's module (form schema, labels, notices) and the refusal of a name already in use. */
const KINDS = {
  categories: { collection: categories, taken: MSG.categoryTaken },
  tags: { collection: tags, taken: MSG.tagTaken },
} as const

/** Blogs and publications that use a category or tag (titles of the first few). */
export async function usageOf(store: ContentStore, kind: TaxonomyKind, id: string): Promise<TaxonomyUsage> {
  const where = [kind === 'categories' ? { field: 'categoryId', op: '==' as const, value: id } : { field: 'tagIds', op: 'array-contains' as const, value: id }]
  const [blogCount, publicationCount, blogs, publications] = await Promise.all([
    store.count('blogs', { where }),
    store.count('publications', { where }),
    store.query('blogs', { where, orderBy: [{ field: 'publishedAt', direction: 'desc' }], limit: 5 }),
    store.query('publications', { where, orderBy: [{ field: 'publishedAt', direction: 'desc' }], limit: 5 }),
  ])
  return {
    count: blogCount + publicationCount,
    items: [
      ...blogs.map((b) => ({ title: b.title, href: `/dashboard/blogs/${b.id}/edit`, type: blogModule.labels.title })),
      ...publications.map((p) => ({ title: p.title, href: `/dashboard/publications/${p.id}/edit`, type: publicationModule.labels.title })),
    ].slice(0, 5),
  }
}

/** Where each language keeps a category's or tag's name and slug (issue 15: English beside Indonesian). */
const LANG_FIELDS = {
  id: { name: 'name', slug: 'slug' },
  en: { name: 'nameEn', slug: 'slugEn' },
} as const
type TermLang = keyof typeof LANG_FIELDS

/**
 * A slug for a new category or tag in one language: from its name in that language, with a
 * number added when taken among that language's slugs (an English slug is unique among the
 * English ones, decision 30). An English "&" reads "and", where the Indonesian one reads "dan".
 */
async function freeSlug(store: ContentStore, kind: TaxonomyKind, name: string, lang: TermLang = 'id'): Promise<string> {
  const base = slugify(lang === 'en' ? name.replace(/&/g, ' and ') : name) || KINDS[kind].collection.labels.noun
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const [taken] = await store.query(kind, { where: [{ field: LANG_FIELDS[lang].slug, op: '==', value: candidate }], limit: 1 })
    if (!taken) return candidate
  }
  return `${base}-${Date.now().toString(36)}`
}

/**
 * Another item with the same name in the same language, ignoring case, accents, spacing and
 * punctuation: two categories that read alike would show twice in every filter of that
 * language's pages. Categories and tags number in the tens, so they are compared in memory.
 */
async function nameTaken(store: ContentStore, kind: TaxonomyKind, name: string, exceptId?: string, lang: TermLang = 'id') {
  const key = nameKey(name)
  const field = LANG_FIELDS[lang].name
  const all = await store.query(kind)
  return all.find((item) => item.id !== exceptId && typeof item[field] === 'string' && item[field] !== '' && nameKey(item[field]) === key) ?? null
}

/** The refusals of names that read like another item's, each on its own field (Indonesian, then English). */
async function takenNames(store: ContentStore, kind: TaxonomyKind, value: { name: string; nameEn?: string | null }, exceptId?: string) {
  const { taken } = KINDS[kind]
  const errors: Record<string, string[]> = {}
  if (await nameTaken(store, kind, value.name, exceptId)) errors.name = [taken]
  if (value.nameEn && (await nameTaken(store, kind, value.nameEn, exceptId, 'en'))) errors.nameEn = [taken]
  return Object.keys(errors).length ? errors : null
}

/** /dashboard/categories and /dashboard/tags: list, create, rename, delete (refused while in use). */
export function taxonomyRoutes(kind: TaxonomyKind) {
  const app = new Hono<AppEnv>()
  const base = `/dashboard/${kind}`
  const { collection } = KINDS[kind]
  const { title, notices } = collection.labels

  const render = async (c: Context<AppEnv>, extra: Partial<TaxonomyPageProps> = {}, status = 200) => {
    const store = c.get('backend').content
    const items = (await store.query(kind, { orderBy: [{ field: 'name' }] })).sort(byName)
    const usages = await Promise.all(items.map((item) => usageOf(store, kind, item.id)))
    const props: TaxonomyPageProps = {
      kind,
      items: items.map((item, index) => ({
        id: item.id,
        name: item.name,
        slug: item.slug,
        nameEn: item.nameEn ?? '',
        slugEn: item.slugEn ?? '',
        version: item.version,
        usage: usages[index]!.count,
      })),
      ...extra,
    }
    return renderDashboard(c, 'taxonomy', props, { title, status })
  }

  app.get(base, guards('auth'), (c) => render(c))

  app.post(base, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const submission = parseWithZod(await readForm(c), { schema: collection.formSchema })
    if (submission.status !== 'success') {
      return render(c, { result: { formId: 'create', reply: refusedReply(submission.reply()) } }, 400)
    }
    const { name, nameEn } = submission.value
    const refused = await takenNames(store, kind, submission.value)
    if (refused) return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: refused }) } }, 409)
    try {
      const slugs = { slug: await freeSlug(store, kind, name), slugEn: nameEn ? await freeSlug(store, kind, nameEn, 'en') : null }
      await store.create(kind, { name, nameEn, ...slugs }, { actor: c.get('session')!.user.uid })
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error
      return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: { name: [KINDS[kind].taken] } }) } }, 409)
    }
    return redirectWithNotice(c, base, notices.created)
  })

  app.post(`${base}/:id`, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const id = c.req.param('id')
    const formId = `rename-${id}`
    const submission = parseWithZod(await readForm(c), { schema: collection.formSchema })
    if (submission.status !== 'success') return render(c, { result: { formId, reply: refusedReply(submission.reply()) }, editingId: id }, 400)
    const current = await store.get(kind, id)
    if (!current) notFound()
    const refused = await takenNames(store, kind, submission.value, id)
    if (refused) return render(c, { result: { formId, reply: submission.reply({ fieldErrors: refused }) }, editingId: id }, 409)
    const { name, nameEn } = submission.value
    // The English slug is made once, when an English name is first given, and then stays as the
    // Indonesian one does; without an English name the item has no English slug.
    const slugEn = nameEn ? (current.nameEn && current.slugEn ? current.slugEn : await freeSlug(store, kind, nameEn, 'en')) : null
    try {
      // The slug stays: links already shared keep working after a rename.
      await store.update(kind, id, { name, nameEn, slug: current.slug, slugEn }, {
        actor: c.get('session')!.user.uid,
        expectedVersion: submission.value.version,
      })
    } catch (error) {
      if (error instanceof StaleVersionError) {
        return render(c, { result: { formId, reply: submission.reply({ formErrors: [MSG.stale] }) }, editingId: id }, 409)
      }
      throw error
    }
    return redirectWithNotice(c, base, notices.saved)
  })

  app.post(`${base}/:id/delete`, guards('auth'), async (c) => {
    const store = c.get('backend').content
    const id = c.req.param('id')
    const form = await readForm(c)
    const item = await store.get(kind, id)
    if (!item) return redirectWithNotice(c, base, notices.deleted)
    const usage = await usageOf(store, kind, id)
    if (usage.count > 0) {
      return render(c, { blocked: { id, name: item.name, usage } }, 409)
    }
    const version = Number(form.get('version'))
    if ((await trashFromRoute(c, kind, id, Number.isInteger(version) ? version : undefined)) === 'stale') return render(c, { staleDelete: item.name }, 409)
    return redirectWithNotice(c, base, notices.deleted)
  })

  return app
}
