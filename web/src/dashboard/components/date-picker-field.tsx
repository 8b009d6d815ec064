/**
 * The dashboard's date fields, both built on DateInput (a typed day, or one picked from the
 * calendar):
 * - DatePickerField, a post's publication: a day and a time (HH:mm), both in Jakarta time, posted
 *   joined as `publishedAt` = `YYYY-MM-DDTHH:mm`, which PublishedDateSchema reads in
 *   Asia/Jakarta. A date in the future schedules the post; the field says when it will appear.
 * - DayPickerField, a day without a time (an opening's Batas lamaran), posted as `YYYY-MM-DD`.
 * A day typed as `31/01/2027` is posted as `2027-01-31`; one that names no day is posted as
 * typed, and the field's rule answers with its message.
 *
 * Each field's value goes to Conform as the rich-text field's does (rich-text-editor.tsx): with
 * its hidden input registered, `change` writes the input and dispatches its input and change
 * events at once, inside the keystroke or the pick, so Conform and the form's other listeners
 * (the SEO preview, the draft) update in the same render as the field rather than from an
 * effect after it.
 */
import { unstable_useControl as useControl, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { isPublishedAt } from '../../../../shared/publish-rule'
import { parseJakartaDateTime } from '../../../../shared/schemas/common'
import { readTypedDay } from '../../../../shared/schemas/typed-date'
import { DateInput } from './date-input'
import { describedBy, Field } from './field'
import { formatJakartaDate, formatJakartaDateTime } from './post-dates'

export const DEFAULT_TIME = '08:00'

/** Splits `YYYY-MM-DDTHH:mm` into what the two inputs show. */
export function splitPublishedAt(value: unknown): { date: string; time: string } {
  // A form sent back after a refusal may carry the field twice (an array): show the first.
  const text = Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : ''
  const [date = '', time = ''] = text.split('T')
  return { date, time: time.slice(0, 5) }
}

/** The value a typed day posts: `YYYY-MM-DD` when it names a day, else the text as typed. */
function dayValue(typed: string): string {
  const trimmed = typed.trim()
  return readTypedDay(trimmed) ?? trimmed
}

export interface DatePickerFieldProps {
  meta: FieldMetadata<string>
  label: string
  /** The server's clock at render, so the server and the first browser render agree. */
  now: string
  required?: boolean
  /** The field's help (its module's), under the label. */
  help?: string
  /** Says when the item goes public (a publication date); off for a date that publishes nothing (an event's start). */
  publishNote?: boolean
}

/** Validates once focus leaves the whole field (not when moving to the calendar). */
function useFieldBlur(blur: () => void) {
  const group = useRef<HTMLDivElement>(null)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) blur()
  }
  return { group, onBlur }
}

export function DatePickerField({ meta, label, now, required, help = 'Tanggal (misalnya 31/01/2027) dan jam dalam WIB.', publishNote = true }: DatePickerFieldProps) {
  const control = useControl(meta)
  const initial = splitPublishedAt(control.value)
  const [date, setDate] = useState(initial.date)
  const [time, setTime] = useState(initial.time || DEFAULT_TIME)
  const [clock, setClock] = useState(now)
  const { group, onBlur } = useFieldBlur(() => control.blur())

  const dateId = meta.id
  const timeId = `${meta.id}-time`
  const helpId = `${meta.id}-help`
  const noteId = `${meta.id}-note`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0

  // After hydration, the browser's clock decides whether the date is still ahead.
  useEffect(() => setClock(new Date().toISOString()), [])

  const update = (nextDate: string, nextTime: string) => {
    setDate(nextDate)
    setTime(nextTime)
    const day = dayValue(nextDate)
    control.change(day ? `${day}T${nextTime || DEFAULT_TIME}` : '')
  }

  const iso = control.value ? parseJakartaDateTime(control.value) : null
  const scheduled = iso !== null && !isPublishedAt(iso, clock)
  const note = iso === null || !publishNote ? null : scheduled ? `Akan terbit pada ${formatJakartaDateTime(iso)}.` : 'Tampil di situs begitu diterbitkan.'

  return (
    <Field label={label} htmlFor={dateId} errorId={meta.errorId} errors={errors} help={help} helpId={helpId} required={required} className="date-field" wrapperRef={group}>
      <div className="date-row">
        <DateInput
          id={dateId}
          value={date}
          onChange={(text) => update(text, time)}
          now={now}
          describedBy={describedBy(helpId, noteId, invalid && meta.errorId)}
          invalid={invalid}
          onBlur={onBlur}
        />
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
      <input type="hidden" name={meta.name} value={control.value ?? ''} ref={control.register} />
      <p id={noteId} className={`schedule-note${scheduled ? ' is-scheduled' : ''}`} aria-live="polite">
        {note}
      </p>
    </Field>
  )
}

/** A day without a time: typed (`31/01/2027`) or picked, posted as `YYYY-MM-DD`, said back in words. */
export function DayPickerField({ meta, label, now, required, help }: DatePickerFieldProps) {
  const control = useControl(meta)
  const [date, setDate] = useState(typeof control.value === 'string' ? control.value : '')
  const { group, onBlur } = useFieldBlur(() => control.blur())
  const helpId = `${meta.id}-help`
  const noteId = `${meta.id}-note`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0
  const day = readTypedDay(date)

  return (
    <Field label={label} htmlFor={meta.id} errorId={meta.errorId} errors={errors} help={help} helpId={help ? helpId : undefined} required={required} className="date-field" wrapperRef={group}>
      <div className="date-row">
        <DateInput
          id={meta.id}
          value={date}
          onChange={(text) => {
            setDate(text)
            control.change(dayValue(text))
          }}
          now={now}
          describedBy={describedBy(help ? helpId : undefined, noteId, invalid && meta.errorId)}
          invalid={invalid}
          onBlur={onBlur}
        />
      </div>
      <input type="hidden" name={meta.name} value={control.value ?? ''} ref={control.register} />
      <p id={noteId} className="schedule-note" aria-live="polite">
        {day ? formatJakartaDate(`${day}T12:00:00+07:00`) : null}
      </p>
    </Field>
  )
}
