import { describe, expect, it } from 'vitest'
import { alertSentence, formatNoticeTime, isNoticeKey, NOTICES, noticeText, withNotice, type NoticeKey, type NoticeParams } from './notices'

describe('notices', () => {
  it('gives the text of a key, and nothing for any other value', () => {
    expect(noticeText('blog-saved')).toBe(NOTICES['blog-saved'])
    for (const value of [null, undefined, '', 'tidak-ada', 'Blog tersimpan.', 'BLOG-SAVED']) expect(noticeText(value)).toBeNull()
  })

  it('never takes what every object has for a key (the page would get a function or an object)', () => {
    for (const value of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(isNoticeKey(value), value).toBe(false)
      expect(noticeText(value), value).toBeNull()
    }
  })

  it('adds the key to a path, keeping its query and fragment', () => {
    expect(withNotice('/dashboard/blogs', 'blog-saved')).toBe('/dashboard/blogs?notice=blog-saved')
    expect(withNotice('/dashboard/profiles?q=yohanes', 'profile-deleted')).toBe('/dashboard/profiles?q=yohanes&notice=profile-deleted')
    expect(withNotice('/dashboard/profiles/order-settings?area=a1#urutan-bidang', 'order-saved')).toBe(
      '/dashboard/profiles/order-settings?area=a1&notice=order-saved#urutan-bidang',
    )
  })

  it('never leads off the site, whatever the path it is given normalises to', () => {
    for (const path of ['/dashboard/blogs/x/../../..//evil.example/edit', '/.//evil.example', '//evil.example', '/\\evil.example']) {
      const location = withNotice(path, 'blog-saved')
      expect(new URL(location, 'https://www.example.test/dashboard/blogs').origin, `${path} → ${location}`).toBe('https://www.example.test')
      expect(location).toBe('/dashboard?notice=blog-saved')
    }
  })

  it('accepts only known keys, at compile time', () => {
    // @ts-expect-error: a notice without a text is a type error (npm run typecheck).
    expect(() => withNotice('/dashboard', 'no-such-notice')).not.toThrow()
  })
})

/**
 * Every action's notice beside the action that shows it, and what its words must say: the
 * action's own verb (moved to Sampah, restored, scheduled for a day…), never another's. A key
 * added without a line here fails to compile.
 */
const ACTIONS: Record<NoticeKey, { action: string; says: RegExp; params?: NoticeParams }> = {
  'blog-created': { action: 'a blog created (no longer sent: its state is said instead)', says: /^Blog berhasil dibuat\.$/ },
  'blog-saved': { action: 'Simpan on a published blog', says: /^Blog tersimpan\.$/ },
  'blog-deleted': { action: 'Hapus on a blog', says: /^Blog dipindahkan ke Sampah\.$/ },
  'publication-created': { action: 'a publication created (no longer sent)', says: /^Publikasi berhasil dibuat\.$/ },
  'publication-saved': { action: 'Simpan on a published publication', says: /^Publikasi tersimpan\.$/ },
  'publication-deleted': { action: 'Hapus on a publication', says: /^Publikasi dipindahkan ke Sampah\.$/ },
  'profile-created': { action: 'Tambah profil', says: /^Profil berhasil dibuat\.$/ },
  'profile-saved': { action: 'Simpan on a profile', says: /^Profil tersimpan\.$/ },
  'profile-deleted': { action: 'Hapus on a profile', says: /^Profil dipindahkan ke Sampah\.$/ },
  'category-created': { action: 'Tambah kategori', says: /^Kategori ditambahkan\.$/ },
  'category-saved': { action: 'a category renamed', says: /^Nama kategori diubah\.$/ },
  'category-deleted': { action: 'Hapus on an unused category', says: /^Kategori dipindahkan ke Sampah\.$/ },
  'tag-created': { action: 'Tambah tag', says: /^Tag ditambahkan\.$/ },
  'tag-saved': { action: 'a tag renamed', says: /^Nama tag diubah\.$/ },
  'tag-deleted': { action: 'Hapus on an unused tag', says: /^Tag dipindahkan ke Sampah\.$/ },
  'category-merged': { action: 'Hapus on a category in use, its items moved to another', says: /^Konten dipindahkan ke kategori .*kategori lama dipindahkan ke Sampah\.$/ },
  'tag-merged': { action: 'Hapus on a tag in use, merged into another', says: /^Tag digabungkan ke tag .*tag lama dipindahkan ke Sampah\.$/ },
  'practice-area-created': { action: 'a practice area created (no longer sent)', says: /^Bidang praktik berhasil dibuat\.$/ },
  'practice-area-saved': { action: 'Simpan on a published practice area', says: /^Bidang praktik tersimpan\.$/ },
  'practice-area-deleted': { action: 'Hapus on a practice area', says: /^Bidang praktik dipindahkan ke Sampah\.$/ },
  'item-draft': { action: 'Simpan draf', says: /^Publikasi disimpan sebagai draf dan belum tampil di situs\.$/, params: { of: 'publications' } },
  'item-published': { action: 'Terbitkan, date not ahead', says: /^Bidang praktik diterbitkan dan tampil di situs\.$/, params: { of: 'practiceAreas' } },
  'item-scheduled': { action: 'Terbitkan, date ahead', says: /^Blog dijadwalkan terbit pada 1 Des 2026 pukul 09\.00 WIB\.$/, params: { of: 'blogs', at: '2026-12-01T02:00:00.000Z' } },
  'item-saved-scheduled': { action: 'Simpan on a scheduled item, its date kept', says: /^Blog tersimpan dan tetap dijadwalkan terbit pada 1 Des 2026 pukul 09\.00 WIB\.$/, params: { of: 'blogs', at: '2026-12-01T02:00:00.000Z' } },
  'item-unpublished': { action: 'Kembalikan ke draf', says: /^Blog dikembalikan ke draf dan tidak tampil lagi di situs\.$/, params: { of: 'blogs' } },
  'page-saved': { action: 'Simpan on a fixed page', says: /^Halaman tersimpan\.$/ },
  'order-saved': { action: 'Simpan urutan', says: /^Urutan tersimpan\.$/ },
  'navigation-saved': { action: 'Simpan navigasi', says: /^Navigasi tersimpan dan tampil di situs\.$/ },
  'staff-disabled': { action: 'Nonaktifkan on a staff account', says: /^Akun staf dinonaktifkan/ },
  'staff-enabled': { action: 'Aktifkan on a staff account', says: /^Akun staf diaktifkan kembali\.$/ },
  'staff-made-admin': { action: 'Jadikan admin', says: /sekarang admin\.$/ },
  'staff-made-editor': { action: 'Jadikan editor', says: /sekarang editor\.$/ },
  'staff-role-changed': { action: 'Ubah peran on a staff account', says: /^Peran akun staf itu diubah\.$/ },
  'settings-saved': { action: 'Simpan in Pengaturan Situs', says: /^Pengaturan situs tersimpan\.$/ },
  'office-created': { action: 'Tambah kantor', says: /^Kantor ditambahkan\.$/ },
  'office-saved': { action: 'Simpan on an office', says: /^Kantor tersimpan\.$/ },
  'office-deleted': { action: 'Hapus on an office', says: /^Kantor dipindahkan ke Sampah\.$/ },
  'office-main': { action: 'Jadikan utama', says: /^Kantor utama diganti\.$/ },
  'office-moved': { action: 'Naik / Turun on an office', says: /^Urutan kantor tersimpan\.$/ },
  'opening-created': { action: 'Tambah lowongan', says: /^Lowongan berhasil dibuat\.$/ },
  'opening-saved': { action: 'Simpan on an opening', says: /^Lowongan tersimpan\.$/ },
  'opening-deleted': { action: 'Hapus on an opening', says: /^Lowongan dipindahkan ke Sampah\.$/ },
  'inquiry-status': { action: 'Simpan status on a message', says: /^Status pesan diubah\.$/ },
  'inquiry-assigned': { action: 'Tugaskan on a message', says: /^Penanggung jawab pesan diubah\.$/ },
  'inquiry-note': { action: 'a note added to a message', says: /^Catatan ditambahkan ke pesan\.$/ },
  'inquiry-replied': { action: 'Balas sent to the sender of a message', says: /^Balasan terkirim ke pengirim/ },
  'inquiry-spam': { action: 'Tandai spam on a message', says: /^Pesan dipindahkan ke Spam\.$/ },
  'inquiry-not-spam': { action: 'Bukan spam on a message already told', says: /^Pesan dikembalikan dari Spam\.$/ },
  'inquiry-not-spam-sent': { action: 'Bukan spam on a message never told', says: /^Pesan dikembalikan dari Spam, dan emailnya dikirim\.$/ },
  'inquiry-unread': { action: 'Tandai belum dibaca', says: /^Pesan ditandai belum dibaca\.$/ },
  'inquiry-deleted': { action: 'Hapus on a message (for good)', says: /^Pesan dihapus\.$/ },
  'inquiry-resent': { action: 'Kirim ulang email', says: /^Email pesan ini dikirim ulang\.$/ },
  'inquiry-person-deleted': { action: 'Hapus data seseorang', says: /^Semua data dengan alamat email itu dihapus\.$/ },
  'application-status': { action: 'Simpan status on an application', says: /^Status lamaran diubah\.$/ },
  'application-assigned': { action: 'Tugaskan on an application', says: /^Penanggung jawab lamaran diubah\.$/ },
  'application-note': { action: 'a note added to an application', says: /^Catatan ditambahkan ke lamaran\.$/ },
  'application-replied': { action: 'Balas sent to a candidate', says: /^Balasan terkirim ke pelamar/ },
  'application-spam': { action: 'Tandai spam on an application', says: /^Lamaran dipindahkan ke Spam\.$/ },
  'application-not-spam': { action: 'Bukan spam on an application already told', says: /^Lamaran dikembalikan dari Spam\.$/ },
  'application-not-spam-sent': { action: 'Bukan spam on an application never told', says: /^Lamaran dikembalikan dari Spam, dan emailnya dikirim\.$/ },
  'application-unread': { action: 'Tandai belum dibaca on an application', says: /^Lamaran ditandai belum dibaca\.$/ },
  'application-deleted': { action: 'Hapus on an application (for good)', says: /^Lamaran dan CV-nya dihapus\.$/ },
  'application-resent': { action: 'Kirim ulang email on an application', says: /^Email lamaran ini dikirim ulang\.$/ },
  'trash-restored': { action: 'Pulihkan in Sampah', says: /^Blog dipulihkan dari Sampah\.$/, params: { of: 'blogs' } },
  'trash-purged': { action: 'Hapus permanen in Sampah', says: /^Profil dihapus permanen\.$/, params: { of: 'profiles' } },
  'redirect-created': { action: 'Tambah pengalihan', says: /^Pengalihan ditambahkan\.$/ },
  'redirect-deleted': { action: 'Hapus on a redirect', says: /^Pengalihan dihapus\.$/ },
  'media-saved': { action: 'Simpan on a file of Pustaka Media', says: /^File tersimpan\.$/ },
  'media-deleted': { action: 'Hapus file in Pustaka Media, for good', says: /^File dihapus dari Pustaka Media\.$/ },
  'media-cleaned': { action: 'Hapus yang tidak dipakai in Pustaka Media, for good', says: /^File yang tidak dipakai sudah dihapus\.$/ },
  'account-name-saved': { action: 'Simpan nama in Akun Saya', says: /^Nama Anda tersimpan\.$/ },
  'account-password-changed': { action: 'Ganti kata sandi', says: /^Kata sandi diganti\./ },
  'two-factor-required': { action: 'sign-in while admins require two-step verification', says: /mewajibkan verifikasi dua langkah/ },
  'two-factor-off': { action: 'Matikan verifikasi dua langkah', says: /^Verifikasi dua langkah dimatikan\.$/ },
  'recovery-code-used': { action: 'sign-in with a recovery code', says: /^Anda masuk dengan kode pemulihan\./ },
  'two-factor-recovered': { action: 'sign-in with the last recovery code', says: /Verifikasi dua langkah dimatikan/ },
  'staff-two-factor-reset': { action: 'Atur ulang dua langkah', says: /^Verifikasi dua langkah akun itu diatur ulang\.$/ },
  'staff-invited': { action: 'Undang staf', says: /^Undangan terkirim\./ },
  'staff-invite-resent': { action: 'Kirim ulang undangan', says: /^Undangan dikirim ulang;/ },
  'staff-invite-revoked': { action: 'Batalkan undangan', says: /^Undangan dibatalkan;/ },
  'staff-reset-link-sent': { action: 'Kirim tautan atur ulang', says: /^Tautan atur ulang kata sandi dikirim/ },
  'two-factor-policy-saved': { action: 'Wajibkan untuk semua akun', says: /^Aturan verifikasi dua langkah tersimpan\.$/ },
  'subscriber-deleted': { action: 'Hapus on a subscriber', says: /^Data pelanggan dihapus/ },
  'review-requested': { action: 'Ajukan tinjauan', says: /^Tinjauan diajukan;/ },
  'review-commented': { action: 'Komentar on an item in review', says: /^Komentar tersimpan/ },
  'review-approved': { action: 'Setujui on an item in review, published now', says: /^Disetujui dan diterbitkan/ },
  'review-approved-scheduled': { action: 'Setujui on a post with a planned date', says: /^Disetujui dan dijadwalkan terbit pada 1 Jul 2026 pukul 10\.00 WIB\.$/, params: { at: '2026-07-01T03:00:00.000Z' } },
  'review-changes': { action: 'Minta perubahan on an item in review', says: /^Permintaan perubahan dikirim/ },
}

describe('every action’s notice', () => {
  it('is listed beside its action, and says what that action did', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(Object.keys(NOTICES).sort())
    for (const [key, { action, says, params }] of Object.entries(ACTIONS)) expect(noticeText(key, params), `${key} (${action})`).toMatch(says)
  })

  it('says “dihapus” only for what is gone for good; what goes to Sampah says so', () => {
    for (const [key, { action, params }] of Object.entries(ACTIONS)) {
      const text = noticeText(key, params)!
      if (/dihapus/.test(text)) expect(action, `${key}: ${text}`).toMatch(/for good|Hapus permanen|Hapus data seseorang|redirect|subscriber/)
      if (/^Hapus on (a|an) (blog|publication|profile|practice area|opening|office|unused)/.test(action)) expect(text, key).toMatch(/Sampah/)
    }
  })

  it('leaves out a detail that does not read, keeping the sentence whole', () => {
    expect(noticeText('trash-restored')).toBe('Item dipulihkan dari Sampah.')
    expect(noticeText('trash-restored', { of: 'constructor' })).toBe('Item dipulihkan dari Sampah.')
    expect(noticeText('item-scheduled', { of: 'blogs', at: '<script>' })).toBe('Blog dijadwalkan terbit pada tanggal yang dipilih.')
    expect(noticeText('blog-saved', { alert: 'sent-<b>' })).toBe('Blog tersimpan.')
  })

  it('adds what a save did with the item’s client alert', () => {
    expect(noticeText('item-published', { of: 'blogs', alert: 'sent-12' })).toBe('Blog diterbitkan dan tampil di situs. Peringatan klien dikirim ke 12 pelanggan.')
    expect(noticeText('item-scheduled', { of: 'blogs', at: '2026-12-01T02:00:00.000Z', alert: 'later-1234' })).toBe(
      'Blog dijadwalkan terbit pada 1 Des 2026 pukul 09.00 WIB. Peringatan klien akan dikirim ke 1.234 pelanggan saat terbit.',
    )
    expect(noticeText('item-published', { of: 'blogs', alert: 'none' })).toMatch(/Tidak ada pelanggan yang minatnya cocok/)
    expect(alertSentence({ kind: 'off', count: 3 })).toMatch(/^Tidak dikirim sebagai peringatan klien ke 3 pelanggan .*Otomatis.*Pengaturan Situs\.$/)
    expect(withNotice('/dashboard/blogs', 'item-published', { of: 'blogs', alert: { kind: 'sent', count: 12 } })).toBe('/dashboard/blogs?notice=item-published&notice-of=blogs&notice-alert=sent-12')
  })

  it('says an instant in Jakarta time, short', () => {
    expect(formatNoticeTime('2026-11-30T17:00:00.000Z')).toBe('1 Des 2026 pukul 00.00 WIB')
  })
})
