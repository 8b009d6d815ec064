/**
 * /dashboard/settings, "Pengaturan Situs", admins only: the site settings (one
 * document, `settings/site`) and, on the same screen, the offices with their sub-screens
 * `/dashboard/settings/offices/create` and `/{id}/edit`. Every save is checked by the schema
 * the browser ran (shared/collections/settings.ts, offices.ts), refused when the form's version
 * is stale with the input kept, and clears the render cache through its change event, so the
 * public site shows it at once.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { Hono, type Context } from 'hono'
import { officeFormSchema, officeFormValues, offices as officeModule } from '../../../../shared/collections/offices'
import { areaRecipientLinesById, OFFICES_ANCHOR, SETTINGS_ID, SETTINGS_PATH, settings as settingsModule, settingsFormValues } from '../../../../shared/collections/settings'
import { practiceAreasInOrder } from '../../content/public-content'
import { MSG } from '../../../../shared/schemas/messages'
import { OFFICES_MAX } from '../../../../shared/schemas/limits'
import { formatPhone } from '../../../../shared/schemas/phone'
import type { Office, Settings, SettingsData, StoredFile } from '../../../../shared/schemas/types'
import type { OfficeFormPageProps } from '../../../../web/src/dashboard/collections/settings/office-form-page'
import type { SettingsPageProps } from '../../../../web/src/dashboard/collections/settings/settings-page'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { NotFoundError, StaleVersionError, type ContentStore } from '../../backends/ports'
import { refuseDocument, saveDocument } from '../save-document'
import { fieldOptions } from '../module-form'
import { trashFromRoute } from '../../trash/trash-route'
import { renderDashboard } from '../../render/dashboard-renderer'
import { englishFields, TRANSLATION_SOURCE } from '../../../../shared/collections/define'
import { snapshotAfterSave } from '../../../../shared/collections/translation-status'
import { MARK_STALE, markTranslationCurrent, translationState } from '../translation-current'
import { resolveUpload } from '../../uploads/resolve-upload'
import { notFound } from '../../routes/not-found'
import { dataOf, readBoundedForm, readForm, refusalReply, refusedReply } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'

const OFFICES_PATH = `${SETTINGS_PATH}/offices`
/** Ours: a category chosen for client alerts that no longer exists (deleted meanwhile, or a crafted form). */
export const SETTINGS_UNKNOWN_CATEGORY = 'Kategori itu tidak ditemukan: muat ulang halaman lalu pilih lagi.'
/** Where Pengaturan Situs's "Tandai sudah diperbarui" posts. */
const TRANSLATION_CURRENT_PATH = `${SETTINGS_PATH}/translation-current`

/** Ours: the office limit, from its constant. */
export const OFFICES_FULL = `Paling banyak ${OFFICES_MAX} kantor. Hapus kantor yang tidak dipakai lagi sebelum menambah yang baru.`

type Reply = SubmissionResult<string[]>

/** The offices in their order (the order the site lists them). */
function listOffices(store: ContentStore): Promise<Office[]> {
  return store.query('offices', { orderBy: [{ field: 'sortOrder' }] })
}

/** The upload fields of the settings, resolved: each stored file, or the field's message. */
async function settingsFiles(c: Context<AppEnv>, value: Record<string, unknown>, previous: Settings | null, form: FormData) {
  const files: Record<string, StoredFile | null> = {}
  const fieldErrors: Record<string, string[]> = {}
  await Promise.all(
    Object.entries(settingsModule.uploads).map(async ([name, folder]) => {
      const path = value[name]
      if (typeof path !== 'string' || path === '') return void (files[name] = null)
      const resolved = await resolveUpload(c.get('backend').files, folder, path, previous?.[name as 'logo'] ?? null, form.get(`${name}Name`))
      if (resolved.ok) files[name] = resolved.file
      else {
        files[name] = null
        fieldErrors[name] = [resolved.message]
      }
    }),
  )
  return { files, fieldErrors }
}

/**
 * What "Penerima pesan per bidang praktik" picks from: the practice areas in the site's
 * order, drafts included (routing set up before an area goes public), and the people with an
 * email: profiles (attorneys and staff) and dashboard accounts, one entry per address.
 */
async function recipientChoices(c: Context<AppEnv>): Promise<NonNullable<SettingsPageProps['recipients']>> {
  const backend = c.get('backend')
  const [areas, profiles, accounts] = await Promise.all([practiceAreasInOrder(backend.content), backend.content.query('profiles'), backend.identity.listStaff().catch(() => [])])
  const people = new Map<string, { name: string; email: string; note: string }>()
  for (const profile of [...profiles].sort((a, b) => a.name.localeCompare(b.name, 'id'))) {
    const email = profile.email.trim()
    if (email && !people.has(email.toLowerCase())) people.set(email.toLowerCase(), { name: profile.name, email, note: profile.kind === 'attorney' ? 'Advokat' : 'Staf' })
  }
  for (const account of accounts) {
    const email = account.email.trim()
    if (email && !people.has(email.toLowerCase())) people.set(email.toLowerCase(), { name: account.displayName || email, email, note: 'Akun dasbor' })
  }
  return { areas: areas.map((area) => ({ id: area.id, slug: area.slug, name: area.name })), people: [...people.values()] }
}

/** Pengaturan Situs: the settings form and the offices, admins only (docs/decisions/0022-site-settings.md). */
export function settingsRoutes() {
  const app = new Hono<AppEnv>()
  // The settings and the offices are one admin screen (shared/collections/access.ts).
  const admin = collectionGuard('edit', 'settings', 'offices')
  const officeNotices = officeModule.labels.notices

  const renderSettings = async (
    c: Context<AppEnv>,
    extra: { result?: Reply; version?: number | null; files?: SettingsPageProps['files']; actionError?: string; translationError?: string } = {},
    status = 200,
  ) => {
    const store = c.get('backend').content
    const [current, offices, options, recipients] = await Promise.all([store.get('settings', SETTINGS_ID), listOffices(store), fieldOptions(store, settingsModule.fields), recipientChoices(c)])
    const defaults = settingsFormValues(current)
    const props: SettingsPageProps = {
      // Older lines name an area by its slug: the picker reads them by id.
      defaults: { ...defaults, areaInquiryEmails: areaRecipientLinesById(current?.areaInquiryEmails, recipients.areas).join('\n') },
      recipients,
      options,
      version: extra.version !== undefined ? extra.version : (current?.version ?? null),
      files: extra.files ?? { logo: current?.logo ?? null, shareImage: current?.shareImage ?? null },
      now: c.get('now').toISOString(),
      offices: offices.map((office) => ({
        id: office.id,
        name: office.name,
        city: office.city,
        phone: office.phone ? formatPhone(office.phone) : '',
        main: office.main,
        version: office.version,
      })),
      officesMax: OFFICES_MAX,
      ...(extra.result ? { result: extra.result } : {}),
      ...(extra.actionError ? { actionError: extra.actionError } : {}),
      ...(englishFields(settingsModule).length ? { translation: translationState(settingsModule, current as unknown as Record<string, unknown> | null, TRANSLATION_CURRENT_PATH) } : {}),
      ...(extra.translationError ? { translationError: extra.translationError } : {}),
    }
    return renderDashboard(c, 'settings', props, { title: settingsModule.labels.title, status })
  }

  app.get(SETTINGS_PATH, admin, (c) => renderSettings(c))

  app.post(SETTINGS_PATH, admin, async (c) => {
    const store = c.get('backend').content
    const { form, refusal } = await readBoundedForm(c)
    const submission = parseWithZod(form, { schema: settingsModule.formSchema })
    // The page keeps the version it was loaded with: a stale form stays stale until reloaded.
    const posted = Number(form.get('version') ?? Number.NaN)
    const version = form.get('version') !== null && Number.isInteger(posted) ? posted : null
    if (refusal) return renderSettings(c, { result: refusalReply(submission, refusal), version }, 400)
    if (submission.status !== 'success') return renderSettings(c, { result: refusedReply(submission.reply()), version }, 400)
    const current = await store.get('settings', SETTINGS_ID)
    const { version: _sent, ...value } = submission.value
    const { files, fieldErrors } = await settingsFiles(c, value, current, form)
    // The categories sent as client alerts must exist.
    const categories = await store.getMany('categories', value.alertCategoryIds)
    if (categories.length !== value.alertCategoryIds.length) fieldErrors.alertCategoryIds = [SETTINGS_UNKNOWN_CATEGORY]
    if (Object.keys(fieldErrors).length) return renderSettings(c, { result: submission.reply({ fieldErrors }), version, files: files as SettingsPageProps['files'] }, 400)
    const saved = { ...value, logo: files.logo ?? null, shareImage: files.shareImage ?? null }
    // What the English texts were written from, kept as the module-driven save keeps it (Perlu diperbarui).
    const source = TRANSLATION_SOURCE in (settingsModule.stored ?? {}) ? { [TRANSLATION_SOURCE]: snapshotAfterSave(settingsModule, current as unknown as Record<string, unknown> | null, saved) } : {}
    const data = { ...saved, ...source } as SettingsData
    const actor = c.get('session')!.user.uid
    // Refused with the input kept (Conform's reply carries it) and the version it was loaded at.
    const stale = () => renderSettings(c, { result: submission.reply({ formErrors: [MSG.stale] }), version, files: files as SettingsPageProps['files'] }, 409)
    // A form loaded before the settings existed carries no version: saved only while they still do not.
    if (!current && version !== null) return stale()
    if (current && version === null) return stale()
    try {
      if (current) await store.update('settings', SETTINGS_ID, data, { actor, expectedVersion: version ?? undefined })
      else await store.create('settings', data, { actor, id: SETTINGS_ID })
    } catch (error) {
      if (error instanceof StaleVersionError || error instanceof NotFoundError) return stale()
      // Two first saves at once: the other one created the document.
      if (!current && (await store.get('settings', SETTINGS_ID))) return stale()
      throw error
    }
    return redirectWithNotice(c, SETTINGS_PATH, 'settings-saved')
  })

  // Tandai sudah diperbarui: the English texts checked against the Indonesian changed since.
  app.post(TRANSLATION_CURRENT_PATH, admin, async (c) => {
    const version = Number((await readForm(c)).get('version'))
    const outcome = await markTranslationCurrent(c.get('backend').content, 'settings', settingsModule, SETTINGS_ID, Number.isInteger(version) ? version : undefined, c.get('session')!.user.uid)
    if (outcome === 'gone') notFound()
    if (outcome === 'stale') return renderSettings(c, { translationError: MARK_STALE }, 409)
    return c.redirect(SETTINGS_PATH, 303)
  })

  const loadOffice = async (c: Context<AppEnv>): Promise<Office> => (await c.get('backend').content.get('offices', c.req.param('id') ?? '')) ?? notFound()

  const renderOffice = async (c: Context<AppEnv>, existing: Office | null, submitted?: { form: FormData; reply: Reply; status: number }) => {
    const submittedVersion = Number(submitted?.form.get('version'))
    const props: OfficeFormPageProps = {
      mode: existing ? 'edit' : 'create',
      action: existing ? `${OFFICES_PATH}/${existing.id}/edit` : `${OFFICES_PATH}/create`,
      version: existing ? (submitted && Number.isInteger(submittedVersion) && submittedVersion >= 0 ? submittedVersion : existing.version) : null,
      defaults: officeFormValues(existing),
      now: c.get('now').toISOString(),
      ...(submitted ? { result: submitted.reply } : {}),
    }
    const title = existing ? `${officeModule.labels.edit}: ${existing.name}` : officeModule.labels.create
    return renderDashboard(c, 'office-form', props, { title, status: submitted?.status ?? 200 })
  }

  /** Saves an office form; a new office goes last, and is the main one when it is the first. */
  const submitOffice = async (c: Context<AppEnv>, existing: Office | null) => {
    const backend = c.get('backend')
    const { form, refusal } = await readBoundedForm(c)
    if (refusal) return renderOffice(c, existing, { form, ...(refuseDocument(officeModule, form, refusal) as { reply: Reply; status: number }) })
    // The rules between fields (both times of a day, both coordinates) first: the module's own
    // schema, which the save parses with, has the rules of each field only.
    const checked = parseWithZod(form, { schema: officeFormSchema })
    if (checked.status !== 'success') return renderOffice(c, existing, { form, reply: refusedReply(checked.reply()), status: 400 })
    const others = existing ? [] : await listOffices(backend.content)
    if (!existing && others.length >= OFFICES_MAX) return renderOffice(c, existing, { form, reply: checked.reply({ formErrors: [OFFICES_FULL] }), status: 409 })
    const outcome = await saveDocument({
      backend,
      module: officeModule,
      form,
      existing,
      actor: c.get('session')!.user.uid,
      finish: (data, previous) =>
        previous ? data : { ...data, main: !others.some((office) => office.main), sortOrder: Math.max(0, ...others.map((office) => office.sortOrder)) + 1 },
    })
    if (!outcome.ok) return renderOffice(c, existing, { form, reply: outcome.reply, status: outcome.status })
    return redirectWithNotice(c, `${SETTINGS_PATH}#${OFFICES_ANCHOR}`, existing ? officeNotices.saved : officeNotices.created)
  }

  app.get(`${OFFICES_PATH}/create`, admin, (c) => renderOffice(c, null))
  app.post(`${OFFICES_PATH}/create`, admin, (c) => submitOffice(c, null))
  app.get(`${OFFICES_PATH}/:id/edit`, admin, async (c) => renderOffice(c, await loadOffice(c)))
  app.post(`${OFFICES_PATH}/:id/edit`, admin, async (c) => submitOffice(c, await loadOffice(c)))

  /** Writes `office` with `changes`, from its latest version (list actions carry no form to keep). */
  const patch = (store: ContentStore, office: Office, changes: Partial<Office>, actor: string) =>
    store.update('offices', office.id, { ...dataOf(office), ...changes }, { actor, expectedVersion: office.version })

  app.post(`${OFFICES_PATH}/:id/delete`, admin, async (c) => {
    const store = c.get('backend').content
    const form = await readForm(c)
    const actor = c.get('session')!.user.uid
    const office = await store.get('offices', c.req.param('id'))
    if (office) {
      const version = Number(form.get('version'))
      // To Sampah (an admin restores it from there, as any staff member can).
      if ((await trashFromRoute(c, 'offices', office.id, Number.isInteger(version) && version > 0 ? version : undefined)) === 'stale') {
        return renderSettings(c, { actionError: `“${office.name}” baru saja diubah orang lain dan tidak dihapus. Periksa kembali sebelum menghapus.` }, 409)
      }
      // The site always has a main office while it has offices: the first one takes over.
      const rest = await listOffices(store)
      if (office.main && rest.length > 0 && !rest.some((other) => other.main)) await patch(store, rest[0]!, { main: true }, actor)
    }
    return redirectWithNotice(c, `${SETTINGS_PATH}#${OFFICES_ANCHOR}`, officeNotices.deleted)
  })

  app.post(`${OFFICES_PATH}/:id/main`, admin, async (c) => {
    const store = c.get('backend').content
    await readForm(c)
    const actor = c.get('session')!.user.uid
    const all = await listOffices(store)
    const chosen = all.find((office) => office.id === c.req.param('id'))
    // Deleted meanwhile: the 404 page, as for any office that is not there.
    if (!chosen) notFound()
    // The new main office first, then the old one loses the mark: the site never has none.
    if (!chosen.main) await patch(store, chosen, { main: true }, actor)
    for (const office of all) if (office.id !== chosen.id && office.main) await patch(store, office, { main: false }, actor)
    return redirectWithNotice(c, `${SETTINGS_PATH}#${OFFICES_ANCHOR}`, 'office-main')
  })

  app.post(`${OFFICES_PATH}/:id/move`, admin, async (c) => {
    const store = c.get('backend').content
    const form = await readForm(c)
    const direction = form.get('direction')
    if (direction !== 'up' && direction !== 'down') return renderSettings(c, { actionError: 'Arah pemindahan tidak dikenal. Muat ulang halaman dan coba lagi.' }, 400)
    const actor = c.get('session')!.user.uid
    const all = await listOffices(store)
    const index = all.findIndex((office) => office.id === c.req.param('id'))
    if (index === -1) notFound()
    const other = all[direction === 'up' ? index - 1 : index + 1]
    if (other) {
      // Positions by rank, so equal or missing orders (offices written by hand) sort out too.
      const ranked = all.map((office, rank) => ({ office, rank: rank + 1 }))
      const target = ranked[index]!
      const neighbour = ranked.find((entry) => entry.office.id === other.id)!
      for (const { office, rank } of ranked) {
        const wanted = office.id === target.office.id ? neighbour.rank : office.id === other.id ? target.rank : rank
        if (office.sortOrder !== wanted) await patch(store, office, { sortOrder: wanted }, actor)
      }
    }
    return redirectWithNotice(c, `${SETTINGS_PATH}#${OFFICES_ANCHOR}`, 'office-moved')
  })

  return app
}
