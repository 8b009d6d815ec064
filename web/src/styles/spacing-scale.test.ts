/**
 * The public site's spacing scale: every margin, padding and gap of the site's
 * stylesheets takes a step of the scale (`var(--space-N)`, N × 4 px, or the gutter) rather than
 * a number of pixels of its own; only hairline nudges (up to 3 px) and sizes in em stay.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = path.dirname(new URL(import.meta.url).pathname)
/** The stylesheets of the public pages that follow the scale (the forms' own files keep theirs for now). */
const SHEETS = ['site.css', 'header-menu.css', 'side-column.css', 'article.css', 'brand-pages.css', 'block-pages.css', 'home.css', 'photo-bands.css', 'portraits.css', 'wide-layout.css', 'motion.css']
const SPACING = /(?<![\w-])(?:margin|padding|gap|row-gap|column-gap)(?:-(?:top|right|bottom|left|inline|block))?\s*:\s*([^;}]+)/g

/** The steps brand.css defines: `--space-N: N×4px`. */
function definedSteps(): Map<string, number> {
  const css = readFileSync(path.join(dir, 'brand.css'), 'utf8')
  return new Map([...css.matchAll(/(--space-\d+):\s*(\d+)px/g)].map((m) => [m[1]!, Number(m[2])]))
}

describe('the spacing scale', () => {
  it('defines each step as its number times 4 px', () => {
    const steps = definedSteps()
    expect(steps.size).toBeGreaterThanOrEqual(8)
    for (const [name, px] of steps) expect(px, name).toBe(Number(name.slice('--space-'.length)) * 4)
  })

  it.each(SHEETS)('is what every margin, padding and gap of %s uses', (sheet) => {
    const css = readFileSync(path.join(dir, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
    const steps = definedSteps()
    const offScale: string[] = []
    for (const [declaration, value] of css.matchAll(SPACING)) {
      for (const [, px] of value!.matchAll(/(?<![\w.-])(\d+(?:\.\d+)?)px/g)) {
        if (Number(px) > 3) offScale.push(declaration.trim())
      }
      for (const [, name] of value!.matchAll(/var\((--space-\d+)/g)) {
        if (!steps.has(name!)) offScale.push(`${declaration.trim()} (${name} is not a step)`)
      }
    }
    expect(offScale).toEqual([])
  })
})
