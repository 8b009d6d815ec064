import { describe, expect, it } from 'vitest'
import { insightsCsv } from './insights-csv'

const view = {
  daily: [
    { day: '2026-06-17', count: 3 },
    { day: '2026-06-18', count: 5 },
  ],
  topPages: [{ label: 'Putusan MK tentang PKWT', count: 7, href: '/blogs/putusan-mk', detail: '/blogs/putusan-mk' }],
  languages: [{ label: 'Indonesia', count: 8 }],
  referrers: [{ label: '=HYPERLINK("http://evil.example","klik")', count: 1 }],
  devices: [{ label: 'Ponsel', count: 6 }],
  countries: [],
  searchesWithoutResults: [
    { label: '@SUM(A1:A9)', count: 2 },
    { label: 'hukum "waris"', count: 1 },
  ],
  conversions: [{ label: 'Pesan (formulir kontak)', detail: 'dari Kontak', href: '/contact-us', count: 1 }],
}

describe('insightsCsv', () => {
  it('writes every part of the view under one heading row, as UTF-8 with a BOM and CRLF lines', () => {
    const text = insightsCsv(view)
    expect(text.startsWith('\uFEFF"Bagian","Nama","Alamat","Jumlah"\r\n')).toBe(true)
    expect(text).toContain('"Tayangan per hari","2026-06-18","","5"\r\n')
    expect(text).toContain('"Halaman teratas","Putusan MK tentang PKWT","/blogs/putusan-mk","7"')
    expect(text).toContain('"Konversi","Pesan (formulir kontak) dari Kontak","/contact-us","1"')
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 2 + 1 + 1 + 1 + 1 + 2 + 1)
  })

  it('keeps what visitors typed or sent as text: no cell starts a formula, quotes doubled', () => {
    const text = insightsCsv(view)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""klik"")"`)
    expect(text).toContain(`"'@SUM(A1:A9)"`)
    expect(text).toContain('"hukum ""waris"""')
    for (const cell of text.replace('\uFEFF', '').split(/\r\n|,/).filter(Boolean)) expect(cell, cell).toMatch(/^"[^=+\-@\t\r]/)
  })
})
