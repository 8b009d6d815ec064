import { sameSitePath } from './site-path'

/**
 * Confirmations shown after a save. Redirects carry a key (`?notice=blog-saved`), never free
 * text, so nobody can make the dashboard display words of their choosing. The keys are a type:
 * a redirect naming a notice that has no text here does not compile.
 */
export const NOTICES = {
  'blog-created': 'Blog berhasil dibuat.',
  'blog-saved': 'Blog tersimpan.',
  'blog-deleted': 'Blog dihapus.',
  'publication-created': 'Publikasi berhasil dibuat.',
  'publication-saved': 'Publikasi tersimpan.',
  'publication-deleted': 'Publikasi dihapus.',
  'profile-created': 'Profil berhasil dibuat.',
  'profile-saved': 'Profil tersimpan.',
  'profile-deleted': 'Profil dihapus.',
  'category-created': 'Kategori ditambahkan.',
  'category-saved': 'Nama kategori diubah.',
  'category-deleted': 'Kategori dihapus.',
  'tag-created': 'Tag ditambahkan.',
  'tag-saved': 'Nama tag diubah.',
  'tag-deleted': 'Tag dihapus.',
  'category-merged': 'Konten dipindahkan dan kategori dihapus.',
  'tag-merged': 'Tag digabungkan dan dihapus.',
  'practice-area-created': 'Bidang praktik berhasil dibuat.',
  'practice-area-saved': 'Bidang praktik tersimpan.',
  'practice-area-deleted': 'Bidang praktik dihapus.',
  'page-saved': 'Halaman tersimpan.',
  'order-saved': 'Urutan tersimpan.',
  'staff-saved': 'Akun staf diperbarui.',
  'settings-saved': 'Pengaturan situs tersimpan.',
  'office-created': 'Kantor ditambahkan.',
  'office-saved': 'Kantor tersimpan.',
  'office-deleted': 'Kantor dihapus.',
  'office-main': 'Kantor utama diganti.',
  'office-moved': 'Urutan kantor tersimpan.',
  'opening-created': 'Lowongan berhasil dibuat.',
  'opening-saved': 'Lowongan tersimpan.',
  'opening-deleted': 'Lowongan dihapus.',
  'inquiry-saved': 'Pesan diperbarui.',
  'inquiry-deleted': 'Pesan dihapus.',
  'inquiry-resent': 'Email pesan ini dikirim ulang.',
  'inquiry-person-deleted': 'Semua data dengan alamat email itu dihapus.',
  'application-saved': 'Lamaran diperbarui.',
  'application-deleted': 'Lamaran dan CV-nya dihapus.',
  'application-resent': 'Email lamaran ini dikirim ulang.',
  'trash-restored': 'Item dipulihkan dari Sampah.',
  'trash-purged': 'Item dihapus permanen.',
  'redirect-created': 'Pengalihan ditambahkan.',
  'redirect-deleted': 'Pengalihan dihapus.',
  'account-name-saved': 'Nama Anda tersimpan.',
  'account-password-changed': 'Kata sandi diganti. Sesi Anda di perangkat lain sudah diakhiri.',
  'two-factor-required': 'Admin mewajibkan verifikasi dua langkah. Aktifkan dahulu untuk melanjutkan.',
  'two-factor-off': 'Verifikasi dua langkah dimatikan.',
  'recovery-code-used': 'Anda masuk dengan kode pemulihan. Periksa sisa kode pemulihan Anda.',
  'two-factor-recovered': 'Anda masuk dengan kode pemulihan. Verifikasi dua langkah dimatikan: aktifkan lagi dengan ponsel Anda.',
  'staff-two-factor-reset': 'Verifikasi dua langkah akun itu diatur ulang.',
  'two-factor-policy-saved': 'Aturan verifikasi dua langkah tersimpan.',
  'subscriber-deleted': 'Data pelanggan dihapus, termasuk catatan peringatan yang diterimanya.',
} as const satisfies Record<string, string>

export type NoticeKey = keyof typeof NOTICES

/**
 * Whether a `?notice=` value is one of the keys. Own keys only: `key in NOTICES` would also
 * accept `constructor` or `__proto__` and hand the page a function or an object as its text.
 */
export function isNoticeKey(key: unknown): key is NoticeKey {
  // hasOwnProperty rather than Object.hasOwn: shared code also runs in browsers the ES2020 build targets.
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(NOTICES, key)
}

/** The text for a `?notice=` value, or null for anything that is not a key. */
export function noticeText(key: string | null | undefined): string | null {
  return isNoticeKey(key) ? NOTICES[key] : null
}

/**
 * `path` (with its own query and fragment) carrying `?notice={key}`. The result is a Location:
 * parsing normalises it, so a path built from a stored or typed part that only leaves the site
 * once normalised (`/dashboard/x/../../..//evil.example`) goes to the dashboard instead
 * (shared/site-path.ts, the rule of the sign-in's `next`).
 */
export function withNotice(path: string, notice: NoticeKey): string {
  const url = new URL(path, 'http://x')
  url.searchParams.set('notice', notice)
  const fallback = `/dashboard?notice=${encodeURIComponent(notice)}`
  if (url.origin !== 'http://x') return fallback
  return sameSitePath(url.pathname + url.search + url.hash) ?? fallback
}
