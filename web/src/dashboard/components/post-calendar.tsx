/**
 * The calendar of the published-date field (react-day-picker in Indonesian, weeks from Monday).
 * Loaded on demand when the calendar is first opened (or about to be), so its code and date-fns
 * stay out of the form's first download.
 */
import { DayPicker } from 'react-day-picker'
import { id as localeId } from 'react-day-picker/locale/id'

export interface PostCalendarProps {
  selected: Date | undefined
  today: Date | undefined
  onSelect: (day: Date) => void
}

export default function PostCalendar({ selected, today, onSelect }: PostCalendarProps) {
  const now = today ?? new Date()
  return (
    <DayPicker
      mode="single"
      locale={localeId}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={selected ?? now}
      today={today}
      captionLayout="dropdown"
      startMonth={new Date(2000, 0)}
      endMonth={new Date(now.getFullYear() + 5, 11)}
      autoFocus
      // Picking the day that is already chosen confirms it (and closes the calendar) instead of
      // clearing it: the field always has a date, and Enter on the focused day must do something.
      onSelect={(day, triggerDate) => onSelect(day ?? triggerDate)}
    />
  )
}
