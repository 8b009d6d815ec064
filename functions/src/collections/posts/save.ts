/**
 * The server side of the blog and publication forms: the module-driven save
 * (functions/src/collections/save-document.ts) checks and writes every field from its kind;
 * what is a post's own is the excerpt, derived from the content when the author left it empty.
 */
import { htmlToText } from '../../../../shared/schemas/common'
import type { PostCollection } from '../../../../shared/schemas/post'
import { POST_MODULES } from '../../../../shared/collections'
import type { Backend } from '../../backends/ports'
import { DOCUMENT_GONE, refuseDocument, saveDocument, type SaveOutcome } from '../save-document'
import type { Blog, Publication } from '../../../../shared/schemas/types'
import { deriveExcerpt } from './data'
import type { FormRefusal } from '../../routes/dashboard/form-helpers'

type Post = Blog | Publication

/** Ours: the item was deleted by someone else while the form was open. */
export const POST_GONE = DOCUMENT_GONE

/** The post modules as the module-driven save reads them (both share one code path). */
const moduleOf = (collection: PostCollection) => POST_MODULES[collection] as Parameters<typeof saveDocument<PostCollection>>[0]['module']

/**
 * The excerpts as stored: the author's, else the first words of the sanitized content; in
 * English too, once the post has English content.
 */
function finishPost(data: Record<string, unknown>): Record<string, unknown> {
  const excerpt = typeof data.excerpt === 'string' ? data.excerpt : ''
  const excerptEn = typeof data.excerptEn === 'string' ? data.excerptEn : ''
  const contentEn = typeof data.contentEn === 'string' ? data.contentEn : ''
  return {
    ...data,
    excerpt: excerpt || deriveExcerpt(htmlToText(String(data.content ?? ''))),
    excerptEn: excerptEn || (contentEn ? deriveExcerpt(htmlToText(contentEn)) : null),
  }
}

/**
 * A form readBoundedForm refused (a list or a value past its bound): shown again with what
 * was sent and why, nothing written.
 */
export function refusePost(collection: PostCollection, form: FormData, refusal: FormRefusal): SaveOutcome<PostCollection> {
  return refuseDocument(moduleOf(collection), form, refusal)
}

/**
 * Creates (existing = null) or updates a post from a submitted form. Never throws for what a
 * user sent: each problem comes back as the reply the form shows next to its field.
 */
export function savePost(
  backend: Backend,
  collection: PostCollection,
  form: FormData,
  existing: Post | null,
  actor: string,
  now: Date,
): Promise<SaveOutcome<PostCollection>> {
  return saveDocument<PostCollection>({ backend, module: moduleOf(collection), form, existing, actor, finish: finishPost, now })
}
