import type { CategoryData, TagData } from '../../../shared/schemas/types'

/** Post categories; slugs follow the site's own slugify (an Indonesian "&" becomes "dan"). */
export const CATEGORIES = [
  { slug: 'analisis-hukum', name: 'Analisis Hukum' },
  { slug: 'regulasi-terbaru', name: 'Regulasi Terbaru' },
  { slug: 'panduan-bisnis', name: 'Panduan Bisnis' },
  { slug: 'berita-firma', name: 'Berita Firma' },
  { slug: 'webinar-dan-acara', name: 'Webinar & Acara' },
  { slug: 'studi-kasus', name: 'Studi Kasus' },
] as const satisfies readonly CategoryData[]

export type CategorySlug = (typeof CATEGORIES)[number]['slug']

export const TAGS = [
  { slug: 'ketenagakerjaan', name: 'Ketenagakerjaan' },
  { slug: 'omnibus-law', name: 'Omnibus Law' },
  { slug: 'pajak', name: 'Pajak' },
  { slug: 'pasar-modal', name: 'Pasar Modal' },
  { slug: 'perlindungan-data-pribadi', name: 'Perlindungan Data Pribadi' },
  { slug: 'kepatuhan', name: 'Kepatuhan' },
  { slug: 'merger-dan-akuisisi', name: 'Merger & Akuisisi' },
  { slug: 'arbitrase', name: 'Arbitrase' },
  { slug: 'hukum-pidana', name: 'Hukum Pidana' },
  { slug: 'energi-terbarukan', name: 'Energi Terbarukan' },
  { slug: 'fintech', name: 'Fintech' },
  { slug: 'kekayaan-intelektual', name: 'Kekayaan Intelektual' },
  { slug: 'investasi-asing', name: 'Investasi Asing' },
  { slug: 'restrukturisasi-utang', name: 'Restrukturisasi Utang' },
] as const satisfies readonly TagData[]

export type TagSlug = (typeof TAGS)[number]['slug']
