/** The change messages both transports deliver, and the Indonesian sentences shown for them. */
import { describe, expect, it } from 'vitest'
import { formBannerText, listNotice, parseLiveChange, type LiveChange } from './live-change'

const change = (overrides: Partial<LiveChange> = {}): LiveChange => ({
  collection: 'blogs',
  id: 'b1',
  kind: 'update',
  version: 3,
  title: 'Putusan MK tentang PKWT',
  by: 'Budi Santoso',
  byYou: false,
  ...overrides,
})

describe('parseLiveChange', () => {
  it('keeps a well-formed change and tidies who saved', () => {
    expect(parseLiveChange({ ...change(), by: '  Budi Santoso ', extra: 'ignored' })).toEqual(change())
    expect(parseLiveChange({ ...change(), by: '   ' })).toMatchObject({ by: null })
    expect(parseLiveChange({ ...change(), title: 42, byYou: 'yes' })).toMatchObject({ title: '', byYou: false })
  })

  it('ignores anything else', () => {
    for (const value of [null, 'x', 1, [], {}, { ...change(), kind: 'rename' }, { ...change(), version: '3' }, { ...change(), version: Number.NaN }, { ...change(), id: 7 }]) {
      expect(parseLiveChange(value), JSON.stringify(value)).toBeNull()
    }
  })
})

describe('listNotice', () => {
  it('names who saved, created or deleted one item', () => {
    expect(listNotice([change()])).toBe('Daftar diperbarui: Budi Santoso menyimpan “Putusan MK tentang PKWT”.')
    expect(listNotice([change({ kind: 'create' })])).toBe('Daftar diperbarui: Budi Santoso menambahkan “Putusan MK tentang PKWT”.')
    expect(listNotice([change({ kind: 'delete', by: null })])).toBe('Daftar diperbarui: “Putusan MK tentang PKWT” dihapus.')
    expect(listNotice([change({ by: null, title: '' })])).toBe('Daftar diperbarui: Staf lain menyimpan satu item.')
  })

  it('names who deleted, and says what happened in Sampah: a restore is no deletion', () => {
    expect(listNotice([change({ kind: 'delete' })])).toBe('Daftar diperbarui: Budi Santoso menghapus “Putusan MK tentang PKWT”.')
    expect(listNotice([change({ collection: 'trash', kind: 'create' })])).toBe('Daftar diperbarui: Budi Santoso memindahkan “Putusan MK tentang PKWT” ke Sampah.')
    expect(listNotice([change({ collection: 'trash', kind: 'delete' })])).toBe('Daftar diperbarui: “Putusan MK tentang PKWT” tidak lagi di Sampah.')
    expect(listNotice([change({ collection: 'trash', kind: 'delete', byYou: true })])).toBeNull()
  })

  it('counts a burst, naming the one person behind it, and an item saved twice once', () => {
    expect(listNotice([change(), change({ version: 4 }), change({ id: 'b2', kind: 'create' })])).toBe('Daftar diperbarui: 2 perubahan oleh Budi Santoso.')
    expect(listNotice([change(), change({ id: 'b2', by: 'Sari' })])).toBe('Daftar diperbarui: 2 perubahan.')
  })

  it("says nothing for the user's own saves, and asks for a reload when the list could not be fetched", () => {
    expect(listNotice([change({ byYou: true })])).toBeNull()
    expect(listNotice([change()], false)).toBe('Ada perubahan: Budi Santoso menyimpan “Putusan MK tentang PKWT”. Muat ulang halaman untuk melihatnya.')
    expect(listNotice([], false)).toBe('Daftar ini berubah. Muat ulang halaman untuk melihatnya.')
  })
})

describe('formBannerText', () => {
  it('offers their version, or says the item is gone', () => {
    expect(formBannerText(change())).toBe('Budi Santoso baru saja menyimpan konten ini. Muat versi mereka di samping isian Anda?')
    expect(formBannerText(change({ by: null }))).toBe('Staf lain baru saja menyimpan konten ini. Muat versi mereka di samping isian Anda?')
    expect(formBannerText(change({ kind: 'delete', by: null }))).toMatch(/^Konten ini baru saja dihapus oleh staf lain\. Isian Anda masih ada di formulir/)
  })
})
