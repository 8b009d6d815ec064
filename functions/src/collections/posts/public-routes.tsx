import { altOr, seoHead } from '../../render/seo-head'
import type { Context } from 'hono'
import { UI } from '../../../../web/src/i18n/ui'
import { BLOGS_PER_PAGE, PUBLICATIONS_PER_PAGE } from '../../../../shared/schemas/limits'
import { COLLECTION_PATHS, imageUrl, postUrl, withQuery } from '../../../../shared/urls'
import { localePath } from '../../../../shared/i18n/langs'
import { PostDetailPage } from '../../../../web/src/pages/post-detail-page'
import { PostListPage } from '../../../../web/src/pages/post-list-page'
import type { AppEnv } from '../../app-env'
import {
  allTags,
  filteredListAlternates,
  filtersInUse,
  getPublishedPost,
  listPublishedPosts,
  localizePost,
  localizeTerms,
  relatedPosts,
  resolvePostLists,
  resolvePosts,
  type PostCollection,
} from '../../content/public-content'
import { siteFor } from '../../content/site'
import { categoriesFor } from '../../content/held-categories'
import { breadcrumbLd, postLd } from '../../render/json-ld'
import { notFound, pageOutOfRange } from '../../routes/not-found'
import { parsePage, publicRoutes } from '../public-route'

/**
 * /blogs and /publications: a list of the published posts of one kind, newest first, filtered
 * by category and tag and paged, and one post's page with its related posts. Under /en, the
 * posts published in English, each by its English slug (decision 30).
 */
export function postPublicRoutes(collection: PostCollection) {
  return publicRoutes({
    collection,
    list: { query: ['page', 'category', 'tag', 'untranslated'], render: (c) => renderPostList(c, collection) },
    detail: {
      load: (c, slug) => getPublishedPost(c.get('backend').content, collection, slug, c.get('now'), c.get('lang')),
      render: (c, found) => renderPost(c, collection, found),
    },
  })
}

async function renderPostList(c: Context<AppEnv>, collection: PostCollection) {
  const path = COLLECTION_PATHS[collection]
  const perPage = collection === 'blogs' ? BLOGS_PER_PAGE : PUBLICATIONS_PER_PAGE
  const ui = UI[c.get('lang')]
  const heading = ui.nav[collection]
  const store = c.get('backend').content
  const now = c.get('now')
  const pageParam = c.req.query('page')
  const requested = parsePage(pageParam)
  const page = requested ?? 1
  const categorySlug = c.req.query('category') || undefined
  const tagSlug = c.req.query('tag') || undefined
  // Named and found as this edition's filters name them: an English page by the English slug
  // of a category that has one, else by its Indonesian one.
  const [categories, tags] = await Promise.all([
    // The categories as kept for the render cache's generation, which the footer's form reads too.
    categoriesFor(c).then((all) => localizeTerms('categories', all, c.get('lang'))),
    allTags(store).then((all) => localizeTerms('tags', all, c.get('lang'))),
  ])
  const category = categorySlug ? (categories.find((x) => x.slug === categorySlug) ?? null) : null
  const tag = tagSlug ? (tags.find((x) => x.slug === tagSlug) ?? null) : null
  if ((categorySlug && !category) || (tagSlug && !tag)) notFound()
  const result = await listPublishedPosts(store, collection, now, {
    page,
    perPage,
    categoryId: category?.id,
    tagId: tag?.id,
    lang: c.get('lang'),
  })
  // A page past the end (or no page at all, `?page=0`) names itself and leads to the last one.
  if (requested === null || page > result.pages) {
    const last = withQuery(localePath(c.get('lang'), path), { category: category?.slug, tag: tag?.slug, page: result.pages > 1 ? result.pages : undefined })
    pageOutOfRange(pageParam ?? '', result.pages, last)
  }
  const [views, filters] = await Promise.all([
    resolvePosts(store, collection, result.items, c.get('lang')),
    filtersInUse(store, collection, now, { categories, tags, chosen: [category?.id, tag?.id] }, c.get('lang')),
  ])
  const filterLabel = [category?.name, tag ? `#${tag.name}` : undefined].filter(Boolean).join(', ')
  const title = `${heading}${filterLabel ? `: ${filterLabel}` : ''}${page > 1 ? ui.postList.pageTitle(page) : ''}`
  const query = new URLSearchParams()
  if (category) query.set('category', category.slug)
  if (tag) query.set('tag', tag.slug)
  if (page > 1) query.set('page', String(page))
  const canonical = query.size ? `${path}?${query}` : path
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: heading, path }]
  const intro = ui.postList.intro[collection]
  const baseUrl = c.get('config').publicBaseUrl
  return c.render(
    <PostListPage
      collection={collection}
      heading={heading}
      intro={intro}
      views={views}
      page={result.page}
      pages={result.pages}
      total={result.total}
      categories={filters.categories}
      tags={filters.tags}
      category={category}
      tag={tag}
      breadcrumbs={breadcrumbs}
      untranslated={c.req.query('untranslated') === '1'}
    />,
    {
      head: {
        title,
        description: `${intro}${filterLabel ? ui.postList.filtered(filterLabel) : ''}`,
        path: canonical,
        section: path,
        breadcrumbs,
        alternates: await filteredListAlternates(store, path, { categoryId: category?.id, tagId: tag?.id, page, lang: c.get('lang') }),
        jsonLd: [breadcrumbLd(baseUrl, breadcrumbs, c.get('lang'))],
      },
    },
  )
}

type FoundPost = NonNullable<Awaited<ReturnType<typeof getPublishedPost>>>

async function renderPost(c: Context<AppEnv>, collection: PostCollection, { post, alternates }: FoundPost) {
  const path = COLLECTION_PATHS[collection]
  const store = c.get('backend').content
  const now = c.get('now')
  const lang = c.get('lang')
  const [[[view], related], site] = await Promise.all([
    // The post and its related posts resolved together: three reads for both.
    relatedPosts(store, collection, post, now, 3, lang).then((items) =>
      resolvePostLists(store, [{ collection, posts: [post] }, { collection, posts: items.map((item) => localizePost(collection, item, lang)) }], lang),
    ),
    siteFor(c),
  ])
  const ui = UI[lang]
  const breadcrumbs = [{ name: ui.nav.home, path: '/' }, { name: ui.nav[collection], path }, { name: post.title, path: postUrl(collection, post.slug) }]
  const baseUrl = c.get('config').publicBaseUrl
  const shareUrl = `${baseUrl}${localePath(lang, postUrl(collection, post.slug))}`
  return c.render(<PostDetailPage view={view!} related={related} breadcrumbs={breadcrumbs} shareUrl={shareUrl} />, {
    head: {
      // Its SEO fields where set, else the title, excerpt and cover.
      ...seoHead(post, lang, { title: post.title, description: post.excerpt, image: { path: imageUrl(post.cover, 1280), width: 1280, height: 720, alt: altOr(post, 'coverAlt', lang, post.title) } }),
      path: postUrl(collection, post.slug),
      section: path,
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      breadcrumbs,
      alternates,
      jsonLd: [postLd(baseUrl, view!, site, lang), breadcrumbLd(baseUrl, breadcrumbs, lang)],
    },
  })
}
