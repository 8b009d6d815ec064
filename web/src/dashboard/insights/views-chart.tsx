/**
 * Views over time: a line drawn by uPlot (docs/decisions/0062-insights-dashboard.md), loaded by
 * this component only once the page runs in a browser, over a table the server renders. The
 * table is what reads without JavaScript and what screen readers read: once the chart is drawn
 * it is hidden from sight only, and the canvas is hidden from assistive technology.
 */
import { useEffect, useRef, useState } from 'react'
import type { InsightsPageProps } from './insights-types'

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des']
const CHART_HEIGHT = 240

/** A day as the axis writes it: `18 Jun`, with the year where a period spans two. */
function axisDay(seconds: number, withYear: boolean): string {
  // The points are Jakarta days at 00.00 WIB; read back in UTC+7 whatever the browser's zone.
  const date = new Date(seconds * 1000 + 7 * 3_600_000)
  return `${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]}${withYear ? ` ${date.getUTCFullYear()}` : ''}`
}

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00+07:00`) / 1000
const numberText = (n: number) => n.toLocaleString('id-ID')

export function ViewsChart({ daily, table }: Pick<InsightsPageProps, 'daily' | 'table'>) {
  const box = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || daily.length < 2) return
    let live = true
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null
    let observer: ResizeObserver | null = null
    void import('uplot').then(({ default: UPlot }) => {
      if (!live) return
      const spansYears = daily[0]!.day.slice(0, 4) !== daily[daily.length - 1]!.day.slice(0, 4)
      const width = () => Math.max(element.clientWidth, 240)
      plot = new UPlot(
        {
          width: width(),
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { y: false, points: { size: 8 } },
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
          axes: [
            {
              // A label on whole days only, as many as fit (uPlot's own splits fall between days).
              splits: (u) => {
                const days = u.data[0] as number[]
                const step = Math.ceil(days.length / Math.max(2, Math.floor(u.width / (spansYears ? 96 : 72))))
                return days.filter((_, index) => index % step === 0)
              },
              values: (_u, splits) => splits.map((s) => axisDay(s, spansYears)),
              stroke: '#55606d',
              grid: { stroke: '#e6eaef' },
            },
            { values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? numberText(s) : '')), size: 56, stroke: '#55606d', grid: { stroke: '#e6eaef' } },
          ],
          series: [{}, { label: 'Tayangan', stroke: '#12304f', width: 2, fill: 'rgba(18, 48, 79, 0.08)', points: { show: daily.length <= 31 } }],
        },
        [daily.map((point) => toSeconds(point.day)), daily.map((point) => point.count)],
        element,
      )
      observer = new ResizeObserver(() => plot?.setSize({ width: width(), height: CHART_HEIGHT }))
      observer.observe(element)
      setDrawn(true)
    })
    return () => {
      live = false
      observer?.disconnect()
      plot?.destroy()
    }
  }, [daily])

  return (
    <figure className="insights-chart">
      <figcaption className="insights-chart-caption">Tayangan halaman per hari</figcaption>
      <div ref={box} className="insights-plot" aria-hidden="true" />
      <div className={drawn ? 'visually-hidden' : 'insights-table-wrap'}>
        <table className="insights-table">
          <caption className="visually-hidden">Tayangan halaman per {table.heading.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">{table.heading}</th>
              <th scope="col" className="insights-count">
                Tayangan
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="insights-count">{numberText(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
