import { describe, expect, it } from 'vitest'
import { MENU_LABEL_MAX, MENU_MSG, menuIn, menuRows, menuTarget, parseMenuRows, type MenuRow } from './navigation'

const row = (level: 0 | 1, label: string, href = '', labelEn = ''): MenuRow => ({ level, label, labelEn, href })

describe('menuTarget', () => {
  it('keeps a site path and a full http(s) address', () => {
    expect(menuTarget('/pro-bono')).toBe('/pro-bono')
    expect(menuTarget('  /blogs?category=pajak#terbaru ')).toBe('/blogs?category=pajak#terbaru')
    expect(menuTarget('https://daftar.example.com/webinar')).toBe('https://daftar.example.com/webinar')
  })

  it('refuses what would leave the site unannounced or run script', () => {
    for (const target of ['//evil.example', '/\\evil.example', '/.//evil.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'mailto:a@b.c', 'pro-bono', 'https://', 'ftp://x.example', 'https:///..', 'https://../x', 'http://localhost/', 'https://-x.example/', 'https://x..example/']) {
      expect(menuTarget(target), target).toBeNull()
    }
  })
})

describe('parseMenuRows', () => {
  it('makes rows into top entries with their children, dropping rows left empty', () => {
    const result = parseMenuRows('header', [row(0, 'Tentang', '/about', 'About'), row(1, 'Pro Bono', '/pro-bono', 'Pro Bono'), row(0, '', '', ''), row(0, 'Kontak', '/contact-us')])
    expect(result).toEqual({
      ok: true,
      entries: [
        { label: 'Tentang', labelEn: 'About', href: '/about', children: [{ label: 'Pro Bono', labelEn: 'Pro Bono', href: '/pro-bono' }] },
        { label: 'Kontak', labelEn: '', href: '/contact-us', children: [] },
      ],
    })
  })

  it('names each problem on its row', () => {
    const result = parseMenuRows('header', [row(1, 'Anak', '/x'), row(0, '', '/y', 'Only English'), row(0, 'Situs lain', 'javascript:alert(1)'), row(0, 'x'.repeat(MENU_LABEL_MAX + 1), '/z'), row(0, 'Tanpa tujuan')])
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 0, field: 'level', message: MENU_MSG.childFirst },
        { row: 1, field: 'label', message: MENU_MSG.labelRequired },
        { row: 2, field: 'href', message: MENU_MSG.target },
        { row: 3, field: 'label', message: MENU_MSG.labelMax },
        { row: 4, field: 'href', message: MENU_MSG.targetRequired },
      ]),
    )
  })

  it('lets a header entry without a target hold children, and wants a target on every child', () => {
    expect(parseMenuRows('header', [row(0, 'Layanan'), row(1, 'Korporasi', '/practice-area/korporasi')]).ok).toBe(true)
    const result = parseMenuRows('header', [row(0, 'Layanan'), row(1, 'Korporasi')])
    expect(result.ok ? [] : result.errors).toEqual([{ row: 1, field: 'href', message: MENU_MSG.targetRequired }])
  })

  it('wants a footer to start with a column title, and each column to hold links', () => {
    const first = parseMenuRows('footer', [row(1, 'Blog', '/blogs')])
    expect(first.ok ? [] : first.errors).toContainEqual({ row: 0, field: 'level', message: MENU_MSG.footerFirst })
    const empty = parseMenuRows('footer', [row(0, 'Jelajahi'), row(1, 'Blog', '/blogs'), row(0, 'Kosong')])
    expect(empty.ok ? [] : empty.errors).toEqual([{ row: 2, field: 'label', message: MENU_MSG.footerEmptyColumn }])
  })

  it('bounds the number of header entries and footer columns', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => row(0, `Entri ${i}`, `/e${i}`))
    expect(parseMenuRows('header', eleven)).toEqual({ ok: false, errors: [], message: MENU_MSG.tooManyTop })
    const five = Array.from({ length: 5 }, (_, i) => [row(0, `Kolom ${i}`), row(1, 'Blog', '/blogs')]).flat()
    expect(parseMenuRows('footer', five)).toEqual({ ok: false, errors: [], message: MENU_MSG.tooManyColumns })
  })

  it('turns back into the same rows', () => {
    const rows = [row(0, 'Layanan', '', 'Services'), row(1, 'Korporasi', '/practice-area/korporasi', 'Corporate'), row(0, 'Kontak', '/contact-us', 'Contact')]
    const parsed = parseMenuRows('header', rows)
    expect(parsed.ok && menuRows(parsed.entries)).toEqual(rows)
  })
})

describe('menuIn', () => {
  it('leaves out of a language the entries without a label in it, with their children', () => {
    const entries = [
      { label: 'Layanan', labelEn: '', href: '', children: [{ label: 'Korporasi', labelEn: 'Corporate', href: '/practice-area/korporasi' }] },
      { label: 'Meja Jepang', labelEn: 'Japan Desk', href: '/japan-desk', children: [{ label: 'Hanya Indonesia', labelEn: '', href: '/id-only' }] },
    ]
    expect(menuIn(entries, 'en')).toEqual([{ label: 'Japan Desk', href: '/japan-desk', children: [] }])
    expect(menuIn(entries, 'id').map((entry) => entry.children.length)).toEqual([1, 1])
  })
})
