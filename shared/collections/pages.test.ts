import { describe, expect, it } from 'vitest'
import { countedFigures, FIGURES, filledPairs, isSitePath, PAGE_IDS, PAGE_MODULES, PAGE_MSG, PAGE_SECTIONS, pages, VALUES, withCountedFigures } from './pages'

describe('pages', () => {
  it('gives every page its own module, and the registry every page field', () => {
    // The blocks after the copy are one field, the same on every page that has it.
    const all = PAGE_IDS.flatMap((id) => Object.keys(PAGE_MODULES[id].fields).filter((name) => name !== 'blocks'))
    expect(new Set(all).size).toBe(all.length)
    expect(Object.keys(pages.stored ?? {}).sort()).toEqual([...all, 'blocks'].sort())
    // A figure's number (typed or counted) is shared by both languages, its label is not; a value is words only.
    expect(Object.keys(PAGE_MODULES.home.fields).filter((name) => name.startsWith('figure'))).toHaveLength(FIGURES * 4)
    expect(Object.keys(PAGE_MODULES.about.fields).filter((name) => /^value\d/.test(name))).toHaveLength(VALUES * 4)
  })

  it('counts a figure from the content when asked: its label needed, the typed number then unused', () => {
    const home = PAGE_MODULES.home.formSchema
    const base = { heroHeading: 'Judul beranda', heroImage: '', version: '1' }
    const counted = home.safeParse({ ...base, figure1Value: '', figure1Label: 'bidang praktik', figure1Count: 'practiceAreas' })
    expect(counted.success).toBe(true)
    const unlabelled = home.safeParse({ ...base, figure1Value: '', figure1Label: '', figure1Count: 'attorneys' })
    expect(unlabelled.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['figure1Label', PAGE_MSG.figureCountLabel]])
    expect(home.safeParse({ ...base, figure1Label: 'x', figure1Count: 'jumlahBintang' }).error?.issues[0]?.message).toBe(PAGE_MSG.figureCount)
    const page = { figure1Value: '20+', figure1Label: 'tahun', figure2Value: '8', figure2Label: 'bidang praktik', figure2Count: 'practiceAreas', figure3Value: '', figure3Label: 'kantor', figure3Count: 'offices' }
    expect(countedFigures(page)).toEqual(['practiceAreas', 'offices'])
    expect(filledPairs(withCountedFigures(page, { practiceAreas: 9, offices: 2 }), 'figure', FIGURES, 'Value', 'Label').map(({ a, b }) => `${a} ${b}`)).toEqual(['20+ tahun', '9 bidang praktik', '2 kantor'])
    expect(countedFigures({ figure1Value: '8', figure1Label: 'bidang' })).toEqual([])
  })

  it('takes a button target only on this site', () => {
    for (const path of ['/', '/contact-us', '/practice-area/pajak#tim', '/search?q=pajak']) expect(isSitePath(path), path).toBe(true)
    for (const path of ['', 'contact-us', '//contoh.test', '/\\contoh.test', 'https://contoh.test', 'javascript:alert(1)', '/ada spasi', '/\tx']) expect(isSitePath(path), path).toBe(false)
  })

  it('lists the pairs filled on both sides, in order', () => {
    const page = { figure1Value: '20+', figure1Label: 'tahun', figure2Value: '', figure2Label: 'kosong', figure3Value: '8', figure3Label: 'bidang' }
    expect(filledPairs(page, 'figure', FIGURES, 'Value', 'Label')).toEqual([
      { a: '20+', b: 'tahun', n: 1 },
      { a: '8', b: 'bidang', n: 3 },
    ])
    expect(filledPairs(null, 'figure', FIGURES, 'Value', 'Label')).toEqual([])
  })

  it('groups each field of a page with sections at most once, and pairs the fields its rules tie', () => {
    for (const id of PAGE_IDS) {
      const sections = PAGE_SECTIONS[id] ?? []
      const placed = sections.flatMap((section) => [...(section.names ?? []), ...(section.pairs ?? []).flat()])
      expect(new Set(placed).size, id).toBe(placed.length)
      for (const name of placed) expect(Object.keys(PAGE_MODULES[id].fields), `${id}: ${name}`).toContain(name)
      // Each pair is one the module's rules refuse half filled: its message goes next to the empty one.
      for (const [first, second] of sections.flatMap((section) => section.pairs ?? [])) {
        const half = PAGE_MODULES[id].formSchema.safeParse({ [first]: 'x', [second]: '' })
        expect(half.error?.issues.some((issue) => issue.path[0] === second), `${id}: ${first} + ${second}`).toBe(true)
      }
    }
    // Every Indonesian field has its place; the English ones are the form's English tab's.
    const indonesian = Object.entries(PAGE_MODULES.home.fields).flatMap(([name, f]) => ('translates' in f && f.translates ? [] : [name]))
    expect(PAGE_SECTIONS.home.flatMap((section) => [...(section.names ?? []), ...(section.pairs ?? []).flat()]).sort()).toEqual(indonesian.sort())
  })

  it('takes a page with its optional fields absent, as Conform sends empty inputs', () => {
    expect(PAGE_MODULES.home.formSchema.safeParse({ heroHeading: 'Judul' }).success).toBe(true)
    const about = PAGE_MODULES.about.formSchema.safeParse({})
    expect(about.error?.issues.map((i) => i.message).every((m) => /harus|minimal/.test(m))).toBe(true)
  })
})

describe('pages in English', () => {
  it('translates the words a visitor reads, not the targets or the numbers', () => {
    const english = Object.keys(PAGE_MODULES.home.fields).filter((name) => name.endsWith('En'))
    expect(english).toContain('heroHeadingEn')
    expect(english).toContain('figure1LabelEn')
    expect(english).not.toContain('primaryPathEn')
    expect(english).not.toContain('figure1ValueEn')
    expect(Object.keys(PAGE_MODULES.about.fields)).toEqual(expect.arrayContaining(['aboutIntroEn', 'aboutBodyEn', 'value6TitleEn', 'value6TextEn']))
    expect(Object.keys(PAGE_MODULES.career.fields)).toEqual(expect.arrayContaining(['careerIntroEn', 'careerBodyEn']))
    expect(Object.keys(PAGE_MODULES.contact.fields)).toEqual(['contactIntro', 'contactIntroEn', 'blocks'])
  })

  it('checks the English part as the Indonesian, with the same messages, once begun', () => {
    expect(PAGE_MODULES.home.formSchema.safeParse({ heroHeading: 'Judul' }).success).toBe(true)
    const begun = PAGE_MODULES.home.formSchema.safeParse({ heroHeading: 'Judul', heroLeadEn: 'A lead' })
    expect(begun.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['heroHeadingEn', 'Judul utama harus diisi']])
    // An English button label or figure label needs the shared target or number.
    const label = PAGE_MODULES.home.formSchema.safeParse({ heroHeading: 'Judul', heroHeadingEn: 'Heading', primaryLabelEn: 'Contact us', figure2LabelEn: 'years' })
    expect(label.error?.issues.map((i) => i.path[0]).sort()).toEqual(['figure2LabelEn', 'primaryLabelEn'])
    const value = PAGE_MODULES.about.formSchema.safeParse({ aboutIntro: 'Pembuka', aboutBody: `<p>${'Isi. '.repeat(40)}</p>`, aboutIntroEn: 'Intro', aboutBodyEn: `<p>${'Body. '.repeat(40)}</p>`, value1TitleEn: 'Integrity' })
    expect(value.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['value1TextEn', 'Nama nilai dan uraiannya harus diisi bersama, atau kosongkan keduanya']])
  })
})
