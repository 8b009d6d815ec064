/**
 * The server side of the blog and publication forms: parse with the browser's schema, then
 * check what only the server can (category, slug, uploaded files, sanitized length) and write
 * with the version the form was loaded at.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { htmlToText } from '../../../../shared/schemas/common'
import { CONTENT_MIN } from '../../../../shared/schemas/limits'
import { MSG } from '../../../../shared/schemas/messages'
import type { PostCollection } from '../../../../shared/schemas/post'
import { POST_MODULES, postSchema } from '../../../../shared/collections'
import type { Blog, BlogData, Publication, PublicationData, StoredFile } from '../../../../shared/schemas/types'
import { NotFoundError, type Backend } from '../../backends/ports'
import { CONTENT_TOO_DEEP, nestedTooDeeply, sanitizePostHtml } from '../../content/sanitize-html'
import { resolveUpload } from '../../uploads/resolve-upload'
import { deriveExcerpt } from './posts-data'
import { refusalReply, storeErrorReply, type FormRefusal, refusedReply } from './form-helpers'

type Post = Blog | Publication

/** Ours: the item was deleted by someone else while the form was open. */
export const POST_GONE = 'Data ini sudah dihapus orang lain sejak Anda membukanya. Salin isian Anda bila masih diperlukan.'

export type SaveOutcome =
  | { ok: true; post: Post }
  | { ok: false; status: 400 | 404 | 409; reply: SubmissionResult<string[]> }

/** More tags or authors than any post has; a longer list is cut rather than looked up in full. */
const MAX_RELATED = 100

/**
 * Ids that exist, in the order they were sent. Unknown ones (a tag deleted while the form was
 * open) are dropped rather than refused: the user could not fix them in the form anyway.
 */
async function existingIds(backend: Backend, collection: 'tags' | 'profiles', ids: string[]): Promise<string[]> {
  const wanted = ids.slice(0, MAX_RELATED)
  if (wanted.length === 0) return []
  const found = new Set((await backend.content.getMany(collection, wanted)).map((doc) => doc.id))
  return wanted.filter((id) => found.has(id))
}

/**
 * A form readBoundedForm refused (a list or a value past its bound): shown again with what
 * was sent and why, nothing written.
 */
export function refusePost(collection: PostCollection, form: FormData, refusal: FormRefusal): SaveOutcome {
  return { ok: false, status: 400, reply: refusalReply(parseWithZod(form, { schema: postSchema(collection) }), refusal) }
}

/**
 * Creates (existing = null) or updates a post from a submitted form. Never throws for what a
 * user sent: each problem comes back as the reply the form shows next to its field.
 */
export async function savePost(
  backend: Backend,
  collection: PostCollection,
  form: FormData,
  existing: Post | null,
  actor: string,
): Promise<SaveOutcome> {
  const store = backend.content
  const submission = parseWithZod(form, { schema: postSchema(collection) })
  if (submission.status !== 'success') return { ok: false, status: 400, reply: refusedReply(submission.reply()) }
  const value = submission.value
  const fieldErrors: Record<string, string[]> = {}

  // Never the editor's markup; sanitizing it would cost the depth at every tag.
  if (nestedTooDeeply(value.content)) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: { content: [CONTENT_TOO_DEEP] } }) }
  const content = sanitizePostHtml(value.content)
  if (htmlToText(content).length < CONTENT_MIN) fieldErrors.content = [MSG.contentMin]

  const [category, sameSlug, tagIds, authorIds] = await Promise.all([
    store.get('categories', value.categoryId),
    store.query(collection, { where: [{ field: 'slug', op: '==', value: value.slug }], limit: 1 }),
    existingIds(backend, 'tags', value.tagIds),
    existingIds(backend, 'profiles', value.authorIds),
  ])
  if (!category) fieldErrors.categoryId = [MSG.categoryRequired]
  const slugTaken = sameSlug.some((doc) => doc.id !== existing?.id)
  if (slugTaken) fieldErrors.slug = [MSG.slugTaken]

  const folders = POST_MODULES[collection].uploads
  const cover = await resolveUpload(backend.files, folders.cover, value.cover, existing?.cover, form.get('coverName'))
  if (!cover.ok) fieldErrors.cover = [cover.message]
  let file: StoredFile | null = null
  if ('file' in folders && 'file' in value) {
    const resolved = await resolveUpload(backend.files, folders.file, value.file, (existing as Publication | null)?.file, form.get('fileName'))
    if (resolved.ok) file = resolved.file
    else fieldErrors.file = [resolved.message]
  }

  if (Object.keys(fieldErrors).length > 0 || !cover.ok) {
    // A taken slug alone is a conflict with another item; anything else is bad input.
    const status = slugTaken && Object.keys(fieldErrors).length === 1 ? 409 : 400
    return { ok: false, status, reply: submission.reply({ fieldErrors }) }
  }

  // Every form field as parsed (a field added to the module is saved with no edit here), then
  // what the server decides itself: the files, the sanitized content, the ids that exist.
  const { version: _version, file: _file, ...typed } = value as typeof value & { file?: string }
  const data: BlogData = {
    ...typed,
    cover: cover.file,
    content,
    excerpt: value.excerpt || deriveExcerpt(htmlToText(content)),
    tagIds,
    authorIds,
  }
  const write = collection === 'publications' ? ({ ...data, file } as PublicationData) : data
  try {
    const post = existing
      ? await store.update(collection, existing.id, write as PublicationData, { actor, expectedVersion: value.version })
      : await store.create(collection, write as PublicationData, { actor })
    return { ok: true, post }
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, status: 404, reply: submission.reply({ formErrors: [POST_GONE] }) }
    const reply = storeErrorReply(error)
    if (!reply) throw error
    return { ok: false, status: 409, reply: submission.reply(reply) }
  }
}
