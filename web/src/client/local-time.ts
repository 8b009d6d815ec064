/**
 * An online event's time in the visitor's own zone, beside the WIB time the server wrote
 * (web/src/pages/event-detail-page.tsx): shown only where the visitor's zone is not WIB. Loaded
 * by site.ts only on pages that hold such a time; without it the page shows WIB alone.
 */
export function showLocalTimes(root: ParentNode): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  for (const slot of root.querySelectorAll<HTMLElement>('[data-local-time]')) {
    const [start, end] = (slot.dataset.localTime ?? '').split(' ').map((iso) => new Date(iso))
    if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) continue
    // Jakarta is UTC+7 all year: a zone at that offset now reads the WIB line as its own.
    if (start.getTimezoneOffset() === -420) continue
    const lang = document.documentElement.lang === 'en' ? 'en-GB' : 'id-ID'
    const day = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    const clock = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const endDay = day.format(end) === day.format(start) ? '' : `${day.format(end)}, `
    slot.textContent = `${slot.dataset.localLabel ?? ''}: ${day.format(start)}, ${clock.format(start)}–${endDay}${clock.format(end)} (${zone})`
    slot.hidden = false
  }
}
