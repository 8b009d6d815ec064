/**
 * The dashboard's one list page: any collection's list as its module declares it
 * (shared/collections/list.ts) and the server resolves it (functions/src/collections/list-route.ts):
 * the head's links, folders, the filter form, the count, the table with its cells and row
 * actions, the empty state and the pager. A collection with parts of its own (a form above
 * the table, a cell or an action drawn its own way) renders `CollectionList` with them.
 */
import type { ReactNode } from 'react'
import type { BadgeCell, Cell, CountCell, ListAlert, ListPageProps, ListRow, ListView, RowAction, TextCell, ThumbCell, TitleCell } from '../../../../shared/collections/list'
import type { ItemLanguages } from '../../../../shared/collections/translation-status'
import { ConfirmButton } from '../components/confirm-button'
import { LanguageMarks } from '../components/language-marks'
import { submitOnChange } from '../components/submit-on-change'
import { useLiveList } from '../live/use-live-list'

type Column = ListView['columns'][number]

export interface CollectionListProps {
  props: ListPageProps
  /** What the collection shows above the list (an add form, a choice a refused action asks for). */
  children?: ReactNode
  /** Cells of `custom` columns, by column name. */
  cells?: Record<string, (value: Cell, row: ListRow) => ReactNode>
  /** A row drawn the collection's own way (a rename in the row), or null for the usual cells. */
  row?: (row: ListRow, span: number) => ReactNode | null
  /** Row actions of kind `custom`, by name. */
  actions?: Record<string, (row: ListRow) => ReactNode>
}

function Alert({ alert }: { alert: ListAlert }) {
  return (
    <div className="alert alert-error" role="alert">
      <p>
        {alert.title ? <strong>{alert.title}</strong> : null}
        {alert.text}
      </p>
      {alert.items?.length ? (
        <ul>
          {alert.items.map((item) => (
            <li key={item.href}>
              {item.type ? `${item.type}: ` : null}
              <a href={item.href}>{item.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {alert.more ? <p>{`…dan ${alert.more} lainnya.`}</p> : null}
    </div>
  )
}

function TitleValue({ value, unread }: { value: TitleCell; unread?: boolean }) {
  const unreadMark = unread ? <span className="visually-hidden"> (belum dibaca)</span> : null
  return (
    <>
      {value.kind ? <span className="row-kind">{value.kind}</span> : null}
      {value.href ? (
        <a href={value.href} className="row-title">
          {value.text}
          {unreadMark}
        </a>
      ) : (
        <span className="row-title">{value.text}</span>
      )}
      {value.sub ? <div className="row-sub">{value.code ? <code>{value.sub}</code> : value.sub}</div> : null}
      {value.meta ? <div className="row-meta">{value.meta}</div> : null}
      {/* On a line of their own: a long slug would push them out of line with the other rows'. */}
      {value.badges?.length || value.languages ? (
        <div className="row-badges">
          {value.badges?.map((badge) => (
            <span key={badge.text} className={`status-badge ${badge.tone}`}>
              {badge.text}
            </span>
          ))}
          {value.languages ? <LanguageMarks languages={value.languages} /> : null}
        </div>
      ) : null}
    </>
  )
}

function BadgeValue({ value }: { value: BadgeCell }) {
  const badge = <span className={`status-badge ${value.tone}`}>{value.text}</span>
  return (
    <>
      {value.date ? (
        // The date above its status: the badges of every row start at one edge.
        <span className="date-status">
          {'iso' in value.date ? (
            <time dateTime={value.date.iso} title={value.date.title}>
              {value.date.text}
            </time>
          ) : (
            <span className="muted">{value.date.blank}</span>
          )}{' '}
          {badge}
        </span>
      ) : (
        badge
      )}
      {value.notes?.map((note) => (
        <div key={note.text} className={note.warn ? 'row-warn' : 'row-meta'}>
          {note.text}
        </div>
      ))}
    </>
  )
}

function CellValue({ column, value, row, cells }: { column: Column; value: Cell; row: ListRow; cells: CollectionListProps['cells'] }) {
  switch (column.cell) {
    case 'title':
      return <TitleValue value={value as TitleCell} unread={row.unread} />
    case 'badge':
      return value ? <BadgeValue value={value as BadgeCell} /> : null
    case 'count': {
      const count = value as CountCell
      return count.href ? <a href={count.href}>{count.count}</a> : <>{count.count}</>
    }
    case 'languages':
      return value ? <LanguageMarks languages={value as ItemLanguages} /> : null
    case 'thumb': {
      const thumb = value as ThumbCell
      return thumb.src ? (
        <img className="row-thumb" src={thumb.src} alt="" width={40} height={46} loading="lazy" />
      ) : (
        <span className="row-thumb row-thumb-empty" aria-hidden="true">
          {thumb.letter}
        </span>
      )
    }
    case 'custom':
      return <>{cells?.[column.name]?.(value, row)}</>
    default: {
      if (value === null || value === '') return <span className="muted">{column.blank ?? '–'}</span>
      if (typeof value === 'string') return <>{value}</>
      const text = value as TextCell
      return (
        <>
          {text.above ? <div className="cell-above">{text.above}</div> : null}
          {text.text}
          {text.below ? <div className="row-sub">{text.below}</div> : null}
        </>
      )
    }
  }
}

function Action({ action, row, custom }: { action: RowAction; row: ListRow; custom: CollectionListProps['actions'] }) {
  switch (action.kind) {
    case 'link':
      return (
        <a
          className={`btn btn-quiet${action.slot ? ' row-action-view' : ''}`}
          href={action.href}
          aria-label={action.name}
          title={action.hint}
          {...(action.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {action.label}
        </a>
      )
    case 'slot':
      // Nothing to see: the slot stays, so the actions after it keep their column.
      return <span className="btn btn-quiet row-action-view row-action-empty" aria-hidden="true" />
    case 'confirm':
      return <ConfirmButton action={action.action} fields={action.fields} label={action.label} ariaLabel={action.name} title={action.title} message={<p>{action.message}</p>} confirmLabel={action.confirm} />
    case 'post':
      return (
        <form method="post" action={action.action}>
          <button type="submit" className="btn btn-quiet" aria-label={action.name}>
            {action.label}
          </button>
        </form>
      )
    case 'note':
      return <span className="muted">{action.text}</span>
    case 'custom':
      return <>{custom?.[action.name]?.(row)}</>
  }
}

function Filters({ view }: { view: ListView }) {
  if (!view.search && view.filters.length === 0) return null
  return (
    <form className="list-toolbar" method="get" action={view.path} role="search" aria-label={`Cari dan saring ${view.noun}`} onChange={submitOnChange}>
      {view.search ? (
        <div className="form-field">
          <label htmlFor="list-q">{view.search.label}</label>
          <input id="list-q" type="search" name="q" defaultValue={view.search.value} autoComplete="off" placeholder={view.search.placeholder} />
        </div>
      ) : null}
      {view.filters.map((filter) => (
        <div className="form-field" key={filter.name}>
          <label htmlFor={`list-${filter.name}`}>{filter.label}</label>
          <select id={`list-${filter.name}`} name={filter.name} defaultValue={filter.value}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="inline-actions list-filter-actions">
        <button type="submit" className="btn">
          Terapkan
        </button>
        {view.filtered ? (
          <a className="btn btn-quiet" href={view.path}>
            Hapus filter
          </a>
        ) : null}
      </div>
    </form>
  )
}

/** A collection's list: what the server resolved, with the collection's own parts. */
export function CollectionList({ props, children, cells, row: ownRow, actions }: CollectionListProps) {
  const { view, rows, alerts } = props
  // Other people's creates, saves and deletes refresh these rows (with this search, filter and page).
  useLiveList(view.live ?? [], view.live ? rows.map((row) => ({ collection: row.collection ?? view.live![0]!, id: row.id })) : [], view.liveScope)
  const withActions = rows.some((row) => row.actions.length > 0)
  const span = view.columns.length + (withActions ? 1 : 0)
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>{view.title}</h1>
        {view.head.length ? (
          <div className="list-head-actions">
            {view.head.map((link) => (
              <a key={link.href} className={link.primary ? 'btn btn-primary' : 'btn'} href={link.href} {...(link.download ? { download: true } : {})}>
                {link.label}
              </a>
            ))}
          </div>
        ) : null}
      </div>
      {view.intro ? <p className="page-intro">{view.intro}</p> : null}
      {alerts?.map((alert) => <Alert key={alert.text} alert={alert} />)}
      {children}
      {view.folders ? (
        <nav className="inbox-folders" aria-label={view.folders.label}>
          <ul>
            {view.folders.items.map((folder) => (
              <li key={folder.href}>
                <a href={folder.href} aria-current={folder.current ? 'page' : undefined}>
                  {folder.label} <span className="inbox-count">{folder.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="panel" aria-labelledby="list-title">
        <h2 id="list-title" className={view.headingShown ? undefined : 'visually-hidden'}>
          {view.heading}
        </h2>
        <Filters view={view} />
        {view.count ? (
          <p className="list-count" role="status">
            {view.count}
          </p>
        ) : null}
        {rows.length === 0 ? (
          <div className="empty">
            <p>{view.empty.text}</p>
            {view.empty.link ? (
              <p>
                <a className={view.empty.link.button ? 'btn btn-primary' : undefined} href={view.empty.link.href}>
                  {view.empty.link.text}
                </a>
              </p>
            ) : null}
          </div>
        ) : (
          <table className={view.className ? `data-table ${view.className}` : 'data-table'}>
            <thead>
              <tr>
                {view.columns.map((column) => (
                  <th scope="col" key={column.name}>
                    {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                  </th>
                ))}
                {withActions ? (
                  <th scope="col">
                    <span className="visually-hidden">Aksi</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.unread ? 'row-unread' : undefined}>
                  {ownRow?.(row, span) ?? (
                    <>
                      {view.columns.map((column) => (
                        // On a phone the heading row is hidden: a bare value says its column's name.
                        <td key={column.name} className={column.className} data-label={column.phoneLabel ? column.label : undefined}>
                          <CellValue column={column} value={row.cells[column.name] ?? null} row={row} cells={cells} />
                        </td>
                      ))}
                      {withActions ? (
                        <td className="row-actions">
                          {row.actions.map((action, index) => (
                            <Action key={index} action={action} row={row} custom={actions} />
                          ))}
                        </td>
                      ) : null}
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {view.pager ? (
          <nav className="pager" aria-label={`Halaman daftar ${view.noun}`}>
            {view.pager.prev ? (
              <a className="btn" href={view.pager.prev} rel="prev">
                Sebelumnya
              </a>
            ) : null}
            <span aria-current="page">{`Halaman ${view.pager.page} dari ${view.pager.pages}`}</span>
            {view.pager.next ? (
              <a className="btn" href={view.pager.next} rel="next">
                Berikutnya
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  )
}

/** A list with no parts of its own. */
export default function CollectionListPage({ props }: { props: ListPageProps }) {
  return <CollectionList props={props} />
}
