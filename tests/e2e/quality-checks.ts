/**
 * Quality gates shared by the quality-*.e2e.test.ts files: axe-core inside the browser,
 * html-validate on server-rendered HTML (with the project's .htmlvalidate.json), keyboard
 * helpers, and a record of what each gate saw (artifacts/quality/*.json) for the notes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { AxeResults, ImpactValue, Result as AxeViolation } from 'axe-core'
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ROOT } from './harness'

const require = createRequire(import.meta.url)
/** Evaluated in the page (a CDP evaluation, so the site's CSP, script-src 'self', does not block it). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding {
  id: string
  impact: ImpactValue | null | undefined
  help: string
  nodes: string[]
}

export interface AxeRecord {
  name: string
  url: string
  violations: AxeFinding[]
  passes: number
  incomplete: number
}

/** What axe saw on every screen of a file, written to artifacts/quality/axe-{file}.json. */
export class AxeLog {
  readonly records: AxeRecord[] = []
  constructor(private readonly file: string) {}
  write() {
    const dir = path.join(ROOT, 'artifacts', 'quality')
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, `axe-${this.file}.json`), JSON.stringify(this.records, null, 2))
  }
}

function describeViolation(v: AxeViolation): AxeFinding {
  return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`) }
}

/**
 * Runs axe-core on the page as it is now (WCAG 2.x A/AA and axe's best practices) and fails on
 * any violation. The issue asks for zero serious or critical ones; the site has none of any
 * impact, so moderate and minor ones fail too, to keep it that way.
 */
export async function expectAxeClean(page: Page, name: string, log?: AxeLog): Promise<AxeRecord> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe.run(document, { resultTypes: ['violations'] }),
  )) as AxeResults
  const record: AxeRecord = {
    name,
    url: page.url(),
    violations: results.violations.map(describeViolation),
    passes: results.passes.length,
    incomplete: results.incomplete.length,
  }
  log?.records.push(record)
  const text = record.violations.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes.slice(0, 5).join('\n    ')}`)
  const serious = record.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => v.id), `serious/critical axe violations on ${name} (${page.url()}):\n${text.join('\n')}`).toEqual([])
  expect(text, `axe violations on ${name} (${page.url()})`).toEqual([])
  return record
}

// ---------------------------------------------------------------------------------------------
// html-validate
// ---------------------------------------------------------------------------------------------

const validator = new HtmlValidate(new FileSystemConfigLoader())

export interface HtmlRecord {
  name: string
  url: string
  status: number
  errors: string[]
}

/** Validates a whole HTML document against .htmlvalidate.json at the project root. */
export async function validateHtml(html: string): Promise<string[]> {
  // The file name only tells the loader where to look for the configuration.
  const report = await validator.validateString(html, path.join(ROOT, 'page.html'))
  return report.results.flatMap((result) =>
    result.messages.map((m: Message) => `${m.line}:${m.column} [${m.ruleId}] ${m.message} «${html.slice(Math.max(0, m.offset - 60), m.offset + 80).replace(/\s+/g, ' ')}»`),
  )
}

export function writeHtmlRecords(file: string, records: HtmlRecord[]) {
  const dir = path.join(ROOT, 'artifacts', 'quality')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `html-validate-${file}.json`), JSON.stringify(records, null, 2))
}

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

/** A description of the focused element, for failure messages. */
export function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return '(nothing: body)'
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? ''
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> ${name}`
  })
}

/**
 * Whether the focused element shows where the focus is: an outline or a ring on it, or on a
 * close wrapper that draws the ring for it (the rich-text editor's frame).
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return false
    for (let depth = 0; el && depth < 3; depth++, el = el.parentElement) {
      const style = getComputedStyle(el)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true
      if (style.boxShadow !== 'none') return true
    }
    return false
  })
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails
 * when it is not reached within `max` presses. Every element passed on the way must show its focus.
 */
export async function tabTo(page: Page, target: Locator, options: { max?: number; backwards?: boolean } = {}): Promise<number> {
  const max = options.max ?? 60
  const handle = await target.elementHandle()
  if (!handle) throw new Error('tabTo: the target is not on the page')
  const seen: string[] = []
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
    const here = await focusedDescription(page)
    seen.push(here)
    if (!(await focusIsVisible(page))) {
      const style = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        const s = getComputedStyle(el)
        return `hasFocus=${document.hasFocus()} focus=${el.matches(":focus")} focus-visible=${el.matches(":focus-visible")} outline=${s.outlineStyle} ${s.outlineWidth} box-shadow=${s.boxShadow}`
      })
      expect.fail(`the focus is not visible on ${here} (${style}), after:\n  ${seen.join('\n  ')}`)
    }
    if (await handle.evaluate((el) => el === document.activeElement)) return presses
  }
  throw new Error(`tabTo: not reached in ${max} presses; focus went through:\n  ${seen.join('\n  ')}`)
}
