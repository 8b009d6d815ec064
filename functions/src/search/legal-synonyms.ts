import type { Lang } from '../../../shared/i18n/langs'

/**
 * Indonesian legal abbreviations and the phrases they stand for, searched as one another on both
 * search backends: the embedded FTS5 index expands a query with them (query-text.ts), and
 * Algolia holds them as regular synonyms of both indexes (algolia-settings.ts). Each group is
 * mutually equivalent, as Algolia's regular synonyms are: a search for any spelling finds the
 * others (docs/decisions/0028-search-abbreviations.md).
 *
 * Reviewed list, kept small on purpose: an abbreviation is here only when a law firm's readers
 * use it with one meaning. The long forms are those of the statute or body named beside each
 * group (the names in force, as written in the statute's title or its definitions article);
 * where practice writes a second spelling (HaKI, KUH Perdata, "perlindungan" for the statute's
 * "pelindungan") it is listed too. Left out on purpose: abbreviations with several common legal
 * meanings beyond the one listed (PN, PT as Pengadilan Tinggi, PK), and words a visitor types
 * for something else (SH, the degree). No spelling may appear in two groups: a group must never
 * chain into another.
 */
export const LEGAL_SYNONYMS: readonly (readonly string[])[] = [
  // Business and investment.
  ['M&A', 'merger dan akuisisi', 'merger & akuisisi'], // usage of the firm's practice; UU 40/2007 Pasal 122–137 (penggabungan, pengambilalihan)
  ['PT', 'perseroan terbatas'], // UU No. 40 Tahun 2007 tentang Perseroan Terbatas
  ['RUPS', 'rapat umum pemegang saham'], // UU 40/2007 Pasal 1 angka 4
  ['PMA', 'penanaman modal asing'], // UU No. 25 Tahun 2007 tentang Penanaman Modal, Pasal 1 angka 3
  ['PMDN', 'penanaman modal dalam negeri'], // UU 25/2007 Pasal 1 angka 2
  ['BKPM', 'badan koordinasi penanaman modal'], // UU 25/2007 Pasal 27
  ['OSS', 'online single submission'], // PP No. 5 Tahun 2021, Pasal 1 angka 9
  ['NIB', 'nomor induk berusaha'], // PP 5/2021 Pasal 1 angka 21
  ['UMKM', 'usaha mikro kecil dan menengah'], // UU No. 20 Tahun 2008 tentang UMKM
  ['KPPU', 'komisi pengawas persaingan usaha'], // UU No. 5 Tahun 1999, Pasal 30
  // Finance, capital markets, insolvency.
  ['OJK', 'otoritas jasa keuangan'], // UU No. 21 Tahun 2011 tentang Otoritas Jasa Keuangan
  ['BEI', 'bursa efek indonesia'], // the exchange's own name
  ['PKPU', 'penundaan kewajiban pembayaran utang'], // UU No. 37 Tahun 2004 tentang Kepailitan dan PKPU
  // Tax.
  ['PPh', 'pajak penghasilan'], // UU No. 7 Tahun 1983 tentang Pajak Penghasilan
  ['PPN', 'pajak pertambahan nilai'], // UU No. 8 Tahun 1983
  ['NPWP', 'nomor pokok wajib pajak'], // UU No. 28 Tahun 2007 (KUP), Pasal 1 angka 6
  // Employment.
  ['PHK', 'pemutusan hubungan kerja'], // UU No. 13 Tahun 2003 tentang Ketenagakerjaan, Pasal 1 angka 25
  ['PKWT', 'perjanjian kerja waktu tertentu'], // PP No. 35 Tahun 2021, Pasal 1 angka 10
  ['PKWTT', 'perjanjian kerja waktu tidak tertentu'], // PP 35/2021 Pasal 1 angka 11
  ['BPJS', 'badan penyelenggara jaminan sosial'], // UU No. 24 Tahun 2011 tentang BPJS
  // Intellectual property and data.
  ['HKI', 'HaKI', 'hak kekayaan intelektual', 'hak atas kekayaan intelektual'], // DJKI, Kemenkumham; HaKI the older spelling
  ['PDP', 'pelindungan data pribadi', 'perlindungan data pribadi'], // UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi
  // Statutes and codes.
  ['UU', 'undang-undang'], // UU No. 12 Tahun 2011 tentang Pembentukan Peraturan Perundang-undangan
  ['PP', 'peraturan pemerintah'], // UU 12/2011 Pasal 7
  ['Perpres', 'peraturan presiden'], // UU 12/2011 Pasal 7
  ['Perma', 'peraturan mahkamah agung'], // UU No. 14 Tahun 1985 tentang Mahkamah Agung, Pasal 79
  ['KUHP', 'kitab undang-undang hukum pidana'], // UU No. 1 Tahun 2023 tentang KUHP
  ['KUHAP', 'kitab undang-undang hukum acara pidana'], // UU No. 8 Tahun 1981 tentang Hukum Acara Pidana
  ['KUHPerdata', 'KUH Perdata', 'kitab undang-undang hukum perdata'], // Burgerlijk Wetboek (Staatsblad 1847 No. 23)
  ['KUHD', 'kitab undang-undang hukum dagang'], // Wetboek van Koophandel (Staatsblad 1847 No. 23)
  // Courts and public bodies.
  ['MK', 'mahkamah konstitusi'], // UU No. 24 Tahun 2003 tentang Mahkamah Konstitusi
  ['MA', 'mahkamah agung'], // UU 14/1985
  ['PTUN', 'pengadilan tata usaha negara'], // UU No. 5 Tahun 1986 tentang Peradilan Tata Usaha Negara
  ['BANI', 'badan arbitrase nasional indonesia'], // the institution's own name
  ['KPK', 'komisi pemberantasan korupsi'], // UU No. 30 Tahun 2002
  ['ESDM', 'energi dan sumber daya mineral'], // Kementerian ESDM (Perpres No. 97 Tahun 2021)
  ['AMDAL', 'analisis mengenai dampak lingkungan', 'analisis mengenai dampak lingkungan hidup'], // UU No. 32 Tahun 2009, Pasal 1 angka 11
  ['HAM', 'hak asasi manusia'], // UU No. 39 Tahun 1999 tentang Hak Asasi Manusia
]

/** Words as both indexes cut them: letters and digits, the rest separates them. */
const WORD = /[\p{L}\p{N}]+/gu

/** Lowercase without diacritics, as the FTS5 tokenizer (`remove_diacritics 2`) and Algolia fold text. */
export function foldWord(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/** A spelling as the words an index sees: "M&A" → ["m", "a"], "undang-undang" → ["undang", "undang"]. */
export function spellingWords(spelling: string): string[] {
  return foldWord(spelling.normalize('NFKC')).match(WORD) ?? []
}

export interface SynonymSpelling {
  words: readonly string[]
  /** The index of its group in LEGAL_SYNONYMS. */
  group: number
}

/**
 * The English index's list (docs/decisions/0030-english-edition.md): the
 * abbreviations English writing on Indonesian law keeps or uses, with the long forms of the
 * statutes' English translations (the names their own English versions give). An Indonesian
 * group is not reused as it stands: its long forms are Indonesian words an English text does
 * not hold, and some abbreviations read otherwise in English (MA, PP, UU). Kept small and
 * reviewed, as the Indonesian list; the same rules (one group per spelling, no chains).
 */
export const ENGLISH_LEGAL_SYNONYMS: readonly (readonly string[])[] = [
  ['M&A', 'mergers and acquisitions', 'merger and acquisition', 'mergers & acquisitions'], // usage of the firm's practice
  ['PT', 'limited liability company'], // Law No. 40 of 2007 on Limited Liability Companies
  ['GMS', 'general meeting of shareholders'], // Law 40/2007 Article 1(4) (RUPS)
  ['BKPM', 'investment coordinating board'], // Law No. 25 of 2007 on Investment, Article 27
  ['OJK', 'financial services authority'], // Law No. 21 of 2011 on the Financial Services Authority
  ['IDX', 'indonesia stock exchange'], // the exchange's own English name (BEI)
  ['PKPU', 'suspension of debt payment obligations', 'postponement of debt payment obligations'], // Law No. 37 of 2004
  ['KPPU', 'business competition supervisory commission'], // Law No. 5 of 1999, Article 30
  ['VAT', 'value added tax'], // Law No. 8 of 1983 (PPN)
  ['PDP', 'personal data protection'], // Law No. 27 of 2022 on Personal Data Protection
  ['IPR', 'intellectual property rights'], // HKI, as DGIP writes it in English
  ['AMDAL', 'EIA', 'environmental impact analysis', 'environmental impact assessment'], // Law No. 32 of 2009, Article 1(11)
]

/** Each language's list: what the query text expands and what Algolia holds for that language's index. */
export const LEGAL_SYNONYMS_BY_LANG: Record<Lang, readonly (readonly string[])[]> = { id: LEGAL_SYNONYMS, en: ENGLISH_LEGAL_SYNONYMS }

function spellingsByFirstWord(list: readonly (readonly string[])[]): ReadonlyMap<string, readonly SynonymSpelling[]> {
  const map = new Map<string, SynonymSpelling[]>()
  list.forEach((spellings, group) => {
    for (const spelling of spellings) {
      const words = spellingWords(spelling)
      map.set(words[0]!, [...(map.get(words[0]!) ?? []), { words, group }])
    }
  })
  for (const entries of map.values()) entries.sort((a, b) => b.words.length - a.words.length)
  return map
}

/** Every spelling of each language's list, by its first word, longest first (so the longest spelling wins a match). */
export const SPELLINGS_BY_LANG: Record<Lang, ReadonlyMap<string, readonly SynonymSpelling[]>> = {
  id: spellingsByFirstWord(LEGAL_SYNONYMS),
  en: spellingsByFirstWord(ENGLISH_LEGAL_SYNONYMS),
}

/** The Indonesian list's spellings by first word. */
export const SPELLINGS_BY_FIRST_WORD = SPELLINGS_BY_LANG.id

/** The spellings of a group as word lists, for the index's phrases. */
export function groupSpellings(group: number, lang: Lang = 'id'): string[][] {
  return (LEGAL_SYNONYMS_BY_LANG[lang][group] ?? []).map(spellingWords)
}

/** The id of a group in Algolia: its abbreviation as words (`legal-m-a`, `legal-pt`). */
export function synonymObjectID(group: number, lang: Lang = 'id'): string {
  return `legal-${spellingWords(LEGAL_SYNONYMS_BY_LANG[lang][group]![0]!).join('-')}`
}
