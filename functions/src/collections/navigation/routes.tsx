/**
 * /dashboard/navigation, "Navigasi": the header menu and the footer's link columns, one document
 * (`navigation/main`, shared/collections/navigation.ts). Both menus are saved together against
 * the version the page was loaded with; a refused save shows the rows as sent with each
 * problem next to its input. The save's change event clears the render cache, so every page
 * shows the new menus at once.
 */
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import {
  MENU_MSG,
  MENU_ROWS_MAX,
  menuRows,
  MENUS,
  NAVIGATION_ID,
  NAVIGATION_PATH,
  parseMenuRows,
  type MenuEntry,
  type MenuName,
  type MenuRow,
  type MenuRowError,
} from '../../../../shared/collections/navigation'
import { MSG } from '../../../../shared/schemas/messages'
import type { NavigationPageProps } from '../../../../web/src/dashboard/collections/navigation/navigation-page'
import type { AppEnv } from '../../app-env'
import { collectionGuard } from '../../auth/guards'
import { NotFoundError, StaleVersionError, UniqueConstraintError } from '../../backends/ports'
import { renderDashboard } from '../../render/dashboard-renderer'
import { readForm } from '../../routes/dashboard/form-helpers'
import { redirectWithNotice } from '../../routes/dashboard/notice-redirect'

/** The row fields of a menu in the form: `headerLevel`, `headerLabel`, …, repeated once per row. */
const ROW_FIELDS = ['Level', 'Label', 'LabelEn', 'Href'] as const
const FORM_ROWS = new Set(MENUS.flatMap((menu) => ROW_FIELDS.map((field) => `${menu}${field}`)))

/** The rows of one menu as the form sent them: four fields repeated per row, in order. */
function sentRows(form: FormData, menu: MenuName): MenuRow[] | null {
  const column = (field: (typeof ROW_FIELDS)[number]) => form.getAll(`${menu}${field}`).map(String)
  const [levels, labels, labelsEn, hrefs] = [column('Level'), column('Label'), column('LabelEn'), column('Href')]
  // Rows come whole from the page; anything else was not sent by it.
  if (![labels, labelsEn, hrefs].every((values) => values.length === levels.length)) return null
  return levels.map((level, index) => ({ level: level === '1' ? 1 : 0, label: labels[index]!, labelEn: labelsEn[index]!, href: hrefs[index]! }))
}

type Refusal = NavigationPageProps['refused']

const UNREADABLE = 'Formulir navigasi tidak dapat dibaca. Muat ulang halaman, lalu susun dan simpan lagi.'

export function navigationRoutes() {
  const app = new Hono<AppEnv>()
  const guard = collectionGuard('edit', 'navigation')

  const render = async (c: Context<AppEnv>, refused?: Refusal, status = 200) => {
    const stored = await c.get('backend').content.get('navigation', NAVIGATION_ID)
    const props: NavigationPageProps = {
      action: NAVIGATION_PATH,
      version: stored?.version ?? 0,
      saved: stored ? { header: menuRows(stored.header), footer: menuRows(stored.footer) } : null,
      ...(refused ? { refused } : {}),
    }
    return renderDashboard(c, 'navigation', props, { title: 'Navigasi', status })
  }

  app.get(NAVIGATION_PATH, guard, (c) => render(c))

  app.post(NAVIGATION_PATH, guard, async (c) => {
    const form = await readForm(c, FORM_ROWS)
    const version = Number(form.get('version'))
    const rows = { header: sentRows(form, 'header'), footer: sentRows(form, 'footer') }
    // Not what the page sends (rows cut short, no version): the error page says so, nothing is saved.
    if (!Number.isInteger(version) || version < 0 || !rows.header || !rows.footer) throw new HTTPException(400, { message: UNREADABLE })
    const sent = { header: rows.header, footer: rows.footer }
    const refuse = (message: string, errors: Record<MenuName, MenuRowError[]>, status = 400) =>
      render(c, { version, rows: sent, errors, message }, status)
    if (sent.header.length > MENU_ROWS_MAX * 2 || sent.footer.length > MENU_ROWS_MAX * 2) return refuse(MENU_MSG.tooManyRows, { header: [], footer: [] })

    const parsed = { header: parseMenuRows('header', sent.header), footer: parseMenuRows('footer', sent.footer) }
    if (!parsed.header.ok || !parsed.footer.ok) {
      const errors = { header: parsed.header.ok ? [] : parsed.header.errors, footer: parsed.footer.ok ? [] : parsed.footer.errors }
      const whole = [parsed.header, parsed.footer].flatMap((result) => (!result.ok && result.message ? [result.message] : []))
      // Rows left empty were dropped before checking: show the rows that were checked, so each error sits on its row.
      const checked = { header: nonEmpty(sent.header), footer: nonEmpty(sent.footer) }
      return render(c, { version, rows: checked, errors, message: whole.join(' ') || 'Navigasi belum tersimpan. Perbaiki isian yang ditandai.' }, 400)
    }
    const data: Record<MenuName, MenuEntry[]> = { header: parsed.header.entries, footer: parsed.footer.entries }
    const store = c.get('backend').content
    const actor = c.get('session')!.user.uid
    try {
      if (version === 0) await store.create('navigation', data, { actor, id: NAVIGATION_ID })
      else await store.update('navigation', NAVIGATION_ID, data, { actor, expectedVersion: version })
    } catch (error) {
      if (error instanceof StaleVersionError || error instanceof UniqueConstraintError || error instanceof NotFoundError) {
        return refuse(MSG.stale, { header: [], footer: [] }, 409)
      }
      throw error
    }
    return redirectWithNotice(c, NAVIGATION_PATH, 'navigation-saved')
  })

  return app
}

/** The rows with something typed in them, as parseMenuRows checks them. */
function nonEmpty(rows: MenuRow[]): MenuRow[] {
  return rows.filter((row) => row.label.trim() || row.labelEn.trim() || row.href.trim())
}
