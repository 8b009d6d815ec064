/**
 * Confirmations shown after a save. Redirects carry a key (`?notice=saved`), never free
 * text, so nobody can make the dashboard display words of their choosing.
 */
export const NOTICES = {
  saved: 'Perubahan tersimpan.',
  created: 'Berhasil dibuat.',
  deleted: 'Berhasil dihapus.',
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
  'order-saved': 'Urutan tersimpan.',
  'staff-created': 'Akun staf dibuat.',
  'staff-saved': 'Akun staf diperbarui.',
  'signed-in': 'Selamat datang kembali.',
} as const
export type NoticeKey = keyof typeof NOTICES

export function noticeText(key: string | null | undefined): string | null {
  return key && key in NOTICES ? NOTICES[key as NoticeKey] : null
}
