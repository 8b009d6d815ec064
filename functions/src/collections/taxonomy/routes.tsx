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

/** A slug for a new category or tag: from its name, with a number added when taken. */
async function freeSlug(store: ContentStore, kind: TaxonomyKind, name: string): Promise<string> {
  const base = slugify(name) || KINDS[kind].collection.labels.noun
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const [taken] = await store.query(kind, { where: [{ field: 'slug', op: '==', value: candidate }], limit: 1 })
    if (!taken) return candidate
  }
  return `${base}-${Date.now().toString(36)}`
}

/**
 * Another item with the same name, ignoring case, accents, spacing and punctuation: two
 * categories that read alike would show twice in every filter. Categories and tags number in
 * the tens, so they are compared in memory.
 */
async function nameTaken(store: ContentStore, kind: TaxonomyKind, name: string, exceptId?: string) {
  const key = nameKey(name)
  const all = await store.query(kind)
  return all.find((item) => item.id !== exceptId && nameKey(item.name) === key) ?? null
}

/** /dashboard/categories and /dashboard/tags: list, create, rename, delete (refused while in use). */
export function taxonomyRoutes(kind: TaxonomyKind) {
  const app = new Hono<AppEnv>()
  const base = `/dashboard/${kind}`
  const { collection, taken } = KINDS[kind]
  const { title, notices } = collection.labels

  const render = async (c: Context<AppEnv>, extra: Partial<TaxonomyPageProps> = {}, status = 200) => {
    const store = c.get('backend').content
    const items = (await store.query(kind, { orderBy: [{ field: 'name' }] })).sort(byName)
    const usages = await Promise.all(items.map((item) => usageOf(store, kind, item.id)))
    const props: TaxonomyPageProps = {
      kind,
      items: items.map((item, index) => ({ id: item.id, name: item.name, slug: item.slug, version: item.version, usage: usages[index]!.count })),
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
    const name = submission.value.name
    if (await nameTaken(store, kind, name)) {
      return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: { name: [taken] } }) } }, 409)
    }
    try {
      await store.create(kind, { name, slug: await freeSlug(store, kind, name) }, { actor: c.get('session')!.user.uid })
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error
      return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: { name: [taken] } }) } }, 409)
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
    if (await nameTaken(store, kind, submission.value.name, id)) {
      return render(c, { result: { formId, reply: submission.reply({ fieldErrors: { name: [taken] } }) }, editingId: id }, 409)
    }
    try {
      // The slug stays: links already shared keep working after a rename.
      await store.update(kind, id, { name: submission.value.name, slug: current.slug }, {
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
