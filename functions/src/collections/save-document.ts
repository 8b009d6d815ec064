/**
 * The server side of every module-driven form (docs/decisions/0020-collection-modules.md):
 * parse with the browser's schema, then check, field by field and from the field's kind, what
 * only the server can: rich text sanitized and measured again, unique values free, references
 * and uploads that exist. Writes with the version the form was loaded at. Never throws for what
 * a user sent: each problem comes back as the reply the form shows next to its field.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { TRANSLATION_SOURCE, type Collection, type Field } from '../../../shared/collections/define'
import { snapshotAfterSave } from '../../../shared/collections/translation-status'
import { blockFieldErrors, type PageBlock } from '../../../shared/collections/page-blocks'
import { htmlToText } from '../../../shared/schemas/common'
import { MSG } from '../../../shared/schemas/messages'
import type { CollectionName, StoredFile } from '../../../shared/schemas/types'
import { NotFoundError, type Backend, type DataOf, type DocOf } from '../backends/ports'
import { refusalReply, refusedReply, storeErrorReply, type FormRefusal } from '../routes/dashboard/form-helpers'
import { resolveUpload } from '../uploads/resolve-upload'
import { followSave } from '../redirects/redirect-writes'
import { applyPublishIntent } from './publish-intent'
import { publishRefusal } from '../review/publish-gate'

/** Ours: the item was deleted by someone else while the form was open. */
export const DOCUMENT_GONE = 'Data ini sudah dihapus orang lain sejak Anda membukanya. Salin isian Anda bila masih diperlukan.'

/** A unique field other than the slug, already used by another item. */
export const VALUE_TAKEN = 'Nilai ini sudah dipakai data lain.'

/** More ids than any list has; a longer list is cut rather than looked up in full. */
export const MAX_REFERENCED = 100

export type SaveOutcome<C extends CollectionName> =
  | { ok: true; doc: DocOf<C> }
  | { ok: false; status: 400 | 404 | 409; reply: SubmissionResult<string[]> }

/** The module of a stored collection, as this function reads it. */
type ModuleOf<C extends CollectionName> = Collection<C, Record<string, Field>, Record<string, Field>>

export interface SaveOptions<C extends CollectionName> {
  backend: Backend
  module: ModuleOf<C>
  form: FormData
  existing: DocOf<C> | null
  actor: string
  /** The id a created document gets (a fixed one, as `pages/home`); a new id when absent. */
  id?: string
  /**
   * What the collection decides itself once every field passed (an excerpt derived from the
   * content): receives the data about to be written, returns it (or field errors).
   */
  finish?: (data: Record<string, unknown>, existing: DocOf<C> | null) => Record<string, unknown> | { fieldErrors: Record<string, string[]> }
  /** The request's clock: whether the item was public before its slug changed (redirects). */
  now?: Date
}

/** A form readBoundedForm refused before parsing: shown again with what was sent and why. */
export function refuseDocument<C extends CollectionName>(module: ModuleOf<C>, form: FormData, refusal: FormRefusal): SaveOutcome<C> {
  return { ok: false, status: 400, reply: refusalReply(parseWithZod(form, { schema: module.formSchema }), refusal) }
}

/** Creates (existing = null) or updates a document of `module` from a submitted form. */
export async function saveDocument<C extends CollectionName>(options: SaveOptions<C>): Promise<SaveOutcome<C>> {
  const { backend, module, form, existing, actor } = options
  const store = backend.content
  const submission = parseWithZod(form, { schema: module.formSchema })
  if (submission.status !== 'success') return { ok: false, status: 400, reply: refusedReply(submission.reply()) }
  const { version, ...value } = submission.value as Record<string, unknown> & { version?: number }
  const previous = (existing ?? {}) as Record<string, unknown>
  const fieldErrors: Record<string, string[]> = {}
  const data: Record<string, unknown> = { ...value }
  let conflicts = 0

  const checks = Object.entries(module.fields).map(async ([name, field]) => {
    const sent = value[name]
    if (field.kind === 'richText' && typeof sent === 'string') {
      // sanitize-html (with htmlparser2 and postcss) loads with the first save, not with the site.
      const { sanitizeRichText } = await import('../content/sanitize-html')
      // Never the editor's markup (too deep, or too many tags and entities); sanitizing it would block the server.
      const result = sanitizeRichText(sent)
      if ('problem' in result) return void (fieldErrors[name] = [result.problem])
      // Its images: described, and still in Pustaka Media and the file store (their pixel size written).
      const { checkRichTextImages } = await import('../content/rich-text-images')
      const images = await checkRichTextImages(result.html, { store, files: backend.files })
      if ('problem' in images) return void (fieldErrors[name] = [images.problem])
      const clean = images.html
      if (field.minText && htmlToText(clean).length < field.minText[0]) fieldErrors[name] = [field.minText[1]]
      data[name] = clean
    }
    if (field.kind === 'blocks' && Array.isArray(sent)) {
      const { checkBlockTextImages, missingBlockImages, sanitizeBlocks } = await import('../content/sanitize-blocks')
      const result = sanitizeBlocks(sent as PageBlock[])
      // Each problem at the block's field it concerns, as the parser's are (blocks[2].image).
      if ('problems' in result) return void Object.assign(fieldErrors, blockFieldErrors(name, result.problems))
      const missing = await missingBlockImages(result.blocks, async (path) => (await backend.files.stat(path)) !== null)
      if (missing.length) return void Object.assign(fieldErrors, blockFieldErrors(name, missing))
      // The images in the blocks' texts, as a rich-text field's.
      const images = await checkBlockTextImages(result.blocks, { store, files: backend.files })
      if ('problems' in images) return void Object.assign(fieldErrors, blockFieldErrors(name, images.problems))
      data[name] = images.blocks
    }
    if (field.unique && typeof sent === 'string' && sent !== '') {
      const same = await store.query(module.name, { where: [{ field: name, op: '==', value: sent }], limit: 2 })
      if (same.some((doc) => doc.id !== (existing as { id?: string } | null)?.id)) {
        fieldErrors[name] = [field.kind === 'slug' ? MSG.slugTaken : VALUE_TAKEN]
        conflicts++
      }
    }
    if (field.kind === 'reference' && field.references && typeof sent === 'string' && sent !== '') {
      const found = await store.get(field.references, sent)
      // The option was deleted while the form was open: the user picks another.
      if (!found) fieldErrors[name] = [referenceMissing(field)]
    }
    if (field.kind === 'ids' && field.references && Array.isArray(sent)) {
      // Ids that exist, in the order sent; unknown ones (deleted meanwhile) are dropped, not refused.
      const wanted = (sent as string[]).slice(0, MAX_REFERENCED)
      const found = wanted.length ? new Set((await store.getMany(field.references, wanted)).map((doc) => doc.id)) : new Set<string>()
      data[name] = wanted.filter((id) => found.has(id))
    }
    if (field.upload) {
      if (typeof sent !== 'string' || sent === '') return void (data[name] = null)
      const resolved = await resolveUpload(backend.files, field.upload, sent, previous[name] as StoredFile | null | undefined, form.get(`${name}Name`))
      if (resolved.ok) data[name] = resolved.file
      else fieldErrors[name] = [resolved.message]
    }
  })
  await Promise.all(checks)

  let finished = data
  if (Object.keys(fieldErrors).length === 0 && options.finish) {
    const result = options.finish(data, existing)
    if ('fieldErrors' in result && typeof result.fieldErrors === 'object') Object.assign(fieldErrors, result.fieldErrors)
    else finished = result
  }
  if (Object.keys(fieldErrors).length > 0) {
    // Only a value another item holds: a conflict with that item; anything else is bad input.
    const status = conflicts > 0 && conflicts === Object.keys(fieldErrors).length ? 409 : 400
    return { ok: false, status, reply: submission.reply({ fieldErrors }) }
  }

  // Stored-only fields (`stored`) are kept as they were: the form never carries them, except
  // the publish field of an item that can be a draft, which the button pressed decides.
  const stored = Object.fromEntries(Object.keys(module.stored ?? {}).filter((name) => name in previous).map((name) => [name, previous[name]]))
  const published = applyPublishIntent(module, form.get('intent'), finished, existing as Record<string, unknown> | null, options.now ?? new Date())
  // A translated item keeps the Indonesian its English version was written from ("Perlu diperbarui").
  const source = TRANSLATION_SOURCE in (module.stored ?? {}) ? { [TRANSLATION_SOURCE]: snapshotAfterSave(module, existing as Record<string, unknown> | null, published) } : {}
  const write = { ...stored, ...published, ...source } as DataOf<C>
  // Tinjauan: with the setting on, only approved content goes public (docs/decisions/0051).
  const unapproved = await publishRefusal(store, module.name, existing as Record<string, unknown> | null, write as Record<string, unknown>)
  if (unapproved) return { ok: false, status: 409, reply: submission.reply({ formErrors: [unapproved] }) }
  try {
    const doc = existing
      ? await store.update(module.name, (existing as { id: string }).id, write, { actor, expectedVersion: version })
      : await store.create(module.name, write, { actor, ...(options.id ? { id: options.id } : {}) })
    // A published item's old addresses lead to the new ones; an address taken is freed of any
    // redirect. The save stands whatever happens here: a failure costs a redirect, not the text.
    await followSave(store, module.name, existing, doc, options.now ?? new Date(), actor).catch(
      (error: unknown) => console.error(`redirects not updated after saving ${module.name}/${(doc as { id: string }).id}`, error),
    )
    return { ok: true, doc }
  } catch (error) {
    if (error instanceof NotFoundError) return { ok: false, status: 404, reply: submission.reply({ formErrors: [DOCUMENT_GONE] }) }
    const reply = storeErrorReply(error)
    if (!reply) throw error
    return { ok: false, status: 409, reply: submission.reply(reply) }
  }
}

/** A reference's message when its option no longer exists: the field's own "choose one" message. */
function referenceMissing(field: Field): string {
  const parsed = field.rule.safeParse('')
  return parsed.success ? 'Pilihan tidak ditemukan. Pilih lagi.' : (parsed.error.issues[0]?.message ?? 'Pilihan tidak ditemukan. Pilih lagi.')
}
