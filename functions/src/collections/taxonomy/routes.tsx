import { parseWithZod } from '@conform-to/zod/v4'
import { Hono, type Context } from 'hono'
import { MSG } from '../../../../shared/schemas/messages'
import { byName, nameKey } from '../../../../shared/schemas/common'
import { isSlugOf, TERM_FIELDS, TERM_MSG, termSlugBase, TypedSlugSchema, type TermLang } from '../../../../shared/collections/taxonomy-fields'
import { followSave } from '../../redirects/redirect-writes'
import { categories } from '../../../../shared/collections/categories'
import { tags } from '../../../../shared/collections/tags'
import { blogs as blogModule } from '../../../../shared/collections/blogs'
import { publications as publicationModule } from '../../../../shared/collections/publications'
import type { TermData, TaxonomyPageProps, TaxonomyKind, TaxonomyUsage } from '../../../../web/src/dashboard/collections/taxonomy/list-page'
import type { ListAlert, ListPageProps } from '../../../../shared/collections/list'
import type { Category, Tag } from '../../../../shared/schemas/types'
import { renderList, staleDelete, type ListSource } from '../list-route'
import type { AppEnv } from '../../app-env'
import { StaleVersionError, UniqueConstraintError, type ContentStore } from '../../backends/ports'
import { actorOf, trashFromRoute } from '../../trash/trash-route'
import { moveAndDelete } from './move-and-delete'
import { collectionGuard } from '../../auth/guards'
import { notFound } from '../../routes/not-found'
import { readForm, refusedReply } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'

/** Each kind's module (form schema, labels, notices), the refusal of a name already in use, and the notice of a move. */
const KINDS = {
  categories: { collection: categories, taken: MSG.categoryTaken, merged: 'category-merged' },
  tags: { collection: tags, taken: MSG.tagTaken, merged: 'tag-merged' },
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

/** Where each language keeps a category's or tag's name and slug (English beside Indonesian). */
const LANG_FIELDS = TERM_FIELDS

/** The item of `kind` other than `exceptId` that holds `slug` in `lang`, if any. */
async function slugHolder(store: ContentStore, kind: TaxonomyKind, slug: string, lang: TermLang, exceptId?: string) {
  const holders = await store.query(kind, { where: [{ field: LANG_FIELDS[lang].slug, op: '==', value: slug }], limit: 2 })
  return holders.find((item) => item.id !== exceptId) ?? null
}

/**
 * A slug for a category or tag in one language: from its name in that language, with a number
 * added when another item holds it among that language's slugs (an English slug is unique among
 * the English ones, decision 30). An English "&" reads "and", where the Indonesian one reads "dan".
 */
async function freeSlug(store: ContentStore, kind: TaxonomyKind, name: string, lang: TermLang = 'id', exceptId?: string): Promise<string> {
  const base = termSlugBase(name, lang) || KINDS[kind].collection.labels.noun
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await slugHolder(store, kind, candidate, lang, exceptId))) return candidate
  }
  return `${base}-${Date.now().toString(36)}`
}

/** A language's slug after a rename, whether staff fixed it by hand, or why it cannot be saved. */
type RenamedSlug = { slug: string | null; byHand: boolean } | { error: string }

/**
 * The slug a rename leaves an item with in one language (decision 35). The form
 * shows the slug beside the name: a slug typed there (other than the stored one and other than
 * the name's own) is staff's, kept from now on; an emptied one follows the name again; one left
 * as it was follows the new name unless it was fixed by hand. A slug that follows keeps its
 * number when the name's slug is unchanged (`pajak-2` stays for "Pajak"), else is made afresh.
 * `typed` is undefined when the form sent no slug field (the name alone).
 */
async function renamedSlug(
  store: ContentStore,
  kind: TaxonomyKind,
  lang: TermLang,
  current: { id: string; slug: string | null; byHand: boolean },
  name: string | null,
  typed: string | undefined,
): Promise<RenamedSlug> {
  // Without a name in this language (an English name removed) there is no slug in it.
  if (!name) return { slug: null, byHand: false }
  const base = termSlugBase(name, lang)
  const parsed = typed === undefined ? null : TypedSlugSchema.safeParse(typed.trim())
  if (parsed && !parsed.success) return { error: parsed.error.issues[0]?.message ?? MSG.slug }
  const value = parsed?.data
  const follows = async () => ({
    slug: current.slug && isSlugOf(current.slug, base) ? current.slug : await freeSlug(store, kind, name, lang, current.id),
    byHand: false,
  })
  if (value === undefined || value === current.slug) return current.byHand && current.slug ? { slug: current.slug, byHand: true } : follows()
  if (value === '' || value === base) return follows()
  if (await slugHolder(store, kind, value, lang, current.id)) return { error: TERM_MSG.slugTaken(KINDS[kind].collection.labels.noun) }
  return { slug: value, byHand: true }
}

/**
 * Another item with the same name in the same language, ignoring case, accents, spacing and
 * punctuation: two categories that read alike would show twice in every filter of that
 * language's pages. Categories and tags number in the tens, so they are compared in memory.
 */
async function nameTaken(store: ContentStore, kind: TaxonomyKind, name: string, exceptId?: string, lang: TermLang = 'id') {
  const key = nameKey(name, lang)
  const field = LANG_FIELDS[lang].name
  const all = await store.query(kind)
  return all.find((item) => item.id !== exceptId && typeof item[field] === 'string' && item[field] !== '' && nameKey(item[field], lang) === key) ?? null
}

/** The refusals of names that read like another item's, each on its own field (Indonesian, then English). */
async function takenNames(store: ContentStore, kind: TaxonomyKind, value: { name: string; nameEn?: string | null }, exceptId?: string) {
  const { taken } = KINDS[kind]
  const errors: Record<string, string[]> = {}
  if (await nameTaken(store, kind, value.name, exceptId)) errors.name = [taken]
  if (value.nameEn && (await nameTaken(store, kind, value.nameEn, exceptId, 'en'))) errors.nameEn = [taken]
  return Object.keys(errors).length ? errors : null
}

/** /dashboard/categories and /dashboard/tags: list, create, rename, delete (one in use: its posts moved to another, a tag merged, in the same confirmed step). */
export function taxonomyRoutes(kind: TaxonomyKind) {
  const app = new Hono<AppEnv>()
  const base = `/dashboard/${kind}`
  const { collection } = KINDS[kind]
  const { notices } = collection.labels

  /** Every item by name with how many posts use it; added above the list, renamed in its row. */
  const list: ListSource<Category | Tag> = {
    module: collection,
    page: 'taxonomy',
    read: async (c) => (await c.get('backend').content.query(kind, { orderBy: [{ field: 'name' }] })).sort(byName),
    async rows(c, items) {
      const usages = await Promise.all(items.map((item) => usageOf(c.get('backend').content, kind, item.id)))
      return items.map((item, index) => {
        const usage = usages[index]!.count
        const term: TermData = {
          nameEn: item.nameEn ?? '',
          slug: item.slug,
          slugEn: item.slugEn ?? '',
          slugByHand: item.slugByHand === true,
          slugEnByHand: item.slugEnByHand === true,
          version: item.version,
          usage,
        }
        return {
          id: item.id,
          name: item.name,
          cells: { name: item.name, slug: item.slug, usage: `${usage} konten` },
          actions: [
            { kind: 'custom', name: 'rename' },
            // Renamed in the row, so its history has a link of its own.
            { kind: 'link', label: 'Riwayat', href: `${base}/${item.id}/history`, name: `Riwayat ${item.name}` },
            { kind: 'custom', name: 'delete' },
          ],
          data: { ...term },
        }
      })
    },
  }

  const render = (c: Context<AppEnv>, extra: Partial<Omit<TaxonomyPageProps, keyof ListPageProps>> = {}, status = 200, alerts?: ListAlert[]) =>
    renderList(c, list, { props: { kind, ...extra }, status, ...(alerts ? { alerts } : {}) })

  app.get(base, collectionGuard('edit', kind), (c) => render(c))

  app.post(base, collectionGuard('edit', kind), async (c) => {
    const store = c.get('backend').content
    const submission = parseWithZod(await readForm(c), { schema: collection.formSchema })
    if (submission.status !== 'success') {
      return render(c, { result: { formId: 'create', reply: refusedReply(submission.reply()) } }, 400)
    }
    const { name, nameEn } = submission.value
    const refused = await takenNames(store, kind, submission.value)
    if (refused) return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: refused }) } }, 409)
    try {
      const slugs = { slug: await freeSlug(store, kind, name), slugEn: nameEn ? await freeSlug(store, kind, nameEn, 'en') : null, slugByHand: false, slugEnByHand: false }
      await store.create(kind, { name, nameEn, ...slugs }, { actor: c.get('session')!.user.uid })
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error
      return render(c, { result: { formId: 'create', reply: submission.reply({ fieldErrors: { name: [KINDS[kind].taken] } }) } }, 409)
    }
    return redirectWithNotice(c, base, notices.created)
  })

  app.post(`${base}/:id`, collectionGuard('edit', kind), async (c) => {
    const store = c.get('backend').content
    const id = c.req.param('id')
    const formId = `rename-${id}`
    const form = await readForm(c)
    const submission = parseWithZod(form, { schema: collection.formSchema })
    if (submission.status !== 'success') return render(c, { result: { formId, reply: refusedReply(submission.reply()) }, editingId: id }, 400)
    const current = await store.get(kind, id)
    if (!current) notFound()
    const refused = await takenNames(store, kind, submission.value, id)
    if (refused) return render(c, { result: { formId, reply: submission.reply({ fieldErrors: refused }) }, editingId: id }, 409)
    const { name, nameEn } = submission.value
    // Each slug follows its name unless staff fixed it by hand; the slug fields are
    // read as sent (Conform reads an emptied field as absent, and empty means "follow").
    const typed = (field: string) => (form.has(field) ? String(form.get(field) ?? '') : undefined)
    const [slug, slugEn] = await Promise.all([
      renamedSlug(store, kind, 'id', { id, slug: current.slug, byHand: current.slugByHand === true }, name, typed('slug')),
      renamedSlug(store, kind, 'en', { id, slug: current.slugEn ?? null, byHand: current.slugEnByHand === true }, nameEn, typed('slugEn')),
    ])
    if ('error' in slug || 'error' in slugEn) {
      const fieldErrors = { ...('error' in slug ? { slug: [slug.error] } : {}), ...('error' in slugEn ? { slugEn: [slugEn.error] } : {}) }
      return render(c, { result: { formId, reply: submission.reply({ fieldErrors }) }, editingId: id }, 400)
    }
    const actor = c.get('session')!.user.uid
    let updated
    try {
      updated = await store.update(
        kind,
        id,
        { name, nameEn, slug: slug.slug ?? current.slug, slugEn: slugEn.slug, slugByHand: slug.byHand, slugEnByHand: slugEn.byHand },
        { actor, expectedVersion: submission.value.version },
      )
    } catch (error) {
      if (error instanceof StaleVersionError) {
        return render(c, { result: { formId, reply: submission.reply({ formErrors: [MSG.stale] }) }, editingId: id }, 409)
      }
      if (error instanceof UniqueConstraintError) {
        // Taken between the check and the write.
        return render(c, { result: { formId, reply: submission.reply({ fieldErrors: { slug: [TERM_MSG.slugTaken(collection.labels.noun)] } }) }, editingId: id }, 409)
      }
      throw error
    }
    // The old filter addresses (`/blogs?category=old`, and the English ones) lead to the new
    // ones with one 301, as a post's old address does (decision 27).
    await followSave(store, kind, current, updated, c.get('now'), actor)
    return redirectWithNotice(c, base, notices.saved)
  })

  app.post(`${base}/:id/delete`, collectionGuard('delete', kind), async (c) => {
    const store = c.get('backend').content
    const id = c.req.param('id')
    const form = await readForm(c)
    const item = await store.get(kind, id)
    if (!item) return redirectWithNotice(c, base, notices.deleted)
    const usage = await usageOf(store, kind, id)
    const version = Number(form.get('version'))
    if (usage.count > 0) {
      // In use: its posts move to the chosen target first, then it goes. Without a
      // target (a form without JavaScript, or none chosen) the page lists the posts and asks for one.
      const target = String(form.get('target') ?? '').trim()
      const blocked = { id, name: item.name, usage, version: item.version }
      if (!target) return render(c, { blocked: { ...blocked, ...(form.has('target') ? { error: TERM_MSG.targetRequired(collection.labels.noun) } : {}) } }, 409)
      const outcome = await moveAndDelete(store, kind, id, target, actorOf(c), { now: c.get('now'), ...(Number.isInteger(version) ? { expectedVersion: version } : {}) })
      if (outcome.ok || outcome.reason === 'missing') return redirectWithNotice(c, base, outcome.ok ? KINDS[kind].merged : notices.deleted)
      if (outcome.reason === 'stale') return render(c, {}, 409, [staleDelete(item.name)])
      if (outcome.reason === 'target') return render(c, { blocked: { ...blocked, error: TERM_MSG.targetGone(collection.labels.noun) } }, 409)
      return render(c, { blocked: { ...blocked, usage: await usageOf(store, kind, id), error: TERM_MSG.busy } }, 409)
    }
    if ((await trashFromRoute(c, kind, id, Number.isInteger(version) ? version : undefined)) === 'stale') return render(c, {}, 409, [staleDelete(item.name)])
    return redirectWithNotice(c, base, notices.deleted)
  })

  return app
}
