import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { isPublishedAt } from '../../../../shared/publish-rule'
import { htmlToText } from '../../../../shared/schemas/common'
import type { PostCollection } from '../../../../shared/schemas/post'
import { POST_MODULES } from '../../../../shared/collections'
import { formValues, type Field } from '../../../../shared/collections/define'
import type { Blog, Publication } from '../../../../shared/schemas/types'
import type { PostFormPageProps, PostFormValues } from '../../../../web/src/dashboard/collections/posts/form-page'
import { jakartaParts, jakartaToday } from '../../../../web/src/dashboard/components/post-dates'
import { imageUrl, postUrl } from '../../../../web/src/lib/urls'
import { PostDetailPage } from '../../../../web/src/pages/post-detail-page'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { trashFromRoute } from '../../trash/trash-route'
import { relatedPosts, resolvePosts } from '../../content/public-content'
import { contentDisposition, serveFile } from '../../routes/media'
import { renderDashboard } from '../../render/dashboard-renderer'
import { fieldFiles, fieldOptions } from '../module-form'
import { notFound } from '../../routes/not-found'
import { readBoundedForm, readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'
import { authorOptions, deriveExcerpt, listPostsPage, readListQuery } from './data'
import { refusePost, savePost } from './save'

type Post = Blog | Publication

/**
 * The time a new post is dated at by default (Jakarta), as the form's time field shows it;
 * earlier in the morning, the current minute, so a new post is never scheduled by default.
 */
export const DEFAULT_PUBLISH_TIME = '08:00'

/**
 * The form values of a stored post (edit), or of a new one, from its module (formValues);
 * what is a post's own: a new post is dated today at 08:00 Jakarta time, and an excerpt the
 * server derived shows as empty ("derive it"), so it follows later edits of the content.
 */
function valuesOf(module: { fields: Record<string, Field> }, post: Post | null, now: Date): PostFormValues {
  const values = formValues(module, post) as unknown as PostFormValues
  if (!post) return { ...values, publishedAt: `${jakartaToday(now)}T${[DEFAULT_PUBLISH_TIME, jakartaParts(now.toISOString()).time].sort()[0]}` }
  return { ...values, excerpt: post.excerpt === deriveExcerpt(htmlToText(post.content)) ? '' : post.excerpt }
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
  ) => {
    const backend = c.get('backend')
    const now = c.get('now')
    const defaults = valuesOf(module, existing, now)
    const form = submitted?.form
    const submittedAuthors = form ? form.getAll('authorIds').filter((v): v is string => typeof v === 'string') : []
    const [options, authors, files] = await Promise.all([
      // The authors are attorneys only (authorOptions); every other field's choices as the module says.
      fieldOptions(backend.content, fieldsBut(module.fields, 'authorIds')),
      authorOptions(backend.content, [...defaults.authorIds, ...submittedAuthors]),
      fieldFiles(backend, module.fields, existing, form),
    ])
    const submittedVersion = Number(form?.get('version'))
    const props: PostFormPageProps = {
      collection,
      mode: existing ? 'edit' : 'create',
      action: existing ? `${base}/${existing.id}/edit` : `${base}/create`,
      version: existing ? (Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      defaults,
      files,
      options: { ...options, authorIds: authors },
      result: submitted?.reply,
      now: now.toISOString(),
      publicUrl: existing && isPublishedAt(existing, now) ? postUrl(collection, existing.slug) : null,
      previewUrl: existing && !isPublishedAt(existing, now) ? `${base}/${existing.id}/preview` : null,
    }
    const title = existing ? `${text.edit}: ${existing.title}` : text.create
    return renderDashboard(c, 'post-form', props, { title, status: submitted?.status ?? 200 })
  }

  const renderList = async (c: Context<AppEnv>, error?: string, status = 200) => {
    const query = readListQuery(c.req.query())
    const page = await listPostsPage(c.get('backend').content, c.get('backend').search, collection, query, c.get('now'))
    return renderDashboard(c, 'post-list', { collection, ...page, ...(error ? { error } : {}) }, { title: text.title, status })
  }

  app.get(base, guards('auth'), (c) => renderList(c))

  app.get(`${base}/create`, guards('auth'), (c) => renderForm(c, null))

  app.post(`${base}/create`, guards('auth'), async (c) => {
    const { form, refusal } = await readBoundedForm(c)
    const outcome = refusal ? refusePost(collection, form, refusal) : await savePost(c.get('backend'), collection, form, null, c.get('session')!.user.uid)
    if (!outcome.ok) return renderForm(c, null, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, base, notices.created)
  })

  app.get(`${base}/:id/edit`, guards('auth'), async (c) => renderForm(c, await load(c)))

  /**
   * The saved item as visitors see it (or will, once its date comes), with a banner saying so.
   * Staff only, never indexed or cached; related posts are the published ones, as on the site.
   */
  app.get(`${base}/:id/preview`, guards('auth'), async (c) => {
    const post = await load(c)
    const store = c.get('backend').content
    const now = c.get('now')
    const [[view], related] = await Promise.all([
      resolvePosts(store, collection, [post]),
      relatedPosts(store, collection, post, now).then((items) => resolvePosts(store, collection, items)),
    ])
    const breadcrumbs = [
      { name: 'Beranda', path: '/' },
      { name: text.title, path: `/${collection}` },
      { name: post.title, path: postUrl(collection, post.slug) },
    ]
    c.header('Cache-Control', 'private, no-store')
    const preview = {
      scheduled: !isPublishedAt(post, now),
      editHref: `${base}/${post.id}/edit`,
      ...(collection === 'publications' ? { downloadHref: `${base}/${post.id}/file` } : {}),
    }
    return c.render(<PostDetailPage view={view!} related={related} breadcrumbs={breadcrumbs} preview={preview} />, {
      head: {
        title: `Pratinjau: ${post.title}`,
        description: post.excerpt,
        path: postUrl(collection, post.slug),
        section: `/${collection}`,
        type: 'article',
        image: { path: imageUrl(post.cover, 1280), width: 1280, height: 720, alt: post.title },
        noindex: true,
      },
    })
  })

  if (collection === 'publications') {
    /** The PDF of a publication for staff, whatever its date (visitors get it from its page once published). */
    app.get(`${base}/:id/file`, guards('auth'), async (c) => {
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

  app.post(`${base}/:id/edit`, guards('auth'), async (c) => {
    const existing = await load(c)
    const { form, refusal } = await readBoundedForm(c)
    const outcome = refusal ? refusePost(collection, form, refusal) : await savePost(c.get('backend'), collection, form, existing, c.get('session')!.user.uid)
    if (!outcome.ok) return renderForm(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, base, notices.saved)
  })

  // To Sampah (functions/src/trash): its pin on the home page stays until it is purged, so a
  // restore puts it back where it was; public reads skip what is not there.
  app.post(`${base}/:id/delete`, guards('auth'), async (c) => {
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
