/**
 * Importing subscribers from a CSV (docs/decisions/0053-digest-and-import.md): the upload form,
 * a preview of every row (new, already known, or invalid and why), then on confirmation the new
 * addresses as pending subscribers, each sent the double opt-in email, recorded in Log Aktivitas.
 * The preview carries the file's text back in the form, so nothing is kept between the two steps
 * and the import checks the file again against the store as it is then. A file that cannot be
 * read is a page saying why, never a 500.
 */
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { SubscriberImportPageProps } from '../../../web/src/dashboard/collections/subscribers/import-page'
import { SUBSCRIBERS_IMPORT_PATH, SUBSCRIBERS_IMPORT_PREVIEW_PATH } from '../../../web/src/dashboard/collections/subscribers/paths'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { logActivity } from '../history/activity'
import type { Mailer } from '../mail/mailer'
import { renderDashboard } from '../render/dashboard-renderer'
import { plusAsSpace } from '../routes/dashboard/form-helpers'
import { applyImport, CONSENT_NOTE_MAX, IMPORT_MAX_CHARS, IMPORT_MSG, planImport, type ImportPlan } from './subscriber-import'

const UNREADABLE = 'Formulir tidak dapat dibaca. Muat ulang halaman dan coba lagi.'

/** Rows the preview lists (its counts cover every row). */
const PREVIEW_ROWS = 200

interface ImportForm {
  csv: string
  consentNote: string
  /** Why the file itself was refused before it was read (too large). */
  refusal: string | null
}

/**
 * The form's CSV (an uploaded file `file`, or the preview's hidden `csv`) and its consent note.
 * The dashboard's form reader drops files and bounds each value at a form field's length, so
 * this route reads its own body, within the dashboard's body limit.
 */
async function readImportForm(c: Context<AppEnv>): Promise<ImportForm> {
  const header = c.req.header('content-type') ?? ''
  const type = header.split(';', 1)[0]!.trim().toLowerCase()
  let form: FormData
  try {
    if (type === 'application/x-www-form-urlencoded') {
      form = new FormData()
      for (const [name, value] of new URLSearchParams(plusAsSpace(await c.req.text()))) if (name === 'csv' || name === 'consentNote') form.append(name, value)
    } else if (type === 'multipart/form-data') {
      form = await new Response(await c.req.arrayBuffer(), { headers: { 'content-type': header } }).formData()
    } else throw new Error('not a form')
  } catch {
    throw new HTTPException(400, { message: UNREADABLE })
  }
  const consentNote = String(form.get('consentNote') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CONSENT_NOTE_MAX)
  const file = form.get('file')
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_MAX_CHARS) return { csv: '', consentNote, refusal: IMPORT_MSG.tooLarge }
    return { csv: await file.text(), consentNote, refusal: null }
  }
  const csv = form.get('csv')
  return { csv: typeof csv === 'string' ? csv : '', consentNote, refusal: null }
}

/**
 * The confirmations are sent by the sweep that sends every subscription email (within a minute on
 * the embedded server, at the ten-minute schedule on Firebase): sending even twenty while the
 * import waited made it take seconds. `options.mailer` is the other dashboard routes' signature.
 */
export function subscriberImportRoutes(_options: { mailer: Mailer }) {
  const app = new Hono<AppEnv>()
  // Pelanggan's guard (its routes': the role matrix's subscribers): who may see subscribers may import them.
  const subscriberStaff = collectionGuard('edit', 'subscribers')

  const render = (c: Context<AppEnv>, props: SubscriberImportPageProps, status = 200) => renderDashboard(c, 'subscriber-import', props, { title: 'Impor pelanggan', status })
  // What needs attention first (invalid rows, then known addresses), at most PREVIEW_ROWS of them: a page of 2,000 rows takes seconds to render and more to read.
  const previewOf = (plan: ImportPlan): SubscriberImportPageProps['preview'] => ({
    counts: plan.counts,
    total: plan.rows.length,
    rows: (['invalid', 'existing', 'new'] as const)
      .flatMap((status) => plan.rows.filter((r) => r.status === status))
      .slice(0, PREVIEW_ROWS)
      .map((r) => ({ line: r.line, email: r.email, name: r.name, lang: r.lang, areas: r.areaNames, consentNote: r.consentNote, status: r.status, reasons: r.reasons })),
  })

  app.get(SUBSCRIBERS_IMPORT_PATH, subscriberStaff, (c) => render(c, { csv: '', consentNote: '', refusal: null, preview: null, result: null }))

  app.post(SUBSCRIBERS_IMPORT_PREVIEW_PATH, subscriberStaff, async (c) => {
    const form = await readImportForm(c)
    const plan = form.refusal ? null : await planImport(c.get('backend').content, form.csv, form.consentNote)
    const refusal = form.refusal ?? plan?.refusal ?? null
    if (refusal || !plan) return render(c, { csv: '', consentNote: form.consentNote, refusal, preview: null, result: null }, 400)
    return render(c, { csv: form.csv, consentNote: form.consentNote, refusal: null, preview: previewOf(plan), result: null })
  })

  app.post(SUBSCRIBERS_IMPORT_PATH, subscriberStaff, async (c) => {
    const form = await readImportForm(c)
    const store = c.get('backend').content
    const plan = form.refusal ? null : await planImport(store, form.csv, form.consentNote)
    const refusal = form.refusal ?? plan?.refusal ?? null
    if (refusal || !plan) return render(c, { csv: '', consentNote: form.consentNote, refusal, preview: null, result: null }, 400)
    const now = c.get('now')
    const actor = c.get('session')!.user.uid
    const result = await applyImport(store, plan, { now, actor })
    await logActivity(store, {
      action: 'subscriber-import',
      actor,
      collection: 'subscribers',
      detail: `${result.created.length} alamat baru menunggu konfirmasi, ${result.existing} sudah ada (tidak diubah), ${result.invalid} baris tidak valid`,
      at: now.toISOString(),
    })
    // A page rather than a redirect: it says what happened to each kind of row, and posting it again changes nothing (every address is known by then).
    return render(c, { csv: '', consentNote: '', refusal: null, preview: null, result: { created: result.created.length, existing: result.existing, invalid: result.invalid } })
  })

  return app
}
