/**
 * Interface text of the search page, its live results and its refusals, in both languages
 * (merged into UI by ./ui.ts). English is typed as the Indonesian's shape, so a key missing in
 * one language fails the type check. The Indonesian is the page's text as it was before the
 * English edition.
 */
import type { SearchType } from '../../../shared/search'

type Groups = Record<SearchType, { label: string; noun: string }>

const idGroups: Groups = {
  attorney: { label: 'Advokat', noun: 'advokat' },
  practiceArea: { label: 'Bidang Praktik', noun: 'bidang praktik' },
  blog: { label: 'Blog', noun: 'blog' },
  publication: { label: 'Publikasi', noun: 'publikasi' },
  profile: { label: 'Profil', noun: 'profil' },
  page: { label: 'Halaman', noun: 'halaman' },
}

const id = {
  search: {
    title: 'Pencarian',
    resultsTitle: (q: string) => `Hasil pencarian “${q}”`,
    unavailableTitle: 'Pencarian tidak tersedia',
    unavailable: 'Pencarian sedang tidak tersedia. Halaman lain tetap dapat dibuka; coba cari lagi dalam beberapa saat.',
    limitedTitle: 'Terlalu banyak pencarian',
    tooMany: (seconds: number) => `Terlalu banyak pencarian dalam waktu singkat. Coba lagi dalam ${seconds} detik.`,
    description: 'Cari advokat, blog, dan publikasi kami.',
    home: 'Beranda',
    formLabel: 'Cari dengan saringan',
    keyword: 'Kata kunci',
    placeholder: 'mis. perlindungan data, merger, nama advokat',
    type: 'Jenis',
    allTypes: 'Semua jenis',
    category: 'Kategori',
    allCategories: 'Semua kategori',
    submit: 'Cari',
    retry: 'Coba lagi',
    prompt: 'Ketik kata kunci untuk mencari advokat, bidang praktik, blog, dan publikasi.',
    /** The browse links of the empty page, between its words: "Atau telusuri [daftar advokat], [bidang praktik], [blog], dan [publikasi]." */
    browse: { before: 'Atau telusuri ', attorneys: 'daftar advokat', areas: 'bidang praktik', blogs: 'blog', and: ', dan ', publications: 'publikasi', after: '.' },
    none: (q: string, filtered: boolean) => `Tidak ada hasil untuk “${q}”${filtered ? ' dengan saringan ini' : ''}.`,
    spellingTip: 'Periksa ejaan, atau gunakan kata yang lebih umum (mis. “pajak” alih-alih “PPh 21”).',
    everywhere: (q: string) => `Cari “${q}” di semua jenis dan kategori`,
    /** "Telusuri [bidang praktik] atau [hubungi kami] langsung." */
    elsewhere: { before: 'Telusuri ', areas: 'bidang praktik', or: ' atau ', contact: 'hubungi kami', after: ' langsung.' },
    count: (total: number, q: string, truncated: boolean) => `${total} hasil untuk “${q}”${truncated ? ' (hanya 12 kata pertama yang dipakai)' : ''}`,
    seeAll: (total: number, noun: string) => `Lihat semua ${total} ${noun}`,
    pages: 'Halaman hasil',
    pageOf: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
    previous: '← Sebelumnya',
    next: 'Berikutnya →',
    groups: idGroups,
  },
}

const en: typeof id = {
  search: {
    title: 'Search',
    resultsTitle: (q: string) => `Search results for “${q}”`,
    unavailableTitle: 'Search unavailable',
    unavailable: 'Search is unavailable at the moment. Every other page still works; please try searching again shortly.',
    limitedTitle: 'Too many searches',
    tooMany: (seconds: number) => `Too many searches in a short time. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    description: 'Search our lawyers, insights and publications.',
    home: 'Home',
    formLabel: 'Search with filters',
    keyword: 'Keywords',
    placeholder: 'e.g. data protection, merger, a lawyer’s name',
    type: 'Type',
    allTypes: 'All types',
    category: 'Category',
    allCategories: 'All categories',
    submit: 'Search',
    retry: 'Try again',
    prompt: 'Type a keyword to search our lawyers, practice areas, insights and publications.',
    browse: { before: 'Or browse ', attorneys: 'our lawyers', areas: 'practice areas', blogs: 'insights', and: ' and ', publications: 'publications', after: '.' },
    none: (q: string, filtered: boolean) => `No results for “${q}”${filtered ? ' with these filters' : ''}.`,
    spellingTip: 'Check the spelling, or try a more general word (e.g. “tax” rather than “Article 21 income tax”).',
    everywhere: (q: string) => `Search “${q}” in every type and category`,
    elsewhere: { before: 'Browse our ', areas: 'practice areas', or: ' or ', contact: 'contact us', after: ' directly.' },
    count: (total: number, q: string, truncated: boolean) =>
      `${total} ${total === 1 ? 'result' : 'results'} for “${q}”${truncated ? ' (only the first 12 words were used)' : ''}`,
    seeAll: (total: number, noun: string) => `See all ${total} ${noun}`,
    pages: 'Result pages',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    previous: '← Previous',
    next: 'Next →',
    groups: {
      attorney: { label: 'Lawyers', noun: 'lawyers' },
      practiceArea: { label: 'Practice Areas', noun: 'practice areas' },
      blog: { label: 'Insights', noun: 'insights' },
      publication: { label: 'Publications', noun: 'publications' },
      profile: { label: 'Profiles', noun: 'profiles' },
      page: { label: 'Pages', noun: 'pages' },
    },
  },
}

export const SEARCH_UI = { id, en }
