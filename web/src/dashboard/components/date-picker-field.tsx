/**
 * The published date of a post: a date typed as YYYY-MM-DD (or picked from a calendar that
 * opens beside it) and a time (HH:mm), both in Jakarta time. The form posts them joined as
 * `publishedAt` = `YYYY-MM-DDTHH:mm`, which PublishedDateSchema reads in Asia/Jakarta.
 * A date in the future schedules the post; the field says when it will appear.
 */
import { useInputControl, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react'
import { isPublishedAt } from '../../../../shared/publish-rule'
import { parseJakartaDateTime } from '../../../../shared/schemas/common'
import { describedBy, Field } from './field'
import type { PostCalendarProps } from './post-calendar'
import { formatJakartaDateTime, jakartaToday } from './post-dates'

let calendarModule: Promise<{ default: ComponentType<PostCalendarProps> }> | null = null
/** Starts loading the calendar's chunk (once); called when the user is about to open it. */
function loadCalendar() {
  calendarModule ??= import('./post-calendar').catch((error: unknown) => {
    calendarModule = null // a later attempt tries the network again
    throw error
  })
  return calendarModule
}

export const DEFAULT_TIME = '08:00'

const pad = (n: number) => String(n).padStart(2, '0')

/** A calendar date string as a local Date for the calendar (only its y/m/d matter). */
function toCalendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return date.getDate() === Number(match[3]) && date.getMonth() === Number(match[2]) - 1 ? date : undefined
}

function fromCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Splits `YYYY-MM-DDTHH:mm` into what the two inputs show. */
export function splitPublishedAt(value: unknown): { date: string; time: string } {
  // A form sent back after a refusal may carry the field twice (an array): show the first.
  const text = Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : ''
  const [date = '', time = ''] = text.split('T')
  return { date, time: time.slice(0, 5) }
}

export interface DatePickerFieldProps {
  meta: FieldMetadata<string>
  label: string
  /** The server's clock at render, so the server and the first browser render agree. */
  now: string
  required?: boolean
  /** The field's help (its module's), under the label. */
  help?: string
}

export function DatePickerField({ meta, label, now, required, help = 'Tanggal (TTTT-BB-HH) dan jam dalam WIB.' }: DatePickerFieldProps) {
  const control = useInputControl(meta)
  const initial = splitPublishedAt(control.value)
  const [date, setDate] = useState(initial.date)
  const [time, setTime] = useState(initial.time || DEFAULT_TIME)
  const [open, setOpen] = useState(false)
  const [clock, setClock] = useState(now)
  const [Calendar, setCalendar] = useState<ComponentType<PostCalendarProps> | null>(null)
  const group = useRef<HTMLDivElement>(null)
  const dateInput = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  const dateId = meta.id
  const timeId = `${meta.id}-time`
  const helpId = `${meta.id}-help`
  const noteId = `${meta.id}-note`
  const popoverId = `${meta.id}-calendar`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0

  // After hydration, the browser's clock decides whether the date is still ahead.
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

  const update = (nextDate: string, nextTime: string) => {
    setDate(nextDate)
    setTime(nextTime)
    const trimmed = nextDate.trim()
    control.change(trimmed ? `${trimmed}T${nextTime || DEFAULT_TIME}` : '')
  }

  /** Validates once focus leaves the whole field (not when moving to the calendar). */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) control.blur()
  }

  const iso = control.value ? parseJakartaDateTime(control.value) : null
  const scheduled = iso !== null && !isPublishedAt(iso, clock)
  const note = iso === null ? null : scheduled ? `Akan terbit pada ${formatJakartaDateTime(iso)}.` : 'Tampil di situs begitu diterbitkan.'
  const selected = toCalendarDate(date)
  const today = toCalendarDate(jakartaToday(new Date(clock)))

  return (
    <Field
      label={label}
      htmlFor={dateId}
      errorId={meta.errorId}
      errors={errors}
      help={help}
      helpId={helpId}
      required={required}
      className="date-field"
      wrapperRef={group}
    >
      <div className="date-row">
        <input
          ref={dateInput}
          id={dateId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="TTTT-BB-HH"
          maxLength={10}
          value={date}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(helpId, noteId, invalid && meta.errorId)}
          onChange={(event) => update(event.target.value, time)}
          onBlur={onBlur}
        />
        <button
          ref={toggle}
          type="button"
          className="btn date-toggle"
          aria-expanded={open}
          aria-controls={popoverId}
          aria-label="Kalender: pilih tanggal"
          onClick={() => setOpen((value) => !value)}
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
        <span className="date-time">
          <label htmlFor={timeId} className="date-time-label">
            Jam
          </label>
          <input
            id={timeId}
            type="time"
            step={60}
            value={time}
            aria-describedby={describedBy(helpId, invalid && meta.errorId)}
            onChange={(event) => update(date, event.target.value)}
            onBlur={onBlur}
          />
        </span>
      </div>
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
              selected={selected}
              today={today}
              onSelect={(day) => {
                update(fromCalendarDate(day), time)
                setOpen(false)
                dateInput.current?.focus()
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
      <input type="hidden" name={meta.name} value={control.value ?? ''} />
      <p id={noteId} className={`schedule-note${scheduled ? ' is-scheduled' : ''}`} aria-live="polite">
        {note}
      </p>
    </Field>
  )
}
