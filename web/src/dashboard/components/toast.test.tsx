import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Toast } from './toast'

const regions = (html: string) => html.match(/role="status"/g)?.length ?? 0

describe('the notice area', () => {
  it('says the confirmation in one status region, in the flow of the page (no fixed box over rows)', () => {
    const html = renderToString(<Toast message="Blog dipindahkan ke Sampah." />)
    expect(regions(html)).toBe(1)
    expect(html).toContain('<div class="toast"><span>Blog dipindahkan ke Sampah.</span>')
  })

  it('shows one notice at a time: a change by someone else takes the confirmation’s place', () => {
    const html = renderToString(<Toast message="Blog tersimpan." live={{ text: 'Daftar diperbarui: Budi menyimpan “Judul”.', key: 1 }} />)
    expect(regions(html)).toBe(1)
    expect(html.match(/class="toast( live-notice)?"/g)).toHaveLength(1)
    expect(html).toContain('Daftar diperbarui')
    expect(html).not.toContain('Blog tersimpan.')
  })

  it('keeps its region, empty, when there is nothing to say (screen readers hear what arrives later)', () => {
    const html = renderToString(<Toast message={null} />)
    expect(regions(html)).toBe(1)
    expect(html).not.toMatch(/class="toast( live-notice)?"/)
  })
})
