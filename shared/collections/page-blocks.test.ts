import { describe, expect, it } from 'vitest'
import { BLOCK_HTML_MAX, BLOCK_MSG, BLOCK_TYPES, BLOCKS_JSON_MAX, BLOCKS_MAX, blockFieldErrors, emptyBlock, FAQ_ITEMS_MAX, parseBlocks } from './page-blocks'
import { blockPages } from './block-pages'

const faq = (items: unknown[]) => ({ type: 'faq', heading: 'Tanya', items })
const problems = (input: unknown) => {
  const parsed = parseBlocks(input)
  return parsed.ok ? [] : parsed.problems
}

describe('parseBlocks', () => {
  it('reads the editor JSON text: every block type, texts trimmed, unknown fields dropped', () => {
    const sent = [
      { type: 'hero', heading: '  Pro Bono ', headingEn: 'Pro Bono', lead: 'Bantuan hukum', buttonLabel: 'Hubungi', target: '/contact-us', extra: 'x' },
      { type: 'text', html: '<p>Isi</p>' },
      { type: 'attorneys', source: 'chosen', ids: ['a', 'a', 'b'] },
      faq([{ question: 'Siapa?', answer: 'Kami.' }]),
      { type: 'cta', heading: 'Butuh bantuan?', buttonLabel: 'Hubungi kami', target: '/contact-us' },
      { type: 'quote', text: 'Keadilan untuk semua', cite: 'Pendiri' },
      { type: 'columns', left: '<p>Kiri</p>', right: '<p>Kanan</p>' },
      { type: 'practiceAreas' },
      { type: 'publications', count: '4' },
    ]
    const parsed = parseBlocks(JSON.stringify(sent))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.blocks[0]).toMatchObject({ type: 'hero', heading: 'Pro Bono', headingEn: 'Pro Bono', target: '/contact-us', image: '', alt: '' })
    expect(parsed.blocks[0]).not.toHaveProperty('extra')
    expect(parsed.blocks[2]).toMatchObject({ ids: ['a', 'b'], area: '' })
    expect(parsed.blocks[8]).toMatchObject({ count: 4, category: '' })
  })

  it('accepts the new blocks Tambah blok adds that need nothing typed, and refuses the others until filled', () => {
    expect(parseBlocks([emptyBlock('practiceAreas'), emptyBlock('publications')]).ok).toBe(true)
    for (const type of BLOCK_TYPES.filter((type) => type !== 'practiceAreas' && type !== 'publications')) expect(problems([emptyBlock(type)]).length, type).toBeGreaterThan(0)
  })

  it('names the block, its number and type, in every message', () => {
    const found = problems([{ type: 'text', html: '<p>Ada</p>' }, { type: 'text', html: '' }, faq([{ question: 'Satu?', answer: 'Ya' }, { question: '', answer: 'Ya' }])])
    expect(found).toEqual(['Blok 2 (Teks): Teks harus diisi', 'Blok 3 (Tanya-jawab): pertanyaan 2 harus diisi'])
  })

  it('refuses an unknown type, a button without a site target, an image without its alternative text', () => {
    expect(problems([{ type: 'script' }])).toEqual(['Blok 1: jenis blok tidak dikenal'])
    expect(problems([{ type: 'cta', heading: 'H', buttonLabel: 'Klik', target: 'https://evil.example' }])[0]).toMatch(/^Blok 1 \(Ajakan\): Tujuan tombol harus berupa alamat di situs ini/)
    expect(problems([{ type: 'cta', heading: 'H', buttonLabel: 'Klik', target: '//evil.example' }])).toHaveLength(1)
    expect(problems([{ type: 'image', image: 'hero_images/a.jpg' }])).toEqual(['Blok 1 (Gambar): Teks alternatif harus diisi'])
    expect(problems([{ type: 'image', image: 'cv/a.pdf', alt: 'x' }])).toEqual(['Blok 1 (Gambar): Gambar tidak dikenal. Unggah ulang gambarnya.', 'Blok 1 (Gambar): pilih gambar yang diunggah'])
  })

  it('holds its bounds: blocks, questions, a text, the whole JSON', () => {
    expect(problems(Array.from({ length: BLOCKS_MAX + 1 }, () => ({ type: 'practiceAreas' })))).toEqual([BLOCK_MSG.tooMany])
    expect(parseBlocks(Array.from({ length: BLOCKS_MAX }, () => ({ type: 'practiceAreas' }))).ok).toBe(true)
    const items = Array.from({ length: FAQ_ITEMS_MAX + 1 }, () => ({ question: 'Q', answer: 'A' }))
    expect(problems([faq(items)])).toEqual([`Blok 1 (Tanya-jawab): paling banyak ${FAQ_ITEMS_MAX} pertanyaan`])
    expect(problems([{ type: 'text', html: `<p>${'a'.repeat(BLOCK_HTML_MAX)}</p>` }])[0]).toMatch(/^Blok 1 \(Teks\): Teks maksimal/)
    expect(problems('x'.repeat(BLOCKS_JSON_MAX + 1))).toEqual([BLOCK_MSG.tooLarge])
    expect(problems([{ type: 'publications', count: 13 }])).toEqual(['Blok 1 (Publikasi terbaru): jumlah publikasi harus 1 sampai 12'])
  })

  it('says the JSON cannot be read, never throws, for what is not a list of objects', () => {
    for (const bad of ['{', '"x"', '{"type":"text"}', '[1]', '[null]', 42]) expect(problems(bad).length, String(bad)).toBe(1)
    expect(problems('{')).toEqual([BLOCK_MSG.unreadable])
    expect(problems([{ type: 'text', html: 7 }])).toEqual(['Blok 1 (Teks): Teks tidak dapat dibaca'])
  })

  it('asks for the English half of a question pair once the other half is written', () => {
    expect(problems([faq([{ question: 'Q', answer: 'A', questionEn: 'Q?' }])])).toEqual(['Blok 1 (Tanya-jawab): jawaban 1 (English) harus diisi bila pertanyaannya diisi'])
  })
})

describe('the blocks field of the form schema', () => {
  it('parses the JSON text into the stored list, and reports each problem on the field', () => {
    const base = { title: 'Pro Bono', path: '/pro-bono', version: undefined }
    const ok = blockPages.formSchema.safeParse({ ...base, blocks: JSON.stringify([{ type: 'quote', text: 'Adil' }]) })
    expect(ok.success && ok.data.blocks).toEqual([{ type: 'quote', text: 'Adil', textEn: '', cite: '', citeEn: '' }])
    const bad = blockPages.formSchema.safeParse({ ...base, blocks: '[{"type":"quote"}]' })
    expect(bad.success).toBe(false)
    // At the field it concerns, and at the list one line naming the block to check.
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['blocks', 'Periksa isian yang ditandai di Blok 1.'],
      ['blocks.0.text', 'Blok 1 (Kutipan): Kutipan harus diisi'],
    ])
  })

  it('keys each problem by the block and the field it concerns, as Conform names them, and the list-wide ones at the list', () => {
    const parsed = parseBlocks([
      { type: 'text', html: '<p>Ada</p>' },
      { type: 'image', image: 'hero_images/a.jpg', captionEn: 'Caption' },
      faq([{ question: 'Satu?', answer: 'Ya' }, { question: '', answer: 'Ya', questionEn: '', answerEn: 'Yes' }]),
      { type: 'cta', heading: 'H', buttonLabel: 'Klik', target: 'https://evil.example' },
      { type: 'attorneys', source: 'area' },
      { type: 'nope' },
    ])
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(blockFieldErrors('blocks', parsed.issues)).toEqual({
      blocks: ['Blok 6: jenis blok tidak dikenal', 'Periksa isian yang ditandai di Blok 2, Blok 3, Blok 4, Blok 5.'],
      'blocks[1].alt': ['Blok 2 (Gambar): Teks alternatif harus diisi'],
      'blocks[1].altEn': ['Blok 2 (Gambar): Teks alternatif (English) harus diisi'],
      'blocks[2].items[1].question': ['Blok 3 (Tanya-jawab): pertanyaan 2 harus diisi'],
      'blocks[2].items[1].questionEn': ['Blok 3 (Tanya-jawab): pertanyaan 2 (English) harus diisi bila jawabannya diisi'],
      'blocks[3].target': [expect.stringMatching(/^Blok 4 \(Ajakan\): Tujuan tombol harus berupa alamat di situs ini/)],
      'blocks[4].area': ['Blok 5 (Daftar advokat): pilih bidang praktik'],
    })
    expect(blockFieldErrors('blocks', [{ path: [], message: BLOCK_MSG.tooMany }])).toEqual({ blocks: [BLOCK_MSG.tooMany] })
  })
})
