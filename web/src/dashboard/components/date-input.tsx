/**
 * A day typed in a box or picked from the calendar that opens beside it (react-day-picker, in
 * Indonesian, loaded when first needed): the one way the dashboard asks for a date, whether the
 * field also has a time (a post's publication), has none (an opening's closing day) or filters a
 * list (Log Aktivitas). What is typed is read as Indonesian forms write days (`31/01/2027`,
 * `31-01-2027`) or as `2027-01-31` (shared/schemas/typed-date.ts); a pick writes `2027-01-31`.
 */
import { useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react'
import { readTypedDay } from '../../../../shared/schemas/typed-date'
import type { PostCalendarProps } from './post-calendar'
import { jakartaToday } from './post-dates'

let calendarModule: Promise<{ default: ComponentType<PostCalendarProps> }> | null = null
/** Starts loading the calendar's chunk (once); called when the user is about to open it. */
function loadCalendar() {
  calendarModule ??= import('./post-calendar').catch((error: unknown) => {
    calendarModule = null // a later attempt tries the network again
    throw error
  })
  return calendarModule
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A typed day as a local Date for the calendar (only its y/m/d matter). */
function toCalendarDate(value: string): Date | undefined {
  const day = readTypedDay(value)
  if (!day) return undefined
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, date)
}

function fromCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface DateInputProps {
  id: string
  /** The text in the box, as typed. */
  value: string
  onChange: (text: string) => void
  /** Sent with the form as typed (a list's filter); a form that posts its own value leaves it out. */
  name?: string
  /** The server's clock at render (ISO), so the calendar's "today" agrees on both sides. */
  now: string
  describedBy?: string | undefined
  invalid?: boolean
  /** Focus left the box or the calendar's button (the field decides whether it left the field). */
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  /** After a day is picked and shown in the box (a list's filter applies it, as a choice in a select). */
  onPick?: (input: HTMLInputElement) => void
}

export function DateInput({ id, value, onChange, name, now, describedBy, invalid, onBlur, onPick }: DateInputProps) {
  const [open, setOpen] = useState(false)
  const [clock, setClock] = useState(now)
  const [Calendar, setCalendar] = useState<ComponentType<PostCalendarProps> | null>(null)
  const group = useRef<HTMLSpanElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const popoverId = `${id}-calendar`

  // After hydration, the browser's clock decides which day is today.
  useEffect(() => setClock(new Date().toISOString()), [])

  useEffect(() => {
    if (!open || Calendar) return
    let live = true
    loadCalendar().then(
      (module) => live && setCalendar(() => module.default),
      () => live && setOpen(false),
    )
    return () => {
      live = false
    }
  }, [open, Calendar])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <span className="date-input" ref={group}>
      <input
        ref={input}
        id={id}
        {...(name ? { name } : {})}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // The order to type the parts in (hari/bulan/tahun), not a value that could be taken for one.
        placeholder="HH/BB/TTTT"
        maxLength={10}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <button
        ref={toggle}
        type="button"
        className="btn date-toggle"
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label="Kalender: pilih tanggal"
        onClick={() => setOpen((shown) => !shown)}
        onPointerEnter={() => void loadCalendar().catch(() => {})}
        onFocus={() => void loadCalendar().catch(() => {})}
        onBlur={onBlur}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        Kalender
      </button>
      {open ? (
        <div
          id={popoverId}
          className="date-popover"
          role="dialog"
          aria-label="Kalender"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault()
              event.stopPropagation()
              setOpen(false)
              toggle.current?.focus()
            }
          }}
          onBlur={onBlur}
        >
          {Calendar ? (
            <Calendar
              selected={toCalendarDate(value)}
              today={toCalendarDate(jakartaToday(new Date(clock)))}
              onSelect={(day) => {
                onChange(fromCalendarDate(day))
                setOpen(false)
                input.current?.focus()
                // Once React has written the day into the box.
                if (onPick) window.setTimeout(() => input.current && onPick(input.current), 0)
              }}
            />
          ) : (
            <p className="date-popover-loading" role="status">
              Memuat kalender…
            </p>
          )}
          <button
            type="button"
            className="btn btn-quiet"
            onClick={() => {
              setOpen(false)
              toggle.current?.focus()
            }}
          >
            Tutup kalender
          </button>
        </div>
      ) : null}
    </span>
  )
}
