import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useRef, useState } from 'react'
import { MENU_LABEL_MAX, MENU_ROWS_MAX, MENU_TARGET_MAX, menuRows, type MenuName, type MenuRow, type MenuRowError } from '../../../../../shared/collections/navigation'
import { COLLECTION_PATHS, feedUrl, SITE_PATHS } from '../../../../../shared/urls'
import { defaultMenus } from '../../../firm'
import { UI } from '../../../i18n/ui'
import { SCREEN_READER_INSTRUCTIONS } from '../../components/order-list'

export interface NavigationPageProps {
  action: string
  /** The stored version (0: never saved), sent back to refuse a stale save. */
  version: number
  /** The saved menus as rows, or null before the first save (the page starts from the site's defaults). */
  saved: Record<MenuName, MenuRow[]> | null
  /** A refused save: the rows as sent, each problem on its row, and what to say above the form. */
  refused?: { version: number; rows: Record<MenuName, MenuRow[]>; errors: Record<MenuName, MenuRowError[]>; message: string }
}

/** Addresses offered while typing a target: the site's sections, its feeds and the privacy notice. */
const SUGGESTIONS = [
  { href: SITE_PATHS.home, label: UI.id.nav.home },
  { href: SITE_PATHS.about, label: UI.id.nav.about },
  { href: COLLECTION_PATHS.practiceAreas, label: UI.id.nav.practiceAreas },
  { href: COLLECTION_PATHS.profiles, label: UI.id.nav.attorneys },
  { href: COLLECTION_PATHS.blogs, label: UI.id.nav.blogs },
  { href: COLLECTION_PATHS.publications, label: UI.id.nav.publications },
  { href: COLLECTION_PATHS.openings, label: UI.id.nav.career },
  { href: SITE_PATHS.contact, label: UI.id.nav.contact },
  { href: SITE_PATHS.search, label: 'Pencarian' },
  { href: SITE_PATHS.privacy, label: UI.id.footer.privacy },
  { href: feedUrl('blogs'), label: UI.id.footer.blogFeed },
  { href: feedUrl('publications'), label: UI.id.footer.publicationFeed },
]

/** What each menu calls its two kinds of row. */
const WORDS: Record<MenuName, { title: string; intro: string; top: string; child: string; add: string; list: string }> = {
  header: {
    title: 'Menu header',
    intro:
      'Menu di bagian atas setiap halaman (dan menu di ponsel). Entri utama tampil berjajar; sub-menu tampil saat entri utama di atasnya dibuka. Entri utama dengan sub-menu boleh tanpa tujuan.',
    top: 'Entri utama',
    child: 'Sub-menu',
    add: 'Tambah entri menu',
    list: 'Entri menu header',
  },
  footer: {
    title: 'Kolom footer',
    intro: 'Kolom tautan di bagian bawah setiap halaman: sebuah judul kolom, lalu tautan-tautan di bawahnya. Paling banyak empat kolom.',
    top: 'Judul kolom',
    child: 'Tautan',
    add: 'Tambah baris footer',
    list: 'Baris footer',
  },
}

interface KeyedRow extends MenuRow {
  key: string
}

const errorsOf = (errors: MenuRowError[] | undefined, row: number, field: MenuRowError['field']) =>
  (errors ?? []).filter((error) => error.row === row && error.field === field).map((error) => error.message)

/**
 * /dashboard/navigation: the header menu and the footer columns, each a list of rows in order.
 * A row is a top entry or one below the top entry above it (a sub-menu, a column's link); rows
 * move by dragging their handle (or Space and the arrows on it) or with Naik and Turun. The
 * inputs carry the rows themselves, in order, so the form also posts without scripts.
 */
export default function NavigationPage({ props }: { props: NavigationPageProps }) {
  const { action, saved, refused } = props
  const start = refused?.rows ?? saved ?? { header: menuRows(defaultMenus().header), footer: menuRows(defaultMenus().footer) }
  return (
    <div className="page-stack navigation-page">
      <div className="page-head">
        <h1>Navigasi</h1>
      </div>
      <p className="order-intro">
        Atur menu header dan kolom footer situs. Isi label dalam dua bahasa: entri tanpa label Inggris tidak tampil di situs berbahasa
        Inggris. Tujuan berupa alamat di situs ini yang diawali “/” (situs Inggris menambahkan /en dengan sendirinya) atau alamat lengkap
        situs lain. Tautan media sosial diatur di{' '}
        <a href="/dashboard/settings">Pengaturan Situs</a>.{saved ? null : ' Navigasi belum pernah disimpan: yang tampil di bawah adalah menu bawaan situs.'}
      </p>
      {refused ? (
        <div className="form-error" role="alert">
          {refused.message}
        </div>
      ) : null}
      <form method="post" action={action} className="navigation-form">
        <input type="hidden" name="version" value={refused?.version ?? props.version} />
        <datalist id="navigation-targets">
          {SUGGESTIONS.map((suggestion) => (
            <option key={suggestion.href} value={suggestion.href} label={suggestion.label} />
          ))}
        </datalist>
        <MenuEditor menu="header" initial={start.header} errors={refused?.errors.header} />
        <MenuEditor menu="footer" initial={start.footer} errors={refused?.errors.footer} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Simpan navigasi
          </button>
        </div>
      </form>
    </div>
  )
}

function MenuEditor({ menu, initial, errors }: { menu: MenuName; initial: MenuRow[]; errors?: MenuRowError[] }) {
  const words = WORDS[menu]
  const counter = useRef(0)
  const [rows, setRows] = useState<KeyedRow[]>(() => initial.map((row, index) => ({ ...row, key: `${menu}-${index}` })))
  // Errors name rows by their place when the page was rendered; a move or a new row makes them stale.
  const [shownErrors, setShownErrors] = useState(errors)
  const update = (next: KeyedRow[]) => {
    setRows(next)
    setShownErrors(undefined)
  }
  const move = (from: number, to: number) => {
    const next = [...rows]
    const [row] = next.splice(from, 1)
    next.splice(to, 0, row!)
    update(next)
  }
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = rows.findIndex((row) => row.key === active.id)
    const to = rows.findIndex((row) => row.key === over.id)
    if (from >= 0 && to >= 0) move(from, to)
  }
  const headingId = `navigation-${menu}-title`
  return (
    <section className="panel navigation-menu" aria-labelledby={headingId}>
      <h2 id={headingId}>{words.title}</h2>
      <p className="field-help">{words.intro}</p>
      <DndContext id={`navigation-${menu}`} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}>
        <SortableContext id={`navigation-${menu}-rows`} items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
          <ol className="navigation-rows" aria-label={words.list}>
            {rows.map((row, index) => (
              <MenuRowEditor
                key={row.key}
                menu={menu}
                row={row}
                index={index}
                count={rows.length}
                errors={shownErrors}
                onChange={(changed) => update(rows.map((other) => (other.key === row.key ? { ...other, ...changed } : other)))}
                onMove={move}
                onRemove={() => update(rows.filter((other) => other.key !== row.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {rows.length === 0 ? <p className="empty">Menu ini kosong: situs tidak menampilkannya.</p> : null}
      <button
        type="button"
        className="btn"
        aria-disabled={rows.length >= MENU_ROWS_MAX || undefined}
        onClick={() => {
          if (rows.length >= MENU_ROWS_MAX) return
          counter.current += 1
          // A new row under a top entry starts as its child (a footer column's next link).
          const level = rows.length > 0 ? 1 : 0
          update([...rows, { key: `${menu}-new-${counter.current}`, level, label: '', labelEn: '', href: '' }])
        }}
      >
        {words.add}
      </button>
    </section>
  )
}

function MenuRowEditor(props: {
  menu: MenuName
  row: KeyedRow
  index: number
  count: number
  errors?: MenuRowError[]
  onChange(changed: Partial<MenuRow>): void
  onMove(from: number, to: number): void
  onRemove(): void
}) {
  const { menu, row, index, count, errors, onChange, onMove, onRemove } = props
  const words = WORDS[menu]
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.key,
    attributes: { roleDescription: 'baris yang dapat diurutkan' },
  })
  const { role: _role, ...handleAttributes } = attributes
  const id = (field: string) => `${row.key}-${field}`
  const name = row.label || row.labelEn || `baris ${index + 1}`
  const field = (key: 'label' | 'labelEn' | 'href', label: string, extra: { maxLength: number; list?: string; placeholder?: string; required?: boolean }) => {
    const messages = errorsOf(errors, index, key)
    return (
      <div className={`form-field${messages.length ? ' has-error' : ''}`}>
        <label htmlFor={id(key)}>{label}</label>
        <input
          type="text"
          id={id(key)}
          name={`${menu}${key[0]!.toUpperCase()}${key.slice(1)}`}
          value={row[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
          maxLength={extra.maxLength}
          list={extra.list}
          placeholder={extra.placeholder}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={messages.length ? id(`${key}-error`) : undefined}
          autoComplete="off"
        />
        {messages.length ? (
          <div className="field-error" id={id(`${key}-error`)}>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>
    )
  }
  const levelErrors = errorsOf(errors, index, 'level')
  return (
    <li ref={setNodeRef} className={`navigation-row level-${row.level}${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className="order-handle" {...handleAttributes} {...listeners} aria-label={`Pindahkan ${name}`}>
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="navigation-fields">
        <div className={`form-field${levelErrors.length ? ' has-error' : ''}`}>
          <label htmlFor={id('level')}>Jenis</label>
          <select id={id('level')} name={`${menu}Level`} value={String(row.level)} onChange={(event) => onChange({ level: event.target.value === '1' ? 1 : 0 })}>
            <option value="0">{words.top}</option>
            <option value="1">{words.child}</option>
          </select>
          {levelErrors.length ? (
            <div className="field-error">
              {levelErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          ) : null}
        </div>
        {field('label', 'Label (Indonesia)', { maxLength: MENU_LABEL_MAX })}
        {field('labelEn', 'Label (Inggris)', { maxLength: MENU_LABEL_MAX })}
        {field('href', 'Tujuan', { maxLength: MENU_TARGET_MAX, list: 'navigation-targets', placeholder: '/contact-us atau https://…' })}
      </div>
      <span className="order-actions">
        <button type="button" className="btn btn-quiet order-move" aria-disabled={index === 0 || undefined} onClick={() => index > 0 && onMove(index, index - 1)}>
          Naik<span className="visually-hidden">{` ${name}`}</span>
        </button>
        <button type="button" className="btn btn-quiet order-move" aria-disabled={index === count - 1 || undefined} onClick={() => index < count - 1 && onMove(index, index + 1)}>
          Turun<span className="visually-hidden">{` ${name}`}</span>
        </button>
        <button type="button" className="btn btn-danger-quiet" onClick={onRemove}>
          Hapus<span className="visually-hidden">{` ${name}`}</span>
        </button>
      </span>
    </li>
  )
}
