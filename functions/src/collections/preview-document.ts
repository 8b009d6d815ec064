/**
 * A document built from a form's unsaved text, for a staff preview ("previewed exactly
 * as visitors would see it, for any unsaved or draft version"). Lenient where a save is strict:
 * a half-written item still previews (a missing title shows as such, a short text as it is),
 * but what reaches the page is what a save would store — rich text sanitized, only files that
 * exist and pass their folder's rule, only references that exist. Nothing is written.
 */
import type { Field } from '../../../shared/collections/define'
import { parseJakartaDateTime } from '../../../shared/schemas/common'
import type { StoredFile } from '../../../shared/schemas/types'
import type { Backend } from '../backends/ports'
import { escapeHtml } from '../mail/mail-text'
import { resolveUpload } from '../uploads/resolve-upload'
import { MAX_REFERENCED } from './save-document'

/** What an empty title or name shows in a preview. */
export const UNTITLED = '(Tanpa judul)'

/** Control characters a field's rule would refuse (line breaks and tabs aside), dropped for the page. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

function first(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.replace(CONTROL, '') : ''
}

/**
 * The fields of `module` read from `form`, each as a stored document holds it; `existing` gives
 * the files and fields the form does not change. Never throws for what was sent.
 */
export async function previewDocument(
  backend: Backend,
  module: { fields: Record<string, Field> },
  form: FormData,
  existing: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  const doc: Record<string, unknown> = { ...(existing ?? {}) }
  await Promise.all(
    Object.entries(module.fields).map(async ([name, field]) => {
      const sent = first(form, name)
      switch (field.kind) {
        case 'richText': {
          // Loaded with the first preview or save, not with the site.
          const { sanitizeRichText } = await import('../content/sanitize-html')
          // What a save would refuse is not sanitized for the preview either; it says why instead.
          const result = sanitizeRichText(sent)
          doc[name] = 'problem' in result ? `<p>(${escapeHtml(result.problem)})</p>` : result.html
          return
        }
        case 'ids': {
          const wanted = form.getAll(name).filter((v): v is string => typeof v === 'string').slice(0, MAX_REFERENCED)
          const found = field.references && wanted.length ? new Set((await backend.content.getMany(field.references, wanted)).map((d) => d.id)) : new Set<string>()
          doc[name] = wanted.filter((id) => found.has(id))
          return
        }
        case 'date':
          doc[name] = parseJakartaDateTime(sent.trim())
          return
        case 'upload': {
          if (!field.upload || sent === '') return void (doc[name] = (existing?.[name] as StoredFile | null | undefined) ?? null)
          const resolved = await resolveUpload(backend.files, field.upload, sent, existing?.[name] as StoredFile | null | undefined)
          doc[name] = resolved.ok ? resolved.file : ((existing?.[name] as StoredFile | null | undefined) ?? null)
          return
        }
        case 'lines':
          doc[name] = sent.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
          return
        default:
          doc[name] = sent.trim()
      }
    }),
  )
  return doc
}
