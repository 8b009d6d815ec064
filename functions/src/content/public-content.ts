/**
 * The public read model, shared across collections: what visitors may see of each collection
 * in each edition, as the public pages, feeds, sitemap and search read it. It lives apart from
 * the collections' folders because one page reads many collections (an attorney's page lists
 * their posts; a practice area's, its team), while each collection's own pages are in
 * functions/src/collections/<name>/public-routes.tsx. The rest of functions/src/content/ is the
 * same model's other parts: the site settings and offices (site.ts), the fixed pages' copy
 * (pages.ts), the saved orders (orderings.ts), the English edition (english-edition.ts), and
 * the rules that shape stored text for every reader (sanitize-html.ts, phone-numbers.ts).
 *
 * Only items whose published date is not in the future are ever returned here, by the one
 * publish rule (shared/publish-rule.ts).
 */
import { isPublishedAt, PUBLISH_FIELD, PUBLISH_FIELD_EN, publishedConstraint, scheduledConstraint, type Published } from '../../../shared/publish-rule'
import { POST_MODULES } from '../../../shared/collections'
import { BLOCK_RICH_TEXT, blockImagePaths, type PageBlock } from '../../../shared/collections/page-blocks'
import { richTextImagePaths } from '../../../shared/rich-text/images'
import { categories as categoryModule } from '../../../shared/collections/categories'
import { practiceAreas as practiceAreaModule } from '../../../shared/collections/practice-areas'
import { profiles as profileModule } from '../../../shared/collections/profiles'
import { tags as tagModule } from '../../../shared/collections/tags'
import { withFallbacks, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { localize } from '../../../shared/i18n/localize'
import { localePath, type Lang } from '../../../shared/i18n/langs'
import { CLOSING_FIELD, closingInstant, openConstraints } from '../../../shared/opening-rule'
import { byName } from '../../../shared/schemas/common'
import type { PostCollection } from '../../../shared/schemas/post'
import type { Blog, Category, PracticeArea, Profile, Publication, Tag } from '../../../shared/schemas/types'
import type { Post, PostView } from '../../../shared/post-view'
import type { ContentStore, Where } from '../backends/ports'
import { applyOrdering, orderingId, readOrdering } from './orderings'
import { practiceAreaUrl } from '../../../shared/urls'

export type { Post, PostCollection, PostView }

export interface PostListOptions {
  page?: number
  perPage: number
  categoryId?: string
  tagId?: string
  authorId?: string
  /** The edition listed: English lists hold only posts with an English version (decision 30). */
  lang?: Lang
  /**
   * A list that shows no pages (the home page's latest posts): no count of the whole list, which
   * is one more call on a new instance and on Firestore walks the index of every post it counts.
   */
  withoutTotal?: boolean
}

/** The field that dates a post in `lang`'s edition. */
const publishField = (lang: Lang = 'id') => (lang === 'en' ? PUBLISH_FIELD_EN : PUBLISH_FIELD)

/** A post as a page in `lang` reads it (its English fields in place on an English page). */
export function localizePost<P extends Blog | Publication>(collection: PostCollection, post: P, lang: Lang = 'id'): P {
  return lang === 'id' ? post : localize(POST_MODULES[collection], post, lang)
}

function publishedWhere(now: Date, options: Partial<PostListOptions> = {}): Where[] {
  const where: Where[] = [publishedConstraint(now, publishField(options.lang))]
  if (options.categoryId) where.push({ field: 'categoryId', op: '==', value: options.categoryId })
  if (options.tagId) where.push({ field: 'tagIds', op: 'array-contains', value: options.tagId })
  if (options.authorId) where.push({ field: 'authorIds', op: 'array-contains', value: options.authorId })
  return where
}

export async function listPublishedPosts<C extends PostCollection>(
  store: ContentStore,
  collection: C,
  now: Date,
  options: PostListOptions,
) {
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const where = publishedWhere(now, options)
  const read = () =>
    store.query(collection, {
      where,
      orderBy: [{ field: publishField(options.lang), direction: 'desc' }],
      limit: options.perPage,
      offset: (page - 1) * options.perPage,
    })
  // Page 1 beside the count; a later page once the count says it exists. A page past the end
  // reads the count alone: Firestore bills an offset as every document it skips, so each
  // uncached `?page=999999` would cost the whole archive (a deep page's miss waits one round trip more).
  const [items, total] = options.withoutTotal
    ? [await read(), undefined]
    : page === 1
      ? await Promise.all([read(), store.count(collection, { where })])
      : await store.count(collection, { where }).then(async (total) => [page <= Math.ceil(total / options.perPage) ? await read() : [], total] as const)
  const localized = items.map((item) => localizePost(collection, item as Blog | Publication, options.lang))
  const counted = total ?? (page - 1) * options.perPage + items.length
  return { items: localized as Published<C extends 'blogs' ? Blog : Publication>[], total: counted, page, pages: Math.max(1, Math.ceil(counted / options.perPage)) }
}

/** The latest `limit` published posts of `lang`'s edition written by any of `authorIds` (at most 30: one query). */
export async function publishedPostsByAnyAuthor<C extends PostCollection>(store: ContentStore, collection: C, authorIds: readonly string[], now: Date, limit: number, lang: Lang = 'id') {
  if (authorIds.length === 0) return []
  const items = await store.query(collection, {
    where: [publishedConstraint(now, publishField(lang)), { field: 'authorIds', op: 'array-contains-any', value: authorIds }],
    orderBy: [{ field: publishField(lang), direction: 'desc' }],
    limit,
  })
  return items.map((item) => localizePost(collection, item as Blog | Publication, lang)) as Published<C extends 'blogs' ? Blog : Publication>[]
}

export async function findBySlug<C extends 'blogs' | 'publications' | 'profiles' | 'categories' | 'tags' | 'practiceAreas'>(
  store: ContentStore,
  collection: C,
  slug: string,
) {
  const [doc] = await store.query(collection, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 })
  return doc ?? null
}

/**
 * The post published at `slug` in `lang`'s edition (its English slug on an English page), as
 * that page reads it, with its path in each language (null where it has no English version).
 */
export async function getPublishedPost<C extends PostCollection>(store: ContentStore, collection: C, slug: string, now: Date, lang: Lang = 'id') {
  const [post] = await store.query(collection, { where: [{ field: lang === 'en' ? 'slugEn' : 'slug', op: '==', value: slug }], limit: 1 })
  if (!post) return null
  const dated = lang === 'en' ? (post as Blog | Publication).publishedAtEn : (post as Blog | Publication).publishedAt
  if (!isPublishedAt(dated, now)) return null
  const stored = post as Blog | Publication
  const alternates = {
    id: `/${collection}/${stored.slug}`,
    en: stored.slugEn && isPublishedAt(stored.publishedAtEn, now) ? `/en/${collection}/${stored.slugEn}` : null,
  }
  // `stored`: what the page's language replaced (the Indonesian slug a fallback file is named by).
  return { post: localizePost(collection, stored, lang) as Published<typeof stored>, alternates, stored }
}

/**
 * A category or tag as a page in `lang` names it: on an English page its English name
 * and slug where it has them, else its Indonesian ones, marked as fallen back (`lang="id"`).
 */
export function localizeTerm<T extends Category | Tag>(kind: 'categories' | 'tags', term: T, lang: Lang = 'id'): WithFallbacks<T> {
  if (lang === 'id') return term
  const localized = withFallbacks(kind === 'categories' ? categoryModule : tagModule, term, lang)
  return term.nameEn && term.slugEn ? ({ ...localized, slug: term.slugEn } as WithFallbacks<T>) : localized
}

/** Every category or tag of `lang`'s pages (filters), by the name they show there. */
export function localizeTerms<T extends Category | Tag>(kind: 'categories' | 'tags', terms: T[], lang: Lang = 'id'): WithFallbacks<T>[] {
  return lang === 'id' ? terms : terms.map((term) => localizeTerm(kind, term, lang)).sort(byName)
}

/**
 * A profile as a page in `lang` reads it: on an English page each translated field (position,
 * bio, education, admissions, languages) in English where written, else in Indonesian and
 * named in `fallbacks`. A firm never hides a lawyer for want of a translation (decision 30).
 */
export function localizeProfile<P extends Profile>(profile: P, lang: Lang = 'id'): WithFallbacks<P> {
  return withFallbacks(profileModule, profile, lang)
}

/** A practice area as a page in `lang` reads it (its English fields in place on an English page). */
export function localizePracticeArea<A extends PracticeArea>(area: A, lang: Lang = 'id'): A {
  return lang === 'id' ? area : localize(practiceAreaModule, area, lang)
}

/**
 * A list filtered by a category or tag in each language: its slugs differ (an English page
 * filters by the English slug where there is one), so each version names its own.
 */
export async function filteredListAlternates(store: ContentStore, path: string, filter: { categoryId?: string; tagId?: string; page: number; lang: Lang }) {
  const [category, tag] = await Promise.all([
    filter.categoryId ? store.get('categories', filter.categoryId) : null,
    filter.tagId ? store.get('tags', filter.tagId) : null,
  ])
  const inLang = (lang: Lang) => {
    const query = new URLSearchParams()
    if (category) query.set('category', localizeTerm('categories', category, lang).slug)
    if (tag) query.set('tag', localizeTerm('tags', tag, lang).slug)
    // The other language's list holds other items and fewer pages: its page N is not this page's
    // translation and may not exist (`/en/blogs?page=3` when English has two), so it is named by
    // its first page.
    if (filter.page > 1 && lang === filter.lang) query.set('page', String(filter.page))
    return localePath(lang, query.size ? `${path}?${query}` : path)
  }
  return { id: inLang('id'), en: inLang('en') }
}

/** Resolves category, tags and authors of posts in three batched reads, named as `lang`'s pages name them. */
export async function resolvePosts<P extends Post>(store: ContentStore, collection: PostCollection, posts: P[], lang: Lang = 'id'): Promise<PostView<P>[]> {
  const [views] = await resolvePostLists(store, [{ collection, posts }] as const, lang)
  return views as PostView<P>[]
}

/**
 * `resolvePosts` for several lists of one page at once (the home page's pinned and latest
 * posts, an attorney's blogs and publications): three batched reads for all of them.
 */
export async function resolvePostLists<const L extends readonly { collection: PostCollection; posts: Post[] }[]>(
  store: ContentStore,
  lists: L,
  lang: Lang = 'id',
): Promise<{ [K in keyof L]: PostView<L[K]['posts'][number]>[] }> {
  const posts = lists.flatMap((list) => list.posts)
  const categoryIds = [...new Set(posts.map((p) => p.categoryId))]
  const tagIds = [...new Set(posts.flatMap((p) => p.tagIds))]
  const authorIds = [...new Set(posts.flatMap((p) => p.authorIds))]
  const [categories, tags, authors] = await Promise.all([
    store.getMany('categories', categoryIds),
    store.getMany('tags', tagIds),
    store.getMany('profiles', authorIds),
  ])
  const categoryById = new Map(categories.map((c) => [c.id, localizeTerm('categories', c, lang)]))
  const tagById = new Map(tags.map((t) => [t.id, localizeTerm('tags', t, lang)]))
  const authorById = new Map(authors.map((a) => [a.id, localizeProfile(a, lang)]))
  return lists.map(({ collection, posts }) =>
    posts.map((post) => ({
      post,
      collection,
      category: categoryById.get(post.categoryId) ?? null,
      tags: post.tagIds.flatMap((id) => tagById.get(id) ?? []),
      authors: post.authorIds.flatMap((id) => authorById.get(id) ?? []),
    })),
  ) as { [K in keyof L]: PostView<L[K]['posts'][number]>[] }
}

/** Up to `limit` other published posts (of `lang`'s edition), same category first, then the latest. */
export async function relatedPosts<P extends Post>(store: ContentStore, collection: PostCollection, post: P, now: Date, limit = 3, lang: Lang = 'id') {
  const order = [{ field: publishField(lang), direction: 'desc' as const }]
  const sameCategory = (await store.query(collection, {
    where: publishedWhere(now, { categoryId: post.categoryId, lang }),
    orderBy: order,
    limit: limit + 1,
  })) as P[]
  const picked = sameCategory.filter((p) => p.id !== post.id).slice(0, limit)
  if (picked.length < limit) {
    const latest = (await store.query(collection, {
      where: publishedWhere(now, { lang }),
      orderBy: order,
      limit: limit + picked.length + 1,
    })) as P[]
    for (const candidate of latest) {
      if (picked.length >= limit) break
      if (candidate.id !== post.id && !picked.some((p) => p.id === candidate.id)) picked.push(candidate)
    }
  }
  return picked
}

/** Attorneys in the saved `attorneys` order (unlisted ones after, by name), as `lang`'s pages read them. */
export async function orderedAttorneys(store: ContentStore, lang: Lang = 'id'): Promise<WithFallbacks<Profile>[]> {
  const [attorneys, ids] = await Promise.all([
    store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] }),
    readOrdering(store, 'attorneys'),
  ])
  return applyOrdering(attorneys, ids, byName).map((profile) => localizeProfile(profile, lang))
}

export async function staffProfiles(store: ContentStore): Promise<Profile[]> {
  const staff = await store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'staff' }], orderBy: [{ field: 'name' }] })
  return staff
}

/** Attorneys shown on the home page, in the `home_attorneys` order (only those listed). */
export async function homeAttorneys(store: ContentStore): Promise<Profile[]> {
  const ids = await readOrdering(store, 'home_attorneys')
  const profiles = await store.getMany('profiles', ids)
  return profiles.filter((p) => p.kind === 'attorney')
}

/**
 * Every published practice area in the saved `practice_areas` order (areas not in it after, by
 * name): /practice-area, the home page, the /attorneys area filter, the contact form and the
 * JSON-LD all list them so. Drafts are left out by the one publish rule; in English, areas
 * without an English version too (`publishedAtEn`, decision 30), the rest read in English.
 */
export async function practiceAreas(store: ContentStore, now: Date, lang: Lang): Promise<Published<PracticeArea>[]> {
  const areas = (await practiceAreasInOrder(store, [publishedConstraint(now, publishField(lang))])) as Published<PracticeArea>[]
  return areas.map((area) => localizePracticeArea(area, lang))
}

/** Practice areas matching `where` (every one, drafts included, for the dashboard) in the saved order. */
export async function practiceAreasInOrder(store: ContentStore, where: Where[] = []): Promise<PracticeArea[]> {
  const [areas, ids] = await Promise.all([store.query('practiceAreas', { where }), readOrdering(store, 'practice_areas')])
  return applyOrdering(areas, ids, byName)
}

/**
 * The published practice area at `slug` in `lang`'s edition (its English slug on an English
 * page), as that page reads it, with its path in each language (null where it has no English
 * version); null when there is none (no such slug, a draft, or no English version).
 */
export async function publishedPracticeArea(store: ContentStore, slug: string, now: Date, lang: Lang = 'id') {
  const [area] = await store.query('practiceAreas', { where: [{ field: lang === 'en' ? 'slugEn' : 'slug', op: '==', value: slug }], limit: 1 })
  if (!area || !isPublishedAt(lang === 'en' ? (area.publishedAtEn ?? null) : area.publishedAt, now)) return null
  // `slug`: the Indonesian one, by which the contact form names the area it writes to.
  return { area: localizePracticeArea(area, lang) as Published<PracticeArea>, alternates: practiceAreaAlternates(area, now), slug: area.slug }
}

/** A practice area's page in each language: null in English while it has no English version. */
export function practiceAreaAlternates(area: PracticeArea, now: Date): { id: string; en: string | null } {
  return {
    id: practiceAreaUrl(area.slug),
    en: area.slugEn && isPublishedAt(area.publishedAtEn ?? null, now) ? localePath('en', practiceAreaUrl(area.slugEn)) : null,
  }
}

/** The attorneys of a practice area in its `practice_area_attorneys` order, as `lang`'s pages read them. */
export async function practiceAreaAttorneys(store: ContentStore, areaId: string, lang: Lang = 'id'): Promise<WithFallbacks<Profile>[]> {
  const [members, ids] = await Promise.all([
    store.query('profiles', { where: [{ field: 'practiceAreaIds', op: 'array-contains', value: areaId }] }),
    readOrdering(store, 'practice_area_attorneys', areaId),
  ])
  return applyOrdering(
    members.filter((p) => p.kind === 'attorney'),
    ids,
    byName,
  ).map((profile) => localizeProfile(profile, lang))
}

/**
 * The teams of several practice areas at once (the /practice-area page): every attorney and
 * every area's ordering in two reads, instead of two per area.
 */
export async function practiceAreaTeams(store: ContentStore, areaIds: readonly string[], lang: Lang = 'id'): Promise<Map<string, WithFallbacks<Profile>[]>> {
  const [attorneys, orderings] = await Promise.all([
    store.query('profiles', { where: [{ field: 'kind', op: '==', value: 'attorney' }] }),
    store.getMany('orderings', areaIds.map((areaId) => orderingId('practice_area_attorneys', areaId))),
  ])
  const idsOf = new Map(orderings.map((doc) => [doc.id, doc.ids]))
  return new Map(
    areaIds.map((areaId) => [
      areaId,
      applyOrdering(
        attorneys.filter((p) => p.practiceAreaIds.includes(areaId)),
        idsOf.get(orderingId('practice_area_attorneys', areaId)) ?? [],
        byName,
      ).map((profile) => localizeProfile(profile, lang)),
    ]),
  )
}

/**
 * The pinned home content that is public now (its posts, localized, not yet resolved) and the
 * saved order of every pin. The home page resolves these with its latest posts in one go
 * (`resolvePostLists`, then `inPinnedOrder`): one read of their categories, tags and authors
 * for both, not a wave for each.
 */
export async function homePinned(store: ContentStore, now: Date, lang: Lang = 'id') {
  const refs = await readOrdering(store, 'home_pinned')
  const blogIds = refs.filter((r) => r.startsWith('blogs/')).map((r) => r.slice('blogs/'.length))
  const publicationIds = refs.filter((r) => r.startsWith('publications/')).map((r) => r.slice('publications/'.length))
  const [blogs, publications] = await Promise.all([
    store.getMany('blogs', blogIds),
    store.getMany('publications', publicationIds),
  ])
  // The English home page pins only what is published in English, read in English (decision 30).
  const shown = <P extends Blog | Publication>(post: P): post is Published<P> => isPublishedAt(lang === 'id' ? post.publishedAt : post.publishedAtEn, now)
  return {
    refs,
    blogs: blogs.filter(shown).map((p) => localizePost('blogs', p, lang)),
    publications: publications.filter(shown).map((p) => localizePost('publications', p, lang)),
  }
}

/** The pinned posts' views in their saved order (`refs`, as homePinned reads them). */
export function inPinnedOrder(refs: readonly string[], blogViews: readonly PostView[], publicationViews: readonly PostView[]): PostView[] {
  const byRef = new Map<string, PostView>([
    ...blogViews.map((v) => [`blogs/${v.post.id}`, v] as const),
    ...publicationViews.map((v) => [`publications/${v.post.id}`, v] as const),
  ])
  return refs.flatMap((ref) => byRef.get(ref) ?? [])
}

/**
 * The earliest moment a public page changes by the clock alone: a scheduled post's or event's
 * published date, the midnight after the closing day of the first opening to close, or the next moment a
 * published event closes its registration or ends (its page and the lists then say so). Cached
 * pages must be rebuilt then.
 */
export async function nextScheduledAt(store: ContentStore, now: Date): Promise<string | null> {
  const [upcoming, [closing], events] = await Promise.all([
    // An event scheduled to be published later appears then too (its page, the lists).
    Promise.all(
      (['blogs', 'publications', 'events'] as const).map((collection) =>
        store.query(collection, {
          where: [scheduledConstraint(now)],
          orderBy: [{ field: 'publishedAt', direction: 'asc' }],
          limit: 1,
        }),
      ),
    ),
    store.query('openings', { where: openConstraints(now), orderBy: [{ field: CLOSING_FIELD, direction: 'asc' }], limit: 1 }),
    // Only an event not ended yet changes later (its registration closes, it ends): those are
    // read, not the archive of past ones.
    store.query('events', { where: [{ field: 'endsAt', op: '>', value: now.toISOString() }, publishedConstraint(now)], orderBy: [{ field: 'endsAt', direction: 'asc' }, { field: 'publishedAt', direction: 'asc' }] }),
  ])
  const eventChanges = events.flatMap((event) => [event.registrationClosesAt ?? event.startsAt, event.endsAt]).filter((instant) => Date.parse(instant) > now.getTime())
  const dates = [...upcoming.flat().flatMap((p) => p.publishedAt ?? []), ...(closing ? [closingInstant(closing.closesOn)] : []), ...eventChanges].sort()
  return dates[0] ?? null
}

export async function allCategories(store: ContentStore): Promise<Category[]> {
  return (await store.query('categories', { orderBy: [{ field: 'name' }] })).sort(byName)
}
export async function allTags(store: ContentStore): Promise<Tag[]> {
  return (await store.query('tags', { orderBy: [{ field: 'name' }] })).sort(byName)
}

/**
 * The categories and tags worth offering as filters of a public list: those with at least one
 * published item in it (an empty choice only leads to "nothing found"), plus the ones chosen
 * in the URL. One existence check per category and tag (`exists`: the first match ends it, one
 * read on Firestore): the cost follows the number of terms, not the size of the archive, where
 * reading the published posts to see their terms read every post on each uncached render, and
 * a count per term walked every post of its term (thousands at a large firm's size).
 */
export async function filtersInUse<C extends PostCollection>(
  store: ContentStore,
  collection: C,
  now: Date,
  choices: { categories: Category[]; tags: Tag[]; chosen: (string | undefined)[] },
  lang: Lang = 'id',
): Promise<{ categories: Category[]; tags: Tag[] }> {
  const inUse = async <T extends { id: string }>(items: T[], filter: (id: string) => Partial<PostListOptions>) => {
    const used = await Promise.all(
      items.map((item) => choices.chosen.includes(item.id) || store.exists(collection, { where: publishedWhere(now, { lang, ...filter(item.id) }) })),
    )
    return items.filter((_, i) => used[i])
  }
  const [categories, tags] = await Promise.all([inUse(choices.categories, (categoryId) => ({ categoryId })), inUse(choices.tags, (tagId) => ({ tagId }))])
  return { categories, tags }
}

/** Visitors see attorneys (pages, cards, portraits, CVs, vCards); staff profiles are for the dashboard only. */
export function isPublicProfile(profile: Pick<Profile, 'kind'>): boolean {
  return profile.kind === 'attorney'
}

/** The images of every text of an item (its rich texts are strings of HTML; other fields never hold `<img`). */
function richTextPaths(item: object): string[] {
  return Object.values(item).flatMap((value) => richTextImagePaths(value))
}

/** The collections whose items hold images that public pages show: a write to any other changes no image's schedule. */
export const IMAGE_SCHEDULE_COLLECTIONS = ['blogs', 'publications', 'profiles', 'practiceAreas', 'settings', 'pages', 'blockPages', 'events'] as const
export type ImageScheduleCollection = (typeof IMAGE_SCHEDULE_COLLECTIONS)[number]

/** Documents of a large collection read at a time for the schedule: the read holds a page and the schedule, not the archive. */
export const IMAGE_SCHEDULE_PAGE = 200

/** One image an item shows and the instant (ISO) from which it shows it ('' for always). */
export type ImageUse = readonly [path: string, from: string]

/**
 * The images one item shows on public pages, each with the instant from which it may be shown:
 * a post's cover and sharing image from its published date, the images in its text from its
 * edition's date (the English text's from the English one), an attorney's portrait always. A
 * draft's files are shown by no public page (its preview is staff-only).
 */
export function itemImageSchedule(collection: ImageScheduleCollection, item: object): ImageUse[] {
  const uses: ImageUse[] = []
  const add = (paths: readonly (string | null | undefined)[], from: string) => {
    for (const path of paths) if (path) uses.push([path, from])
  }
  switch (collection) {
    case 'blogs':
    case 'publications': {
      const post = item as Blog | Publication
      if (post.publishedAt !== null) add([post.cover?.path, post.seoImage?.path, ...richTextImagePaths(post.content)], post.publishedAt)
      if (post.publishedAtEn) add(richTextImagePaths(post.contentEn), post.publishedAtEn)
      break
    }
    case 'profiles': {
      const profile = item as Profile
      if (isPublicProfile(profile)) add([profile.picture?.path, profile.seoImage?.path], '')
      break
    }
    case 'practiceAreas': {
      const area = item as PracticeArea
      if (area.publishedAt !== null) add([area.cover?.path, area.seoImage?.path, ...richTextPaths(area)], area.publishedAt)
      break
    }
    case 'blockPages': {
      // A block page's images (its blocks' and the images in their texts, both languages) and sharing image, from its publication.
      const page = item as { publishedAt: string | null; blocks?: PageBlock[]; seoImage?: { path: string } | null }
      if (page.publishedAt !== null) add([...blockImages(page.blocks), page.seoImage?.path], page.publishedAt)
      break
    }
    case 'events': {
      // An event's cover and the images in its description, from its publication (docs/decisions/0058-events.md).
      const event = item as { publishedAt: string | null; cover?: { path: string } | null; description?: string; descriptionEn?: string }
      if (event.publishedAt !== null) add([event.cover?.path, ...richTextImagePaths(event.description), ...richTextImagePaths(event.descriptionEn)], event.publishedAt)
      break
    }
    case 'settings': {
      // The site's logo (every header) and sharing image (pages without their own) are always shown.
      const settings = item as { logo?: { path: string } | null; shareImage?: { path: string } | null }
      add([settings.logo?.path, settings.shareImage?.path], '')
      break
    }
    case 'pages': {
      // A fixed page is always public: the home page's hero image, the images in its copy, and
      // the blocks after its copy (decision 48).
      const page = item as { id: string; heroImage?: { path: string } | null; blocks?: PageBlock[] }
      add([page.id === 'home' ? page.heroImage?.path : undefined, ...richTextPaths(page), ...blockImages(page.blocks)], '')
      break
    }
  }
  return uses
}

/**
 * Every image a public page can show, with the instant (ISO) from which it may be shown
 * (`itemImageSchedule`; the empty string sorts before any date). When several items use one
 * file, the earliest wins. A file absent from the map is shown by no public page, whatever its
 * date. Posts and events are read a page at a time, in id order (`IMAGE_SCHEDULE_PAGE`): at
 * 10,000 posts a whole read held every post at once, hundreds of MB (docs/scale.md); the few
 * profiles, areas and pages are read whole.
 */
export async function publicImageSchedule(store: ContentStore, pageSize = IMAGE_SCHEDULE_PAGE): Promise<Map<string, string>> {
  const schedule = new Map<string, string>()
  const addItem = (collection: ImageScheduleCollection, item: object) => {
    for (const [path, from] of itemImageSchedule(collection, item)) {
      const known = schedule.get(path)
      if (known === undefined || from < known) schedule.set(path, from)
    }
  }
  const inPages = async (collection: 'blogs' | 'publications' | 'events') => {
    for (let after = ''; ; ) {
      const page = await store.query(collection, { where: after ? [{ field: 'id', op: '>', value: after }] : [], orderBy: [{ field: 'id' }], limit: pageSize })
      for (const item of page) addItem(collection, item)
      if (page.length < pageSize) return
      after = page.at(-1)!.id
    }
  }
  const whole = async (collection: Exclude<ImageScheduleCollection, 'blogs' | 'publications' | 'events'>) => {
    const items = await store.query(collection, collection === 'profiles' ? { where: [{ field: 'kind', op: '==', value: 'attorney' }] } : {})
    for (const item of items) addItem(collection, item)
  }
  await Promise.all([inPages('blogs'), inPages('publications'), inPages('events'), whole('profiles'), whole('practiceAreas'), whole('settings'), whole('pages'), whole('blockPages')])
  return schedule
}

/** The images a list of blocks shows: image and hero blocks' files, and the images in the blocks' rich texts. */
function blockImages(blocks: readonly PageBlock[] | undefined): string[] {
  const inTexts = (blocks ?? []).flatMap((block) => (BLOCK_RICH_TEXT[block.type] as readonly string[]).flatMap((name) => richTextImagePaths((block as unknown as Record<string, unknown>)[name])))
  return [...blockImagePaths(blocks), ...inTexts]
}
