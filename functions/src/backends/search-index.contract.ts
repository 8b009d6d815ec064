/**
 * What every SearchIndex adapter must do, whatever engine is behind it (SQLite FTS5, Algolia).
 * Run it from an adapter's test file:
 *
 *   describeSearchIndexContract('FtsSearchIndex', async () => ({ index, cleanup }))
 *
 * Each test starts from empty indexes (`clear` is part of the contract). The words used
 * are far apart, so an engine with typo tolerance gives the same answers.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SearchIndex, SearchRecord, SearchResult } from './ports'

export interface SearchIndexUnderTest {
  index: SearchIndex
  cleanup(): Promise<void>
}

type RecordFields = Partial<Omit<SearchRecord, 'parentId' | 'objectID'>>

/** A record of `{collection}/{id}`; `part` > 0 makes a split record `{parentId}#{part}`. */
export function contractRecord(parentId: string, fields: RecordFields = {}, part = 0): SearchRecord {
  const [collection, docId] = parentId.split('/') as [SearchRecord['collection'], string]
  const type = collection === 'profiles' ? 'attorney' : collection === 'practiceAreas' ? 'practiceArea' : collection === 'blogs' ? 'blog' : 'publication'
  return {
    objectID: part ? `${parentId}#${part}` : parentId,
    parentId,
    type,
    title: `Dokumen ${docId}`,
    text: 'Isi dokumen.',
    url: `/${collection}/${docId}`,
    summary: `Ringkasan ${docId}.`,
    tags: [],
    docId,
    collection,
    ...(collection === 'profiles' || collection === 'practiceAreas' ? {} : { publishedAt: '2026-01-01T00:00:00.000Z' }),
    ...fields,
  }
}

/** The HTML without its <mark> tags: must hold no markup at all. */
function withoutMarks(html: string): string {
  return html.replace(/<\/?mark>/g, '')
}

function expectSafeHtml(html: string) {
  expect(withoutMarks(html)).not.toMatch(/[<>"]/)
  expect(html.split('<mark>').length).toBe(html.split('</mark>').length)
}

const parents = (result: SearchResult) => result.hits.map((h) => h.record.parentId)

export function describeSearchIndexContract(name: string, makeIndex: () => Promise<SearchIndexUnderTest>): void {
  describe(`SearchIndex contract: ${name}`, () => {
    let subject: SearchIndexUnderTest | undefined
    const search = (): SearchIndex => subject!.index

    beforeAll(async () => {
      subject = await makeIndex()
    })
    afterAll(async () => {
      await subject?.cleanup()
    })
    beforeEach(async () => {
      await Promise.all([search().clear('public'), search().clear('public-en'), search().clear('staff')])
    })

    it('finds a record by a word of its title and returns it as it was stored', async () => {
      const record = contractRecord('blogs/b1', {
        title: 'Perlindungan Data Pribadi',
        text: 'Undang-undang baru mengatur pengendali data.',
        categoryId: 'cat-1',
        categoryName: 'Teknologi',
        tags: ['Privasi', 'Regulasi'],
      })
      await search().upsert('public', [record])
      const result = await search().search('public', { q: 'perlindungan' })
      expect(result.total).toBe(1)
      expect(result.hits).toHaveLength(1)
      expect(result.hits[0]!.record).toEqual(record)
      expect(result.hits[0]!.titleHtml).toBe('<mark>Perlindungan</mark> Data Pribadi')
    })

    it('matches the last word as a prefix, in any case and without diacritics', async () => {
      await search().upsert('public', [
        contractRecord('blogs/b1', { title: 'Kepailitan Perusahaan Terbuka', text: 'Prosedur kepailitan di pengadilan niaga.' }),
        contractRecord('profiles/p1', { type: 'attorney', title: 'José Ramírez', text: 'Advokat senior.' }),
      ])
      const prefix = await search().search('public', { q: 'KEPAIL' })
      expect(parents(prefix)).toEqual(['blogs/b1'])
      expect(prefix.hits[0]!.titleHtml).toMatch(/^<mark>Kepail/)
      for (const q of ['jose ramirez', 'JOSÉ', 'josé ramír']) {
        expect(parents(await search().search('public', { q })), q).toEqual(['profiles/p1'])
      }
    })

    it('requires every word of the query', async () => {
      await search().upsert('public', [
        contractRecord('blogs/b1', { title: 'Perlindungan Konsumen', text: 'Hak pembeli daring.' }),
        contractRecord('blogs/b2', { title: 'Perlindungan Saksi', text: 'Lembaga perlindungan saksi.' }),
      ])
      expect(parents(await search().search('public', { q: 'perlindungan konsumen' }))).toEqual(['blogs/b1'])
      expect((await search().search('public', { q: 'perlindungan' })).total).toBe(2)
      expect((await search().search('public', { q: 'konsumen saksi' })).total).toBe(0)
      expect((await search().search('public', { q: 'zzqxwv' })).total).toBe(0)
    })

    it('searches titles only when asked (the dashboard lists)', async () => {
      await search().upsert('staff', [
        contractRecord('blogs/t', { title: 'Merger Bank Daerah', text: 'Catatan singkat.' }),
        contractRecord('blogs/x', { title: 'Catatan Mingguan', text: 'Tentang merger bank.' }),
      ])
      expect(parents(await search().search('staff', { q: 'merger' })).sort()).toEqual(['blogs/t', 'blogs/x'])
      expect(parents(await search().search('staff', { q: 'merger bank', titleOnly: true }))).toEqual(['blogs/t'])
      expect(parents(await search().search('staff', { q: 'singkat', titleOnly: true }))).toEqual([])
    })

    it('ranks a match in the title above a match in the text only', async () => {
      await search().upsert('public', [
        // Newer, so only relevance can put the other one first.
        contractRecord('blogs/text', { title: 'Catatan Mingguan', text: 'Sekilas tentang arbitrase.', publishedAt: '2026-05-01T00:00:00.000Z' }),
        contractRecord('blogs/title', { title: 'Arbitrase Internasional', text: 'Forum penyelesaian sengketa.', publishedAt: '2025-01-01T00:00:00.000Z' }),
      ])
      expect(parents(await search().search('public', { q: 'arbitrase' }))).toEqual(['blogs/title', 'blogs/text'])
    })

    it('returns one hit per document when its text is split into several records', async () => {
      const parent = 'publications/long'
      const parts = [0, 1, 2].map((part) =>
        contractRecord(parent, { title: 'Panduan Notaris', text: `Bagian ${part} tentang notaris.${part === 2 ? ' Waralaba juga dibahas.' : ''}` }, part),
      )
      await search().upsert('public', parts)
      const all = await search().search('public', { q: 'notaris', withFacets: true })
      expect(all.total).toBe(1)
      expect(parents(all)).toEqual([parent])
      expect(all.facets.type).toEqual({ publication: 1 })
      // A word only in a later part finds the document through that part.
      const later = await search().search('public', { q: 'waralaba' })
      expect(parents(later)).toEqual([parent])
      expect(later.hits[0]!.record.objectID).toBe(`${parent}#2`)
      expect(later.hits[0]!.snippetHtml).toContain('<mark>Waralaba</mark>')
      expect(await search().parentIds('public')).toEqual(new Set([parent]))
    })

    it('replaces every record of a document on upsert', async () => {
      const parent = 'blogs/b1'
      await search().upsert('public', [
        contractRecord(parent, { title: 'Hukum Waris', text: 'Bagian pertama.' }),
        contractRecord(parent, { title: 'Hukum Waris', text: 'Bagian kedua tentang hibah.' }, 1),
        contractRecord(parent, { title: 'Hukum Waris', text: 'Bagian ketiga tentang wasiat.' }, 2),
      ])
      expect((await search().search('public', { q: 'wasiat' })).total).toBe(1)
      await search().upsert('public', [contractRecord(parent, { title: 'Hukum Waris Adat', text: 'Teks yang lebih pendek.' })])
      expect((await search().search('public', { q: 'wasiat' })).total).toBe(0)
      expect((await search().search('public', { q: 'hibah' })).total).toBe(0)
      const now = await search().search('public', { q: 'waris' })
      expect(now.hits.map((h) => h.record.title)).toEqual(['Hukum Waris Adat'])
      expect(await search().parentIds('public')).toEqual(new Set([parent]))
      await search().upsert('public', [])
      expect(await search().parentIds('public')).toEqual(new Set([parent]))
    })

    it('removes every record of the given documents, and only those', async () => {
      await search().upsert('public', [
        contractRecord('blogs/b1', { text: 'Somasi pertama.' }),
        contractRecord('blogs/b1', { text: 'Somasi lanjutan.' }, 1),
        contractRecord('blogs/b2', { text: 'Somasi kedua.' }),
        contractRecord('profiles/p1', { title: 'Rina Somasi', text: 'Advokat.' }),
      ])
      await search().removeParents('public', ['blogs/b1', 'blogs/b2'])
      expect(await search().parentIds('public')).toEqual(new Set(['profiles/p1']))
      expect(parents(await search().search('public', { q: 'somasi' }))).toEqual(['profiles/p1'])
      await search().removeParents('public', [])
      await search().removeParents('public', ['blogs/unknown', 'blogs/with "quotes" and \\'])
      expect(await search().parentIds('public')).toEqual(new Set(['profiles/p1']))
    })

    it('keeps the public and staff indexes apart, and clears one without the other', async () => {
      await search().upsert('staff', [contractRecord('blogs/draft', { title: 'Rancangan Peraturan Pajak' })])
      await search().upsert('public', [contractRecord('blogs/live', { title: 'Peraturan Pajak Terbit' })])
      expect(parents(await search().search('public', { q: 'peraturan' }))).toEqual(['blogs/live'])
      expect(parents(await search().search('staff', { q: 'rancangan' }))).toEqual(['blogs/draft'])
      expect((await search().search('public', { q: 'rancangan' })).total).toBe(0)
      await search().clear('public')
      expect(await search().parentIds('public')).toEqual(new Set())
      expect(await search().parentIds('staff')).toEqual(new Set(['blogs/draft']))
      expect((await search().search('public', { q: 'peraturan' })).total).toBe(0)
    })

    it('filters by types and category, with facets counted before those filters', async () => {
      await search().upsert('public', [
        contractRecord('blogs/b1', { title: 'Kontrak Kerja', categoryId: 'c1' }),
        contractRecord('blogs/b2', { title: 'Kontrak Sewa', categoryId: 'c2' }),
        contractRecord('publications/p1', { title: 'Kontrak Dagang', categoryId: 'c1' }),
        contractRecord('publications/p1', { title: 'Kontrak Dagang', text: 'Lanjutan.', categoryId: 'c1' }, 1),
        contractRecord('profiles/a1', { type: 'attorney', title: 'Ahli Kontrak', text: 'Advokat.' }),
      ])
      const all = await search().search('public', { q: 'kontrak', withFacets: true })
      expect(all.total).toBe(4)
      expect(all.facets).toEqual({ type: { blog: 2, publication: 1, attorney: 1 }, category: { c1: 2, c2: 1 } })

      const publications = await search().search('public', { q: 'kontrak', types: ['publication'], withFacets: true })
      expect(parents(publications)).toEqual(['publications/p1'])
      expect(publications.total).toBe(all.facets.type.publication)
      expect(publications.facets).toEqual(all.facets)

      const posts = await search().search('public', { q: 'kontrak', types: ['blog', 'publication'], withFacets: true })
      expect(new Set(parents(posts))).toEqual(new Set(['blogs/b1', 'blogs/b2', 'publications/p1']))
      expect(posts.total).toBe(3)

      const inC1 = await search().search('public', { q: 'kontrak', categoryId: 'c1', withFacets: true })
      expect(new Set(parents(inC1))).toEqual(new Set(['blogs/b1', 'publications/p1']))
      expect(inC1.total).toBe(all.facets.category.c1)
      expect(inC1.facets).toEqual(all.facets)

      const both = await search().search('public', { q: 'kontrak', types: ['blog'], categoryId: 'c1', withFacets: true })
      expect(parents(both)).toEqual(['blogs/b1'])
      expect(both.total).toBe(1)

      const none = await search().search('public', { q: 'kontrak', categoryId: 'no-such-category', withFacets: true })
      expect(none.hits).toEqual([])
      expect(none.total).toBe(0)
      expect(none.facets).toEqual(all.facets)
      // Facets cost a pass over every match: only computed when asked for.
      expect((await search().search('public', { q: 'kontrak' })).facets).toEqual({ type: {}, category: {} })
    })

    it('filters by a type written in mixed case (practice areas), undated records included', async () => {
      const area = contractRecord('practiceAreas/pa1', { title: 'Hukum Lingkungan', text: 'Izin lingkungan dan AMDAL.', url: '/practice-area/hukum-lingkungan' })
      await search().upsert('public', [area, contractRecord('blogs/b1', { title: 'Catatan Lingkungan', text: 'Sengketa lingkungan.' })])
      const areas = await search().search('public', { q: 'lingkungan', types: ['practiceArea'], withFacets: true })
      expect(areas.hits.map((h) => h.record)).toEqual([area])
      expect(areas.total).toBe(1)
      expect(areas.facets.type).toEqual({ practiceArea: 1, blog: 1 })
      expect(parents(await search().search('public', { q: 'amdal' }))).toEqual(['practiceAreas/pa1'])
    })

    it('pages through the results without repeating one, newest first among equals', async () => {
      const dates = ['2026-03-01', '2026-01-01', '2026-05-01', '2026-02-01', '2026-04-01']
      await search().upsert(
        'public',
        dates.map((date, i) =>
          contractRecord(`blogs/y${i}`, { title: `Yurisprudensi Nomor ${i}`, text: 'Putusan yang sama.', publishedAt: `${date}T00:00:00.000Z` }),
        ),
      )
      const pages = await Promise.all([0, 1, 2, 3].map((page) => search().search('public', { q: 'yurisprudensi', page, perPage: 2 })))
      expect(pages.map((p) => p.hits.length)).toEqual([2, 2, 1, 0])
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5])
      expect(pages.flatMap(parents)).toEqual(['blogs/y2', 'blogs/y4', 'blogs/y0', 'blogs/y3', 'blogs/y1'])
    })

    it('caps a page at 50 hits', async () => {
      await search().upsert(
        'public',
        Array.from({ length: 55 }, (_, i) => contractRecord(`blogs/m${i}`, { title: `Mediasi ${i}` })),
      )
      const result = await search().search('public', { q: 'mediasi', perPage: 1000 })
      expect(result.total).toBe(55)
      expect(result.hits).toHaveLength(50)
      expect(new Set(parents(result)).size).toBe(50)
    })

    it('an ids-only page holds every match up to its size, unmarked', async () => {
      await search().upsert(
        'staff',
        Array.from({ length: 55 }, (_, i) => contractRecord(`blogs/m${i}`, { title: `Mediasi <b> ${i}` })),
      )
      const result = await search().search('staff', { q: 'mediasi', perPage: 500, idsOnly: true, titleOnly: true })
      expect(result.total).toBe(55)
      expect(new Set(parents(result)).size).toBe(55)
      for (const hit of result.hits) expect(hit.titleHtml).toBe(`Mediasi &lt;b&gt; ${hit.record.docId.slice(1)}`)
    })

    it('searchMany answers each query in order, as search answers it alone', async () => {
      await search().upsert('public', [
        contractRecord('blogs/k1', { title: 'Kontrak kerja' }),
        contractRecord('publications/k2', { title: 'Buletin kontrak' }),
        contractRecord('profiles/k3', { title: 'Ratna Kontrak' }),
      ])
      const queries = [
        { q: 'kontrak', types: ['blog' as const] },
        { q: '…' },
        { q: 'kontrak', types: ['attorney' as const], withFacets: true },
        { q: 'kontrak', withFacets: true, perPage: 2 },
      ]
      const together = await search().searchMany('public', queries)
      const alone = await Promise.all(queries.map((query) => search().search('public', query)))
      expect(together).toEqual(alone)
      expect(together.map(parents)).toEqual([['blogs/k1'], [], ['profiles/k3'], expect.any(Array)])
      expect(together[3]!.total).toBe(3)
      expect(await search().searchMany('public', [])).toEqual([])
    })

    it('returns titles and snippets as escaped HTML with only <mark> as markup', async () => {
      const record = contractRecord('blogs/x', {
        title: 'Pajak <b>& "Bea" Cukai',
        text: 'Aturan <script>alert(1)</script> tentang pajak & bea masuk.',
        summary: 'Ringkasan <i>pajak</i> & "bea".',
      })
      await search().upsert('public', [record])
      const [hit] = (await search().search('public', { q: 'pajak' })).hits
      expect(hit!.record).toEqual(record)
      expect(hit!.titleHtml).toBe('<mark>Pajak</mark> &lt;b&gt;&amp; &quot;Bea&quot; Cukai')
      expect(hit!.snippetHtml).toContain('<mark>pajak</mark>')
      expect(hit!.snippetHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expectSafeHtml(hit!.snippetHtml)
      // Matched in the title only: the summary stands in for the snippet, escaped too.
      const [titleOnly] = (await search().search('public', { q: 'cukai' })).hits
      expect(titleOnly!.titleHtml).toBe('Pajak &lt;b&gt;&amp; &quot;Bea&quot; <mark>Cukai</mark>')
      expect(titleOnly!.snippetHtml).toBe('Ringkasan &lt;i&gt;pajak&lt;/i&gt; &amp; &quot;bea&quot;.')
    })

    it('searches an abbreviation as itself and as the other spellings of the synonym list, and marks only those', async () => {
      await search().upsert('public', [
        contractRecord('blogs/ma', { title: 'Panduan M&A untuk Perusahaan Keluarga', text: 'Uji tuntas sebelum transaksi.' }),
        contractRecord('blogs/long', { title: 'Tren Merger dan Akuisisi Perbankan', text: 'Konsolidasi bank daerah.' }),
        // Every word starting with m or a, with p or t, with u: what "M&A", "PT" and "UU" found before.
        contractRecord('blogs/noise', { title: 'Mahkamah Agung Menguatkan Arbitrase', text: 'Majelis menilai aset mitra asing. Pertimbangan tertulis usaha umum.' }),
        contractRecord('blogs/pt', { title: 'Pendirian PT PMA', text: 'Modal dasar dan akta pendirian.' }),
        contractRecord('blogs/perseroan', { title: 'Direksi Perseroan Terbatas', text: 'Tanggung jawab pengurus.' }),
        contractRecord('blogs/ptun', { title: 'Gugatan di PTUN Jakarta', text: 'Objek sengketa tata usaha negara.' }),
        contractRecord('blogs/uu', { title: 'UU Cipta Kerja Diuji', text: 'Permohonan uji formil.' }),
        contractRecord('blogs/undang', { title: 'Tafsir Undang-Undang Kepailitan', text: 'Kreditor separatis.' }),
        contractRecord('blogs/huruf', { title: 'Catatan Pasal Lima', text: 'Ketentuan huruf a dan huruf b.' }),
        contractRecord('profiles/sh', { type: 'attorney', title: 'Rina Wulandari, S.H.', text: 'Advokat.' }),
        contractRecord('profiles/shk', { type: 'attorney', title: 'Sari Hakim', text: 'Sengketa hukum.' }),
      ])
      const found = async (q: string) => parents(await search().search('public', { q })).sort()
      const titleOf = async (q: string, parentId: string) => (await search().search('public', { q })).hits.find((h) => h.record.parentId === parentId)?.titleHtml

      expect(await found('M&A')).toEqual(['blogs/long', 'blogs/ma'])
      expect(await titleOf('M&A', 'blogs/ma')).toBe('Panduan <mark>M&amp;A</mark> untuk Perusahaan Keluarga')
      expect(await titleOf('M&A', 'blogs/long')).toBe('Tren <mark>Merger</mark> <mark>dan</mark> <mark>Akuisisi</mark> Perbankan')
      expect(await found('merger dan akuisisi')).toEqual(['blogs/long', 'blogs/ma'])
      for (const q of ['PT', 'pt']) expect(await found(q), q).toEqual(['blogs/perseroan', 'blogs/pt'])
      expect(await titleOf('PT', 'blogs/pt')).toBe('Pendirian <mark>PT</mark> PMA')
      expect(await titleOf('PT', 'blogs/perseroan')).toBe('Direksi <mark>Perseroan</mark> <mark>Terbatas</mark>')
      expect(await found('perseroan terbatas')).toEqual(['blogs/perseroan', 'blogs/pt'])
      expect(await found('UU')).toEqual(['blogs/undang', 'blogs/uu'])
      expect(await titleOf('UU', 'blogs/undang')).toBe('Tafsir <mark>Undang-Undang</mark> Kepailitan')
      // A letter alone is that word; words joined by dots are that phrase.
      expect(await found('a')).toEqual(['blogs/huruf', 'blogs/ma'])
      expect(await found('S.H.')).toEqual(['profiles/sh'])
      expect(await titleOf('S.H.', 'profiles/sh')).toBe('Rina Wulandari, <mark>S.H</mark>.')
    })

    it('reads a regulation however it is written as the citation its records carry (decision 56), in both indexes', async () => {
      for (const index of ['public', 'public-en'] as const) {
        await search().upsert(index, [
          contractRecord('regulations/pdp', { type: 'page', title: 'UU No. 27 Tahun 2022: Pelindungan Data Pribadi', text: 'UU No. 27 Tahun 2022 · UU PDP · DPR dan Presiden' }),
          contractRecord('blogs/linked', { title: 'Kewajiban pengendali data', text: 'Pejabat pelindungan data. UU No. 27 Tahun 2022 · UU PDP · Pelindungan Data Pribadi' }),
          contractRecord('blogs/other-year', { title: 'Harmonisasi pajak', text: 'UU No. 27 Tahun 2021 dan UU No. 7 Tahun 2022.' }),
        ])
        const found = async (q: string) => parents(await search().search(index, { q })).sort()
        for (const q of ['UU 27/2022', 'uu no 27 tahun 2022', 'Undang-Undang Nomor 27 Tahun 2022', 'Law No. 27 of 2022']) {
          expect(await found(q), `${index}: ${q}`).toEqual(['blogs/linked', 'regulations/pdp'])
        }
        const hit = (await search().search(index, { q: 'UU 27/2022' })).hits.find((h) => h.record.parentId === 'regulations/pdp')
        // Marked from its first word to its last (one mark or one per word, as each engine marks a phrase).
        expect(hit?.titleHtml).toMatch(/^<mark>UU(<\/mark> <mark>|\s)No.*2022<\/mark>: Pelindungan Data Pribadi$/)
      }
    })

    it('searches the English index in English: a plural finds its singular and the other way round', async () => {
      await search().upsert('public-en', [
        contractRecord('blogs/e1', { title: 'Employment contract', text: 'The parties sign the contract in writing.' }),
        contractRecord('blogs/e2', { title: 'Listed companies', text: 'Disclosure duties of an issuer.' }),
      ])
      // The Indonesian index has no English stemming: each index searches its own language.
      await search().upsert('public', [contractRecord('blogs/i1', { title: 'Contract Kerja', text: 'Perjanjian kerja.' })])
      const found = async (index: 'public' | 'public-en', q: string) => parents(await search().search(index, { q }))
      expect(await found('public-en', 'contracts')).toEqual(['blogs/e1'])
      expect(await found('public-en', 'employment contracts')).toEqual(['blogs/e1'])
      expect(await found('public-en', 'company')).toEqual(['blogs/e2'])
      expect(await found('public-en', 'contra')).toEqual(['blogs/e1'])
      expect((await search().search('public-en', { q: 'contracts' })).hits[0]!.titleHtml).toBe('Employment <mark>contract</mark>')
      expect(await found('public', 'contracts')).toEqual([])
      expect(await found('public', 'contract')).toEqual(['blogs/i1'])
      expect(await found('public-en', 'perjanjian')).toEqual([])
    })

    it('keeps the English index apart: an item is there only when written there, and leaves it alone', async () => {
      await search().upsert('public', [contractRecord('blogs/both', { title: 'Kepatuhan pajak' }), contractRecord('blogs/id-only', { title: 'Kepatuhan pajak daerah' })])
      await search().upsert('public-en', [contractRecord('blogs/both', { title: 'Tax compliance', url: '/en/blogs/tax-compliance' })])
      expect(parents(await search().search('public-en', { q: 'tax' }))).toEqual(['blogs/both'])
      expect((await search().search('public-en', { q: 'tax' })).hits[0]!.record.url).toBe('/en/blogs/tax-compliance')
      expect(await search().parentIds('public-en')).toEqual(new Set(['blogs/both']))
      await search().removeParents('public-en', ['blogs/both'])
      expect((await search().search('public-en', { q: 'tax' })).total).toBe(0)
      expect(parents(await search().search('public', { q: 'kepatuhan' })).sort()).toEqual(['blogs/both', 'blogs/id-only'])
      await search().upsert('public-en', [contractRecord('blogs/both', { title: 'Tax compliance' })])
      await search().clear('public')
      expect(await search().parentIds('public-en')).toEqual(new Set(['blogs/both']))
    })

    it('searches an English abbreviation as itself and as its English spellings', async () => {
      await search().upsert('public-en', [
        contractRecord('blogs/ma', { title: 'An M&A guide for family companies', text: 'Due diligence before the deal.' }),
        contractRecord('blogs/long', { title: 'Banking mergers and acquisitions', text: 'Consolidation of regional banks.' }),
        contractRecord('blogs/noise', { title: 'Market access', text: 'Many agencies apply.' }),
      ])
      const found = async (q: string) => parents(await search().search('public-en', { q })).sort()
      expect(await found('M&A')).toEqual(['blogs/long', 'blogs/ma'])
      expect(await found('mergers and acquisitions')).toEqual(['blogs/long', 'blogs/ma'])
      const titleOf = async (q: string, parentId: string) => (await search().search('public-en', { q })).hits.find((h) => h.record.parentId === parentId)?.titleHtml
      expect(await titleOf('M&A', 'blogs/ma')).toBe('An <mark>M&amp;A</mark> guide for family companies')
    })

    it('treats hostile queries as text and never fails', async () => {
      await search().upsert('public', [contractRecord('blogs/b1', { title: 'Merger dan Akuisisi', text: 'Pajak atas merger.' })])
      await search().upsert('public-en', [contractRecord('blogs/b1', { title: 'Mergers & <Acquisitions>', text: 'Tax on "mergers".' })])
      const hostile = ['"', '*', 'NEAR', '-', 'merger"', '"merger', 'a OR b', 'NOT pajak', '(((', 'title:merger', '^merger', 'x'.repeat(5000), '\u0000\u0001', '<mark>', '\uE000merger\uE001']
      for (const index of ['public', 'public-en'] as const) {
        for (const q of hostile) {
          const result = await search().search(index, { q })
          expect(result.total, `${index} ${q.slice(0, 20)}`).toBeGreaterThanOrEqual(0)
          for (const hit of result.hits) {
            expectSafeHtml(hit.titleHtml)
            expectSafeHtml(hit.snippetHtml)
          }
        }
      }
      expect(parents(await search().search('public-en', { q: '"merger' }))).toEqual(['blogs/b1'])
      expect(parents(await search().search('public', { q: '"merger' }))).toEqual(['blogs/b1'])
      expect(parents(await search().search('public', { q: 'merger*' }))).toEqual(['blogs/b1'])
      for (const q of ['', ' ', '***', '\u0000']) {
        expect(await search().search('public', { q })).toEqual({ hits: [], total: 0, facets: { type: {}, category: {} } })
      }
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('public' as const, 'public-en' as const), async (q, index) => {
          const result = await search().search(index, { q })
          expect(result.total).toBeGreaterThanOrEqual(0)
          expect(result.hits.length).toBeLessThanOrEqual(result.total)
        }),
        { numRuns: 60 },
      )
    })
  })
}
