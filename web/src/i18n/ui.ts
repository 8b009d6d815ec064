/**
 * The public site's interface text in both languages: what is not content. Content
 * (titles, bodies, the firm's facts, the fixed pages' copy) comes from the store in the
 * visitor's language; this is the frame around it. English is typed as the Indonesian's shape,
 * so a key added in one language and missing in the other fails the type check.
 */
import { SITE_PAGES_UI } from './ui-site-pages'
import { DIRECTORY_UI } from './ui-directory'
import { SEARCH_UI } from './ui-search'
import { FORM_SCRIPTS_UI } from './ui-form-scripts'

const id = {
  nav: {
    home: 'Beranda',
    about: 'Tentang Kami',
    practiceAreas: 'Bidang Praktik',
    attorneys: 'Advokat',
    blogs: 'Blog',
    publications: 'Publikasi',
    career: 'Karier',
    contact: 'Kontak',
  },
  header: {
    mainNav: 'Navigasi utama',
    /** The phone header's disclosure button (below 768 px). */
    menu: 'Menu',
    homeSuffix: ', beranda',
    search: 'Cari',
    searchLabel: 'Cari advokat, blog, atau publikasi',
    searchPlaceholder: 'Cari…',
    searchRegion: 'Cari di situs',
    /** The switch's label, said in the language it leads to (WCAG 3.1.2). */
    switchTo: 'English',
    switchTitle: 'Read this page in English',
  },
  skipLink: 'Langsung ke konten',
  footer: {
    contact: 'Hubungi kami',
    social: 'Media sosial',
    explore: 'Jelajahi',
    events: 'Acara',
    regulations: 'Peraturan',
    blogFeed: 'RSS Blog',
    publicationFeed: 'RSS Publikasi',
    privacy: 'Kebijakan Privasi',
    disclaimer: 'Penafian selengkapnya',
  },
  breadcrumb: 'Breadcrumb',
  pagination: { label: 'Halaman', previous: '← Sebelumnya', next: 'Berikutnya →', page: 'Halaman ' },
  post: {
    publicationBadge: 'Publikasi',
    download: 'Unduh PDF',
    /** What the download box says of the PDF, by the language it is written in. */
    pdfIn: { id: 'PDF', en: 'PDF dalam bahasa Inggris' },
    relatedBlogs: 'Artikel terkait',
    relatedPublications: 'Publikasi terkait',
    by: 'Oleh ',
    and: ' dan ',
    tags: 'Tag',
    authors: 'Penulis',
    /** The article's sidebar. */
    aboutPost: 'Tentang tulisan ini',
    published: 'Diterbitkan',
    share: 'Bagikan',
    newWindow: ' (membuka jendela baru)',
  },
  postList: {
    noun: { blogs: 'artikel', publications: 'publikasi' },
    filter: (noun: string) => `Saring ${noun}`,
    category: 'Kategori',
    allCategories: 'Semua kategori',
    tag: 'Tag',
    allTags: 'Semua tag',
    apply: 'Terapkan',
    reset: 'Hapus filter',
    noneMatching: (noun: string) => `Tidak ada ${noun} yang cocok dengan filter ini.`,
    none: (noun: string) => `Belum ada ${noun}.`,
    inCategory: (name: string) => ` dalam kategori “${name}”`,
    withTag: (name: string) => ` dengan tag “${name}”`,
    pageOf: (page: number, pages: number) => ` · halaman ${page} dari ${pages}`,
    seeAll: (noun: string) => `Lihat semua ${noun}`,
    rss: 'Ikuti lewat RSS',
    intro: {
      blogs: 'Analisis, kabar firma, dan panduan praktis dari advokat kami tentang perkembangan hukum di Indonesia.',
      publications: 'Kajian hukum mendalam dan buletin regulasi yang dapat diunduh dalam format PDF.',
    },
    filtered: (label: string) => ` Saringan: ${label}.`,
    pageTitle: (page: number) => ` (halaman ${page})`,
  },
  untranslated: {
    note: 'Halaman yang Anda buka belum tersedia dalam bahasa Indonesia. Berikut daftar lengkapnya.',
  },
}

export type UiText = typeof id

const en: UiText = {
  nav: {
    home: 'Home',
    about: 'About',
    practiceAreas: 'Practice Areas',
    attorneys: 'Lawyers',
    blogs: 'Insights',
    publications: 'Publications',
    career: 'Careers',
    contact: 'Contact',
  },
  header: {
    mainNav: 'Main navigation',
    menu: 'Menu',
    homeSuffix: ', home',
    search: 'Search',
    searchLabel: 'Search lawyers, insights or publications',
    searchPlaceholder: 'Search…',
    searchRegion: 'Search the site',
    switchTo: 'Bahasa Indonesia',
    switchTitle: 'Baca halaman ini dalam bahasa Indonesia',
  },
  skipLink: 'Skip to content',
  footer: {
    contact: 'Contact us',
    social: 'Social media',
    explore: 'Explore',
    events: 'Events',
    regulations: 'Regulations',
    blogFeed: 'Insights RSS',
    publicationFeed: 'Publications RSS',
    privacy: 'Privacy Notice',
    disclaimer: 'Full disclaimer',
  },
  breadcrumb: 'Breadcrumb',
  pagination: { label: 'Pages', previous: '← Previous', next: 'Next →', page: 'Page ' },
  post: {
    publicationBadge: 'Publication',
    download: 'Download PDF',
    pdfIn: { id: 'PDF in Indonesian', en: 'PDF' },
    relatedBlogs: 'Related insights',
    relatedPublications: 'Related publications',
    by: 'By ',
    and: ' and ',
    tags: 'Tags',
    authors: 'Authors',
    aboutPost: 'About this article',
    published: 'Published',
    share: 'Share',
    newWindow: ' (opens in a new window)',
  },
  postList: {
    noun: { blogs: 'articles', publications: 'publications' },
    filter: (noun: string) => `Filter ${noun}`,
    category: 'Category',
    allCategories: 'All categories',
    tag: 'Tag',
    allTags: 'All tags',
    apply: 'Apply',
    reset: 'Clear filters',
    noneMatching: (noun: string) => `No ${noun} match these filters.`,
    none: (noun: string) => `No ${noun} in English yet.`,
    inCategory: (name: string) => ` in “${name}”`,
    withTag: (name: string) => ` tagged “${name}”`,
    pageOf: (page: number, pages: number) => ` · page ${page} of ${pages}`,
    seeAll: (noun: string) => `See all ${noun}`,
    rss: 'Follow by RSS',
    intro: {
      blogs: 'Analysis, firm news and practical guidance from our lawyers on legal developments in Indonesia.',
      publications: 'In-depth legal studies and regulatory bulletins, available to download as PDF.',
    },
    filtered: (label: string) => ` Filtered by: ${label}.`,
    pageTitle: (page: number) => ` (page ${page})`,
  },
  untranslated: {
    note: 'The page you opened is not available in English yet. Here is the full list.',
  },
}

/**
 * The interface text of every page, by language: the frame (above) and each area's own
 * dictionary, in its own file so that areas are written side by side.
 */
export const UI = {
  id: { ...id, ...SITE_PAGES_UI.id, ...DIRECTORY_UI.id, ...SEARCH_UI.id, ...FORM_SCRIPTS_UI.id },
  en: { ...en, ...SITE_PAGES_UI.en, ...DIRECTORY_UI.en, ...SEARCH_UI.en, ...FORM_SCRIPTS_UI.en },
}

export type UiAll = (typeof UI)['id']
