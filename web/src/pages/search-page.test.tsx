import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SearchHit, SearchRecord } from '../../../shared/search'
import { SearchPage, type SearchPageProps } from './search-page'

const area: SearchRecord = {
  objectID: 'practiceAreas/pa-1',
  parentId: 'practiceAreas/pa-1',
  type: 'practiceArea',
  title: 'Hukum Ketenagakerjaan',
  text: 'Pendampingan hubungan industrial dan PHK.',
  url: '/practice-area/hukum-ketenagakerjaan',
  summary: 'Pendampingan hubungan industrial.',
  tags: [],
  docId: 'pa-1',
  collection: 'practiceAreas',
}
const hit: SearchHit = { record: area, titleHtml: 'Hukum <mark>Ketenagakerjaan</mark>', snippetHtml: 'Pendampingan hubungan industrial.' }

const props = (over: Partial<SearchPageProps> = {}): SearchPageProps => ({
  q: 'ketenagakerjaan',
  type: null,
  category: null,
  categories: [],
  groups: [{ type: 'practiceArea', hits: [hit], total: 1 }],
  page: 1,
  pages: 1,
  total: 1,
  breadcrumbs: [],
  truncated: false,
  ...over,
})

const html = (p: SearchPageProps) => renderToStaticMarkup(<SearchPage {...p} />)

describe('SearchPage', () => {
  it('shows practice areas as their own group, "Bidang Praktik", linking to the area page', () => {
    const page = html(props())
    expect(page).toContain('<h2 id="group-practiceArea">Bidang Praktik <span class="count">(1)</span></h2>')
    expect(page).toContain('<a href="/practice-area/hukum-ketenagakerjaan">Hukum <mark>Ketenagakerjaan</mark></a>')
  })

  it('offers practice areas in the type filter, and links to all of them when the group is cut', () => {
    expect(html(props())).toContain('<option value="practiceArea">Bidang Praktik</option>')
    const cut = html(props({ groups: [{ type: 'practiceArea', hits: [hit], total: 7 }], total: 7 }))
    expect(cut).toContain('href="/search?q=ketenagakerjaan&amp;type=practiceArea">Lihat semua 7 bidang praktik</a>')
  })

  it('names practice areas in the intro before a search', () => {
    const intro = html(props({ q: '', groups: [], total: 0 }))
    expect(intro).toContain('mencari advokat, bidang praktik, blog, dan publikasi')
    expect(intro).toContain('<a href="/practice-area">bidang praktik</a>')
  })
})
