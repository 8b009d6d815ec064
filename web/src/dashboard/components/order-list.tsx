import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useRef, type ReactNode } from 'react'

export interface OrderItem {
  /** Profile id, or `blogs/{id}` / `publications/{id}`. */
  id: string
  label: string
  /** Position, or type and date. */
  detail: string
  /** Set for content not yet public ("Terjadwal 1 Juli 2026"). */
  scheduled?: string
}

interface OrderListProps {
  /** Stable id of the drag-and-drop context: server and browser render the same ids. */
  dndId: string
  items: OrderItem[]
  /** Accessible name of the list. */
  label: string
  onMove(from: number, to: number): void
  /** A second action per row (take it out of the list). */
  remove?: { label: string; onRemove(index: number): void }
  /** Prefix of the rows' button ids, so focus can be placed after a change. */
  idPrefix: string
}

/** An item id as part of an element id: content ids (`blogs/{id}`) carry a slash, which ids may not. */
export function domId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '-')
}

/** dnd-kit's screen reader text, in Indonesian (its defaults are English). */
export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Untuk memindahkan item, tekan Spasi atau Enter. Gunakan tombol panah atas dan bawah untuk menggeser item, ' +
    'tekan Spasi atau Enter lagi untuk meletakkannya, atau Escape untuk membatalkan.',
}

/**
 * Spoken announcements while dragging, naming the item and its position. dnd-kit reports
 * "over itself" right after the pick-up, which would replace the pick-up message at once;
 * `drag.pickedUp` tells that first report from a later return to the starting place.
 */
export function orderAnnouncements(items: OrderItem[], drag: { pickedUp: boolean } = { pickedUp: false }): Announcements {
  const index = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id)
  const name = (id: UniqueIdentifier) => items[index(id)]?.label ?? 'Item'
  const position = (id: UniqueIdentifier) => `posisi ${index(id) + 1} dari ${items.length}`
  return {
    onDragStart: ({ active }) => {
      drag.pickedUp = true
      return `${name(active.id)} diambil, ${position(active.id)}.`
    },
    onDragOver: ({ active, over }) => {
      const first = drag.pickedUp
      drag.pickedUp = false
      if (!over) return `${name(active.id)} tidak berada di atas daftar.`
      if (over.id === active.id) return first ? `${name(active.id)} diambil, ${position(active.id)}.` : `${name(active.id)} kembali ke ${position(over.id)}.`
      return `${name(active.id)} dipindahkan ke ${position(over.id)}.`
    },
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} diletakkan di ${position(over.id)}.` : `${name(active.id)} diletakkan kembali.`,
    onDragCancel: ({ active }) => `Pemindahan dibatalkan. ${name(active.id)} kembali ke ${position(active.id)}.`,
  }
}

/**
 * A list reordered by dragging (pointer, or keyboard on the handle: Space, arrows, Space) or
 * with the Naik/Turun buttons of each row, which also work where dragging is awkward, and
 * "Pindahkan ke atas", which takes a row to the top in one step (a long list's last attorney).
 */
export function OrderList({ dndId, items, label, onMove, remove, idPrefix }: OrderListProps) {
  const drag = useRef({ pickedUp: false })
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((item) => item.id === active.id)
    const to = items.findIndex((item) => item.id === over.id)
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: orderAnnouncements(items, drag.current), screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <SortableContext id={`${dndId}-items`} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="order-list" aria-label={label}>
          {items.map((item, index) => (
            <OrderRow key={item.id} item={item} index={index} count={items.length} idPrefix={idPrefix} onMove={onMove}>
              {remove ? (
                <button
                  type="button"
                  id={`${idPrefix}-remove-${domId(item.id)}`}
                  className="btn btn-danger-quiet order-remove"
                  onClick={() => remove.onRemove(index)}
                >
                  {remove.label}
                  <span className="visually-hidden">{` ${item.label}`}</span>
                </button>
              ) : null}
            </OrderRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function OrderRow({
  item,
  index,
  count,
  idPrefix,
  onMove,
  children,
}: {
  item: OrderItem
  index: number
  count: number
  idPrefix: string
  onMove(from: number, to: number): void
  children?: ReactNode
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: 'item yang dapat diurutkan' },
  })
  // The handle is a <button> already: dnd-kit's role="button" would only repeat it.
  const { role: _role, ...handleAttributes } = attributes
  const first = index === 0
  const last = index === count - 1
  return (
    <li
      ref={setNodeRef}
      className={`order-row${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button type="button" ref={setActivatorNodeRef} className="order-handle" {...handleAttributes} {...listeners} aria-label={`Pindahkan ${item.label}`}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="order-position" aria-hidden="true">
        {index + 1}
      </span>
      <span className="order-text">
        <span className="order-label">{item.label}</span>
        <span className="order-detail">
          {item.detail}
          {item.scheduled ? <span className="status-badge status-scheduled">{item.scheduled}</span> : null}
        </span>
      </span>
      <span className="order-actions">
        {/* aria-disabled, not disabled: the button keeps focus when the row reaches the end. */}
        <button
          type="button"
          id={`${idPrefix}-up-${domId(item.id)}`}
          className="btn btn-quiet order-move"
          aria-disabled={first || undefined}
          onClick={() => {
            if (!first) onMove(index, index - 1)
          }}
        >
          Naik<span className="visually-hidden">{` ${item.label}`}</span>
        </button>
        <button
          type="button"
          id={`${idPrefix}-down-${domId(item.id)}`}
          className="btn btn-quiet order-move"
          aria-disabled={last || undefined}
          onClick={() => {
            if (!last) onMove(index, index + 1)
          }}
        >
          Turun<span className="visually-hidden">{` ${item.label}`}</span>
        </button>
        <button
          type="button"
          id={`${idPrefix}-top-${domId(item.id)}`}
          className="btn btn-quiet order-move"
          aria-disabled={first || undefined}
          onClick={() => {
            if (!first) onMove(index, 0)
          }}
        >
          Pindahkan ke atas<span className="visually-hidden">{` ${item.label}`}</span>
        </button>
        {children}
      </span>
    </li>
  )
}
