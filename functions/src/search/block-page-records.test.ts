import { describe, expect, it } from 'vitest'
import { blockPages } from '../../../shared/collections/block-pages'
import { exampleDocument } from '../../../shared/collections/define'
import { moduleRecords } from './records'

describe('a block page in the staff index', () => {
  it('carries the text of its blocks, rich text as visible text', () => {
    const doc = {
      ...exampleDocument(blockPages),
      id: 'p1',
      title: 'Pro Bono',
      blocks: [
        { type: 'text', html: '<p>Bantuan <b>cumacuma</b></p>', htmlEn: '' },
        { type: 'faq', heading: 'Tanya', headingEn: '', items: [{ question: 'Siapa berhak?', questionEn: '', answer: 'Warga tidakmampu.', answerEn: '' }] },
      ],
    }
    const [record] = moduleRecords(blockPages, doc, '/dashboard/pages/p1/edit')
    expect(record!.title).toBe('Pro Bono')
    expect(record!.text).toContain('cumacuma')
    expect(record!.text).toContain('tidakmampu')
  })
})
