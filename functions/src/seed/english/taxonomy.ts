/**
 * English names of the post categories and tags (categories-and-tags.ts), keyed by the
 * Indonesian slug; stored as `nameEn` and `slugEn`, the slug being the English name's own
 * (English slugs are unique among English slugs, decision 30).
 */
import type { CategorySlug, TagSlug } from '../categories-and-tags'

export interface EnglishTerm {
  name: string
  slug: string
}

export const ENGLISH_CATEGORIES: Readonly<Record<CategorySlug, EnglishTerm>> = {
  'analisis-hukum': { name: 'Legal Analysis', slug: 'legal-analysis' },
  'regulasi-terbaru': { name: 'Regulatory Updates', slug: 'regulatory-updates' },
  'panduan-bisnis': { name: 'Business Guides', slug: 'business-guides' },
  'berita-firma': { name: 'Firm News', slug: 'firm-news' },
  'webinar-dan-acara': { name: 'Webinars and Events', slug: 'webinars-and-events' },
  'studi-kasus': { name: 'Case Studies', slug: 'case-studies' },
}

export const ENGLISH_TAGS: Readonly<Record<TagSlug, EnglishTerm>> = {
  ketenagakerjaan: { name: 'Employment', slug: 'employment' },
  'omnibus-law': { name: 'Omnibus Law', slug: 'omnibus-law' },
  pajak: { name: 'Tax', slug: 'tax' },
  'pasar-modal': { name: 'Capital Markets', slug: 'capital-markets' },
  'perlindungan-data-pribadi': { name: 'Personal Data Protection', slug: 'personal-data-protection' },
  kepatuhan: { name: 'Compliance', slug: 'compliance' },
  'merger-dan-akuisisi': { name: 'Mergers and Acquisitions', slug: 'mergers-and-acquisitions' },
  arbitrase: { name: 'Arbitration', slug: 'arbitration' },
  'hukum-pidana': { name: 'Criminal Law', slug: 'criminal-law' },
  'energi-terbarukan': { name: 'Renewable Energy', slug: 'renewable-energy' },
  fintech: { name: 'Fintech', slug: 'fintech' },
  'kekayaan-intelektual': { name: 'Intellectual Property', slug: 'intellectual-property' },
  'investasi-asing': { name: 'Foreign Investment', slug: 'foreign-investment' },
  'restrukturisasi-utang': { name: 'Debt Restructuring', slug: 'debt-restructuring' },
}
