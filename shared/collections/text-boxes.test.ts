/**
 * A text longer than a title is typed in a text box, never a one-line input that cuts it from
 * view (Tentang Kami's value descriptions, a practice area's summary, alternative texts). Long
 * one-line inputs are left to addresses (URLs, emails, paths), which take no spaces.
 */
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '.'
import { TITLE_MAX } from '../schemas/limits'
import type { Field } from './define'
import { PAGE_MODULES } from './pages'
import { practiceAreas } from './practice-areas'

const MODULES: [string, { fields: Record<string, Field> }][] = [
  ...Object.entries(COLLECTION_MODULES).map(([name, module]) => [name, module as unknown as { fields: Record<string, Field> }] as [string, { fields: Record<string, Field> }]),
  ...Object.entries(PAGE_MODULES).map(([name, module]) => [`pages/${name}`, module as unknown as { fields: Record<string, Field> }] as [string, { fields: Record<string, Field> }]),
]

/** Words with spaces, `length` characters long: prose, which no address accepts. */
const prose = (length: number) => 'Kami memberi nasihat yang jujur kepada klien. '.repeat(Math.ceil(length / 46)).slice(0, length).trimEnd().padEnd(length, '.')

describe('text boxes', () => {
  it('give every field taking prose longer than a title a text box, in every module', () => {
    const oneLine: string[] = []
    for (const [module, { fields }] of MODULES) {
      for (const [name, spec] of Object.entries(fields)) {
        if (spec.kind !== 'text' || !spec.maxLength || spec.maxLength <= TITLE_MAX) continue
        if (spec.rule.safeParse(prose(spec.maxLength)).success) oneLine.push(`${module}.${name} (${spec.maxLength})`)
      }
    }
    expect(oneLine).toEqual([])
  })

  it('store a text box’s paragraph as one line, as the one-line input did', () => {
    const value1Text = PAGE_MODULES.about.fields.value1Text
    expect(value1Text.kind).toBe('textarea')
    expect(value1Text.rule.parse('Kami memberi nasihat\r\nyang  jujur. ')).toBe('Kami memberi nasihat yang jujur.')
    expect(value1Text.rule.safeParse(prose(301)).success).toBe(false)
    expect(practiceAreas.fields.summary.rule.parse(' Satu kalimat.\nDua kalimat. ')).toBe('Satu kalimat. Dua kalimat.')
    expect(practiceAreas.fields.summary.rule.safeParse('').success).toBe(false)
  })
})
