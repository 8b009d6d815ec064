/**
 * The alert planner lists each recipient once, whatever matches: a subscriber who follows both
 * the item's practice area and a regulation it links is one email, which names the regulation.
 */
import { describe, expect, it } from 'vitest'
import { planRecipients } from './alert-recipients'

const subscriber = (id: string, over: { categoryIds?: string[]; practiceAreaIds?: string[]; regulationIds?: string[] } = {}) => ({ id, categoryIds: [], practiceAreaIds: [], ...over })
const item = { categoryId: 'analisis', areaIds: new Set(['teknologi']), regulationIds: ['uu-pdp', 'pp-pste'] }

describe('planRecipients', () => {
  it('lists a subscriber who follows the item’s practice area and a regulation it links once, with the regulation as the reason', () => {
    const both = subscriber('keduanya', { practiceAreaIds: ['teknologi'], regulationIds: ['uu-pdp', 'pp-pste'], categoryIds: ['analisis'] })
    expect(planRecipients([both, both], item)).toEqual([{ subscriber: both, followed: ['uu-pdp', 'pp-pste'] }])
  })

  it('reaches those who follow only a linked regulation, and no one whose only regulation the item does not link', () => {
    const onlyRegulation = subscriber('peraturan', { regulationIds: ['pp-pste'] })
    const otherRegulation = subscriber('lain', { regulationIds: ['uu-cipta-kerja'] })
    const everything = subscriber('semua')
    const byArea = subscriber('bidang', { practiceAreaIds: ['teknologi'], regulationIds: ['uu-cipta-kerja'] })
    expect(planRecipients([onlyRegulation, otherRegulation, everything, byArea], item)).toEqual([
      { subscriber: onlyRegulation, followed: ['pp-pste'] },
      { subscriber: everything, followed: [] },
      { subscriber: byArea, followed: [] },
    ])
  })

  it('reads a record written before regulations could be followed as following none', () => {
    const old = { id: 'lama', categoryIds: ['analisis'], practiceAreaIds: [] }
    expect(planRecipients([old], { categoryId: 'analisis', areaIds: new Set() })).toEqual([{ subscriber: old, followed: [] }])
  })
})
