import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { isPublishedAt, PUBLISH_FIELD, PUBLISH_STATUS_LABELS, publishedConstraint, publishStatus, scheduledConstraint, type PublishStatus, type Published } from '../../../../shared/publish-rule'
import { byListedAt, ENGLISH_STATE, ENGLISH_STATE_OF_FILTER, IS_DRAFT, LISTED_AT } from '../../../../shared/post-list-order'
import { itemLanguages, LANGUAGE_FILTER_LABELS, type LanguageFilter } from '../../../../shared/collections/translation-status'
import { formatJakartaDate, formatJakartaDateTime } from '../../../../web/src/dashboard/components/post-dates'
import { keepMatching, renderList as renderListPage, type ListSource } from '../list-route'
import { staffSearchIds } from '../../search/staff-search'
import { htmlToText } from '../../../../shared/schemas/common'
import type { PostCollection } from '../../../../shared/schemas/post'
import { POST_MODULES } from '../../../../shared/collections'
import { formValues, type Field } from '../../../../shared/collections/define'
import type { Blog, Publication } from '../../../../shared/schemas/types'
import type { PostFormPageProps, PostFormValues } from '../../../../web/src/dashboard/collections/posts/form-page'
import type { PreviewInfo } from '../../../../web/src/components/preview-banner'
import { imageUrl, postUrl } from '../../../../shared/urls'
import { PostDetailPage } from '../../../../web/src/pages/post-detail-page'
import type { AppEnv } from '../../app-env'
import type { OrderBy, Where } from '../../backends/ports'
import { collectionGuard } from '../../auth/guards'
import { trashFromRoute } from '../../trash/trash-route'
import { relatedPosts, resolvePosts } from '../../content/public-content'
import { contentDisposition, serveFile } from '../../routes/media'
import { renderDashboard } from '../../render/dashboard-renderer'
import { itemViews } from '../../insights/item-views'
import { fieldFiles, fieldOptions } from '../module-form'
import { notFound } from '../../routes/not-found'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { alertOutcome, alertReachFor, hasAlert } from '../../alerts/alert-notice'
import { publishNotice } from '../publish-notice'
import { authorOptions, deriveExcerpt } from './data'
import { refusePost, savePost } from './save'
import { previewDocument, UNTITLED } from '../preview-document'
import { MARK_STALE, markTranslationCurrent, translationState } from '../translation-current'
import { awaitsApproval, reviewPanel } from '../../review/panel'
import { MENTION_SOURCE_FIELD, withSuggestions } from './regulation-suggestions'

type Post = Blog | Publication

/**
 * The form values of a stored post (edit), or of a new one, from its module (formValues);
 * what is a post's own: a new post has no date (Terbitkan dates it now), a draft shows the date
 * planned for it, and an excerpt the server derived shows as empty ("derive it"), so it
 * follows later edits of the content.
 */
function valuesOf(module: { fields: Record<string, Field> }, post: Post | null): PostFormValues {
  const values = formValues(module, post) as unknown as PostFormValues
  if (!post) return values
  const planned = post.publishedAt === null && post.plannedAt ? (formValues(module, { ...post, publishedAt: post.plannedAt }) as unknown as PostFormValues).publishedAt : values.publishedAt
  const derivedEn = post.contentEn ? deriveExcerpt(htmlToText(post.contentEn)) : null
  return {
    ...values,
    publishedAt: planned,
    excerpt: post.excerpt === deriveExcerpt(htmlToText(post.content)) ? '' : post.excerpt,
    excerptEn: post.excerptEn && post.excerptEn !== derivedEn ? post.excerptEn : '',
  }
}

/** A post as its page would show it once published: a draft is dated by its plan, else now. */
function asPublished<P extends Post>(post: P, now: Date): Published<P> {
  return { ...post, publishedAt: post.publishedAt ?? post.plannedAt ?? now.toISOString() }
}

/** Every field of a module but the ones named (whose choices the caller reads itself). */
function fieldsBut(fields: Record<string, Field>, ...names: string[]): Record<string, Field> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)))
}

/** /dashboard/blogs or /dashboard/publications: list, create, edit, delete. */
export function postRoutes(collection: PostCollection) {
  const app = new Hono<AppEnv>()
  const base = `/dashboard/${collection}`
  const module: { fields: Record<string, Field> } = POST_MODULES[collection]
  const text = POST_MODULES[collection].labels
  const notices = POST_MODULES[collection].labels.notices

  const load = async (c: Context<AppEnv>): Promise<Post> => {
    const post = await c.get('backend').content.get(collection, c.req.param('id') ?? '')
    return post ?? notFound()
  }

  const renderForm = async (
    c: Context<AppEnv>,
    existing: Post | null,
    submitted?: { form: FormData; reply: SubmissionResult<string[]>; status: number },
    refusedMark?: { message: string; status: number },
  ) => {
    const backend = c.get('backend')
    const now = c.get('now')
    const defaults = valuesOf(module, existing)
    const form = submitted?.form
    const submittedAuthors = form ? form.getAll('authorIds').filter((v): v is string => typeof v === 'string') : []
    const [options, authors, files] = await Promise.all([
      // The authors are attorneys only (authorOptions); every other field's choices as the module says.
      fieldOptions(backend.content, fieldsBut(module.fields, 'authorIds')),
      authorOptions(backend.content, [...defaults.authorIds, ...submittedAuthors]),
      fieldFiles(backend, module.fields, existing, form),
    ])
    // What Kirim sebagai peringatan klien will do for this item, and to how many subscribers.
    const [alertReach, review, views] = await Promise.all([
      alertReachFor(backend.content, collection, existing, authors.map((author) => author.id), c.get('session')!.user.role === 'admin'),
      existing ? reviewPanel(c, collection, existing) : null,
      itemViews(backend, collection, existing, now),
    ])
    // Tautkan: the regulations the content cites and the form leaves unticked, as the browser suggests them.
    if (options.regulationIds) {
      const content = form ? form.get(MENTION_SOURCE_FIELD) : (existing?.content ?? '')
      const linked = form ? form.getAll('regulationIds').filter((v): v is string => typeof v === 'string') : (existing?.regulationIds ?? [])
      options.regulationIds = withSuggestions(options.regulationIds, typeof content === 'string' ? content : '', linked)
    }
    const submittedVersion = Number(form?.get('version'))
    const props: PostFormPageProps = {
      collection,
      mode: existing ? 'edit' : 'create',
      action: existing ? `${base}/${existing.id}/edit` : `${base}/create`,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      defaults,
      files,
      options: { ...options, authorIds: authors },
      alertReach,
      result: submitted?.reply,
      now: now.toISOString(),
      status: existing ? publishStatus(existing, now) : null,
      publicUrl: existing && isPublishedAt(existing, now) ? postUrl(collection, existing.slug) : null,
      previewUrl: existing && !isPublishedAt(existing, now) ? `${base}/${existing.id}/preview` : null,
      unsavedPreviewUrl: existing ? `${base}/${existing.id}/preview` : `${base}/preview`,
      translation: translationState(module, existing as unknown as Record<string, unknown> | null, existing ? `${base}/${existing.id}/translation-current` : ''),
      ...(refusedMark ? { translationError: refusedMark.message } : {}),
      ...(review ? { review } : {}),
      awaitsApproval: await awaitsApproval(c, review, existing),
      views,
    }
    const title = existing ? `${text.edit}: ${existing.title}` : text.create
    return renderDashboard(c, 'post-form', props, { title, status: submitted?.status ?? refusedMark?.status ?? 200 })
  }

  /**
   * One page of the collection, read by the store in the order staff see (shared/post-list-order.ts:
   * by date, a draft by its planned date, undated drafts with the newest): the category and the
   * status through their indexes, then a limit and a count, so a page costs the same at any
   * archive size. A search by title goes through the search port's staff index (word prefixes,
   * any case and accents) and reads only the posts it found; the language filter goes through
   * the stored state of the English (a status with it is judged in hand), and "saved by me"
   * through who saved last (beside a language or a dated status, judged in hand).
   */
  const list: ListSource<Post> = {
    module: POST_MODULES[collection],
    async readPage(c, query, size) {
      const store = c.get('backend').content
      const direction = query.sort === 'oldest' ? 'asc' : 'desc'
      const { category, status, lang } = query.filters
      const now = c.get('now')
      const where: Where[] = category ? [{ field: 'categoryId', op: '==', value: category }] : []
      let order = LISTED_AT
      if (lang) {
        // Where the English stands, by its stored state; a status with it is judged in hand.
        where.push({ field: ENGLISH_STATE, op: '==', value: ENGLISH_STATE_OF_FILTER[lang as LanguageFilter] })
      } else if (status === 'draft') where.push({ field: IS_DRAFT, op: '==', value: true })
      else if (status === 'published' || status === 'scheduled') {
        // Published and scheduled posts are dated: their list date is their publication date.
        where.push(status === 'published' ? publishedConstraint(now) : scheduledConstraint(now))
        order = PUBLISH_FIELD
      }
      // Oleh saya (who saved last) is an indexed equality beside a category or the drafts; with a
      // language or a dated status it is judged in hand after what those narrow.
      const savedByMe = Boolean(query.filters.oleh) && !lang && (!status || status === 'draft')
      if (savedByMe) where.push({ field: 'updatedBy', op: '==', value: c.get('session')?.user.uid ?? '' })
      const orderBy: OrderBy[] = [{ field: order, direction }]
      if (query.q || (query.filters.oleh && !savedByMe) || (lang && status)) {
        const found = query.q ? await staffSearchIds(c.get('backend').search, query.q, { types: [collection === 'blogs' ? 'blog' : 'publication'], categoryId: category || undefined, titleOnly: true }) : null
        const docs = (found ? await store.getMany(collection, [...found]) : await store.query(collection, { where, orderBy })) as Post[]
        const matching = keepMatching(c, list.module, query, docs, found ?? undefined).sort(byListedAt(direction))
        const page = Math.min(query.page, Math.max(1, Math.ceil(matching.length / size)))
        return { items: matching.slice((page - 1) * size, page * size), total: matching.length, page }
      }
      const total = await store.count(collection, { where })
      const page = Math.min(query.page, Math.max(1, Math.ceil(total / size)))
      const items = (await store.query(collection, { where, orderBy, limit: size, offset: (page - 1) * size })) as Post[]
      return { items, total, page }
    },
    all: (c) => c.get('backend').content.count(collection),
    rows(c, posts, { options }) {
      const now = c.get('now')
      const categoryName = new Map(options.category!.map((category) => [category.value, category.label]))
      return posts.map((post) => {
        const status = publishStatus(post, now)
        const date = post.publishedAt ?? post.plannedAt ?? null
        return {
          id: post.id,
          name: post.title,
          version: post.version,
          cells: {
            title: { text: post.title, href: `${base}/${post.id}/edit` },
            categoryId: categoryName.get(post.categoryId) ?? null,
            // A draft shows the date planned for it, if any.
            status: {
              text: PUBLISH_STATUS_LABELS[status],
              tone: `status-${status}`,
              date: date ? { iso: date, text: formatJakartaDate(date), title: formatJakartaDateTime(date) } : { blank: 'Belum bertanggal' },
            },
            languages: itemLanguages(module, post as unknown as Record<string, unknown>),
          },
          view: isPublishedAt(post, now) ? { href: postUrl(collection, post.slug) } : { preview: `${base}/${post.id}/preview` },
        }
      })
    },
    noMatch(query) {
      const { category, status, lang } = query.filters
      const noun = text.noun
      const statusText = status ? ` berstatus ${PUBLISH_STATUS_LABELS[status as PublishStatus]}` : ''
      const language = lang ? `Bahasa “${LANGUAGE_FILTER_LABELS[lang as LanguageFilter]}”: ` : ''
      if (lang && !query.q && !category && !status) return `${language}tidak ada ${noun}.`
      if (query.q) return `${language}Tidak ada ${noun} dengan judul yang memuat “${query.q}”${category ? ' pada kategori ini' : ''}${statusText}.`
      if (category) return `${language}Tidak ada ${noun}${statusText} pada kategori ini.`
      return `${language}Tidak ada ${noun} berstatus ${PUBLISH_STATUS_LABELS[(status || 'published') as PublishStatus]}.`
    },
  }
  const renderList = (c: Context<AppEnv>, error?: string, status = 200) => renderListPage(c, list, { ...(error ? { alerts: [{ text: error }] } : {}), status })

  app.get(base, collectionGuard('edit', collection), (c) => renderList(c))

  app.get(`${base}/create`, collectionGuard('edit', collection), (c) => renderForm(c, null))

  /**
   * After a save: where the item now stands (draft, published, scheduled for a day, back to
   * draft) and what its client alert did, in one notice.
   */
  const savedNotice = async (c: Context<AppEnv>, before: Post | null, after: Post, hadAlert: boolean) => {
    const now = c.get('now')
    const notice = publishNotice(collection, notices.saved, before, after, now)
    const alert = await alertOutcome(c.get('backend').content, collection, before, after, hadAlert, now).catch((error: unknown) => {
      // The save stands: the notice says less rather than failing the page.
      console.error(`alert outcome not read for ${collection}/${after.id}`, error)
      return null
    })
    return redirectWithNotice(c, base, notice.key, { ...notice.detail, ...(alert ? { alert } : {}) })
  }

  app.post(`${base}/create`, collectionGuard('edit', collection), async (c) => {
    const { form, refusal } = await readBoundedForm(c)
    const outcome = refusal ? refusePost(collection, form, refusal) : await savePost(c.get('backend'), collection, form, null, c.get('session')!.user.uid, c.get('now'))
    if (!outcome.ok) return renderForm(c, null, { form, reply: outcome.reply, status: outcome.status })
    return savedNotice(c, null, outcome.doc as Post, false)
  })

  app.get(`${base}/:id/edit`, collectionGuard('edit', collection), async (c) => renderForm(c, await load(c)))

  /** The page of `post` as visitors see it (or would, once published), with a banner saying which. */
  const renderPreview = async (c: Context<AppEnv>, post: Post, preview: PreviewInfo) => {
    const store = c.get('backend').content
    const now = c.get('now')
    const shown = asPublished(post, now)
    const [[view], related] = await Promise.all([
      resolvePosts(store, collection, [shown]),
      relatedPosts(store, collection, shown, now).then((items) => resolvePosts(store, collection, items)),
    ])
    const breadcrumbs = [
      { name: 'Beranda', path: '/' },
      { name: text.title, path: `/${collection}` },
      { name: shown.title, path: postUrl(collection, shown.slug) },
    ]
    c.header('Cache-Control', 'private, no-store')
    return c.render(<PostDetailPage view={view!} related={related} breadcrumbs={breadcrumbs} preview={preview} />, {
      head: {
        title: `Pratinjau: ${shown.title}`,
        description: shown.excerpt,
        path: postUrl(collection, shown.slug),
        section: `/${collection}`,
        type: 'article',
        ...(shown.cover ? { image: { path: imageUrl(shown.cover, 1280), width: 1280, height: 720, alt: shown.title } } : {}),
        noindex: true,
      },
    })
  }

  /**
   * The saved item as visitors see it (or will, once published or its date comes), with a banner
   * saying so. Staff only, never indexed or cached; related posts are the published ones, as on the site.
   */
  app.get(`${base}/:id/preview`, collectionGuard('edit', collection), async (c) => {
    const post = await load(c)
    return renderPreview(c, post, {
      status: publishStatus(post, c.get('now')),
      editHref: `${base}/${post.id}/edit`,
      ...(collection === 'publications' ? { downloadHref: `${base}/${post.id}/file` } : {}),
    })
  })

  /**
   * The form's unsaved text as visitors would see it once saved and published (the form's
   * Pratinjau button, in a new tab). Nothing is written; a half-written post still previews.
   */
  const previewUnsaved = async (c: Context<AppEnv>, existing: Post | null) => {
    const { form } = await readBoundedForm(c)
    const built = (await previewDocument(c.get('backend'), module, form, existing as unknown as Record<string, unknown> | null)) as unknown as Post
    const post = {
      ...built,
      id: existing?.id ?? 'pratinjau',
      title: built.title || UNTITLED,
      excerpt: built.excerpt || deriveExcerpt(htmlToText(built.content ?? '')),
      publishedAt: built.publishedAt ?? null,
      plannedAt: null,
    } as Post
    return renderPreview(c, post, { status: 'unsaved', ...(existing && collection === 'publications' ? { downloadHref: `${base}/${existing.id}/file` } : {}) })
  }
  app.post(`${base}/preview`, collectionGuard('edit', collection), (c) => previewUnsaved(c, null))
  app.post(`${base}/:id/preview`, collectionGuard('edit', collection), async (c) => previewUnsaved(c, await load(c)))

  if (collection === 'publications') {
    /** The PDF of a publication for staff, whatever its date (visitors get it from its page once published). */
    app.get(`${base}/:id/file`, collectionGuard('edit', collection), async (c) => {
      const post = (await load(c)) as Publication
      const info = await c.get('backend').files.stat(post.file.path)
      if (!info) notFound()
      return serveFile(c, info, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition('attachment', `${post.slug}.pdf`),
        'Cache-Control': 'private, no-store',
      })
    })
  }

  app.post(`${base}/:id/edit`, collectionGuard('edit', collection), async (c) => {
    const existing = await load(c)
    const { form, refusal } = await readBoundedForm(c)
    // Whether its alert went out before this save, to tell one this save queued.
    const hadAlert = await hasAlert(c.get('backend').content, collection, existing)
    const outcome = refusal ? refusePost(collection, form, refusal) : await savePost(c.get('backend'), collection, form, existing, c.get('session')!.user.uid, c.get('now'))
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return savedNotice(c, existing, outcome.doc as Post, hadAlert)
  })

  // Tandai sudah diperbarui: the English version was checked against the Indonesian changed since.
  app.post(`${base}/:id/translation-current`, collectionGuard('edit', collection), async (c) => {
    const existing = await load(c)
    const version = Number((await readForm(c)).get('version'))
    const outcome = await markTranslationCurrent(c.get('backend').content, collection, module, existing.id, Number.isInteger(version) ? version : undefined, c.get('session')!.user.uid)
    if (outcome === 'gone') notFound()
    if (outcome === 'stale') return renderForm(c, await load(c), undefined, { message: MARK_STALE, status: 409 })
    return c.redirect(`${base}/${existing.id}/edit`, 303)
  })

  // To Sampah (functions/src/trash): its pin on the home page stays until it is purged, so a
  // restore puts it back where it was; public reads skip what is not there.
  app.post(`${base}/:id/delete`, collectionGuard('delete', collection), async (c) => {
    const id = c.req.param('id')
    const form = await readForm(c)
    const version = Number(form.get('version'))
    const outcome = await trashFromRoute(c, collection, id, Number.isInteger(version) ? version : undefined)
    if (outcome === 'stale') {
      const post = await c.get('backend').content.get(collection, id)
      return renderList(c, `${text.title} “${post?.title ?? ''}” baru saja diubah orang lain dan tidak dihapus. Periksa perubahannya, lalu hapus lagi bila perlu.`, 409)
    }
    return redirectWithNotice(c, base, notices.deleted)
  })

  return app
}
