import { arrayMove } from '@dnd-kit/sortable'
import { useEffect, useRef, useState } from 'react'
import type { OrderSectionData } from '../collections/orderings/settings-page'
import { domId, OrderList, type OrderItem } from './order-list'

export type { OrderItem }

/** How many of the items that could be added are listed before the user searches. */
const AVAILABLE_SHOWN = 30

interface OrderSectionProps {
  /** Id of the section (the redirect after saving comes back to it). */
  anchor: string
  title: string
  description?: string
  action: string
  data: OrderSectionData
  /** "advokat", "konten": used in counts and announcements. */
  itemNoun: string
  empty: string
  /** Set for sections that choose what is shown: the list of what can be added. */
  availableTitle?: string
  addLabel?: string
  removeLabel?: string
  availableEmpty?: string
  /** A search box over what can be added (long lists). */
  searchable?: boolean
  /** Inside another section: a sub-heading, no panel of its own. */
  embedded?: boolean
}

function fold(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** One ordering: the list, what can be added to it, and its own form with "Simpan urutan". */
export function OrderSection(props: OrderSectionProps) {
  const { anchor, title, description, action, data, itemNoun, empty, embedded } = props
  const selectable = data.available !== undefined
  const [items, setItems] = useState<OrderItem[]>(data.items)
  const [available, setAvailable] = useState<OrderItem[]>(data.available ?? [])
  const [query, setQuery] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [focusId, setFocusId] = useState<string | null>(null)
  const dirty = items.map((item) => item.id).join('\n') !== data.items.map((item) => item.id).join('\n')

  // Leaving with an order not yet saved asks first, as the forms do (use-form-draft.tsx); the
  // section's own Simpan urutan does not.
  const saving = useRef(false)
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      if (saving.current) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  useEffect(() => {
    if (!focusId) return
    document.getElementById(focusId)?.focus()
    setFocusId(null)
  }, [focusId])

  const prefix = `${anchor}-row`
  const move = (from: number, to: number) => {
    const item = items[from]
    if (!item || to < 0 || to >= items.length) return
    setItems(arrayMove(items, from, to))
    setAnnouncement(`${item.label} dipindahkan ke posisi ${to + 1} dari ${items.length}.`)
  }
  const removeAt = (index: number) => {
    const item = items[index]
    if (!item) return
    const rest = items.filter((_, i) => i !== index)
    setItems(rest)
    setAvailable([item, ...available])
    setAnnouncement(`${item.label} dikeluarkan. ${rest.length} ${itemNoun} dalam daftar.`)
    const next = rest[index] ?? rest[index - 1]
    setFocusId(next ? `${prefix}-remove-${domId(next.id)}` : `${anchor}-selected-title`)
  }
  const add = (item: OrderItem) => {
    const rest = available.filter((candidate) => candidate.id !== item.id)
    const index = available.findIndex((candidate) => candidate.id === item.id)
    setItems([...items, item])
    setAvailable(rest)
    setAnnouncement(`${item.label} ditambahkan di posisi ${items.length + 1} dari ${items.length + 1}.`)
    const shownRest = visible(rest)
    const next = shownRest[Math.min(index, shownRest.length - 1)]
    setFocusId(next ? `${anchor}-add-${domId(next.id)}` : `${anchor}-available-title`)
  }
  const needle = fold(query.trim())
  const visible = (list: OrderItem[]) => (needle ? list.filter((item) => fold(item.label).includes(needle)) : list)
  const matches = visible(available)
  const shown = needle ? matches : matches.slice(0, AVAILABLE_SHOWN)

  const Heading = embedded ? 'h3' : 'h2'
  const Sub = embedded ? 'h4' : 'h3'
  const titleId = `${anchor}-title`
  const body = (
    <>
      <Heading id={titleId}>{title}</Heading>
      {description ? <p className="field-help">{description}</p> : null}
      <form
        method="post"
        action={action}
        className="order-form"
        onSubmit={() => {
          saving.current = true
        }}
      >
        <input type="hidden" name="type" value={data.type} />
        {data.key ? <input type="hidden" name="key" value={data.key} /> : null}
        <input type="hidden" name="version" value={String(data.version)} />
        {items.map((item) => (
          <input key={item.id} type="hidden" name="ids" value={item.id} />
        ))}
        {data.error ? (
          <div className="alert alert-error" role="alert">
            <p>{data.error}</p>
          </div>
        ) : null}
        {selectable ? (
          <Sub className="order-subtitle" id={`${anchor}-selected-title`} tabIndex={-1}>
            {`Ditampilkan (${items.length})`}
          </Sub>
        ) : null}
        {items.length === 0 ? (
          <p className="empty">{empty}</p>
        ) : (
          <OrderList
            dndId={`${anchor}-dnd`}
            items={items}
            label={selectable ? `${title}: ditampilkan` : title}
            onMove={move}
            remove={selectable ? { label: props.removeLabel ?? 'Keluarkan', onRemove: removeAt } : undefined}
            idPrefix={prefix}
          />
        )}
        <div className="order-save">
          <button type="submit" className="btn btn-primary">
            Simpan urutan
          </button>
          {dirty ? (
            <>
              <span className="order-dirty">Ada perubahan yang belum disimpan.</span>
              <button
                type="button"
                className="btn btn-quiet"
                onClick={() => {
                  setItems(data.items)
                  setAvailable(data.available ?? [])
                  setAnnouncement('Perubahan dibatalkan.')
                }}
              >
                Batalkan perubahan
              </button>
            </>
          ) : null}
        </div>
        <div className="visually-hidden order-announcer" role="status" aria-live="polite">
          {announcement}
        </div>
      </form>
      {selectable ? (
        <div className="order-available">
          <Sub className="order-subtitle" id={`${anchor}-available-title`} tabIndex={-1}>
            {`${props.availableTitle} (${available.length})`}
          </Sub>
          {props.searchable && available.length > 0 ? (
            <div className="form-field order-search">
              <label htmlFor={`${anchor}-search`}>Cari judul</label>
              <input id={`${anchor}-search`} type="search" value={query} onChange={(event) => setQuery(event.currentTarget.value)} autoComplete="off" />
            </div>
          ) : null}
          {available.length === 0 ? (
            <p className="empty">{props.availableEmpty}</p>
          ) : shown.length === 0 ? (
            <p className="empty">Tidak ada yang cocok dengan “{query}”.</p>
          ) : (
            <ul className="order-candidates" aria-labelledby={`${anchor}-available-title`}>
              {shown.map((item) => (
                <li key={item.id} className="order-candidate">
                  <span className="order-text">
                    <span className="order-label">{item.label}</span>
                    <span className="order-detail">
                      {item.detail}
                      {item.scheduled ? <span className="status-badge status-scheduled">{item.scheduled}</span> : null}
                    </span>
                  </span>
                  <button type="button" id={`${anchor}-add-${domId(item.id)}`} className="btn order-add" onClick={() => add(item)}>
                    {props.addLabel ?? 'Tambahkan'}
                    <span className="visually-hidden">{` ${item.label}`}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!needle && matches.length > shown.length ? (
            <p className="field-help">
              {`Menampilkan ${shown.length} dari ${matches.length}.`} {props.searchable ? 'Ketik judul untuk mencari yang lain.' : ''}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  )
  return embedded ? (
    <div className="order-embedded" id={anchor}>
      {body}
    </div>
  ) : (
    <section className="panel order-section" id={anchor} aria-labelledby={titleId}>
      {body}
    </section>
  )
}
