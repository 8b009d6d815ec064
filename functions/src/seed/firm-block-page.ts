/**
 * The demo firm's page built from blocks (Halaman, decision 47): its Japan desk, at /japan-desk
 * and /en/japan-desk, with one block of every type, so a fresh install shows what a block page
 * can hold and the quality checks (axe, html-validate, Lighthouse) see every block's markup.
 * The English texts sit beside the Indonesian ones in each block, as staff write them in the
 * block editor: a block's twins are one object, not two lists.
 */
import type { PageBlock } from '../../../shared/collections/page-blocks'
import type { BlockPageData } from '../../../shared/schemas/types'
import { SITE_PATHS } from '../../../shared/urls'

export const DEMO_BLOCK_PAGE_PATH = '/japan-desk'

/** The page's images: the hero's and the Gambar block's, stored by the seed (render-demo-files.ts). */
export interface BlockPageImages {
  hero: string
  figure: string
  /** What the figure shows, in both languages. */
  figureAlt: { id: string; en: string }
}

/** Who the page lists: a few attorneys by id. */
export interface BlockPageRefs {
  attorneyIds: string[]
  publishedAt: string
}

export function demoBlockPage(images: BlockPageImages, refs: BlockPageRefs): BlockPageData {
  const blocks: PageBlock[] = [
    {
      type: 'hero',
      heading: 'Japan Desk: pendampingan hukum untuk investor Jepang',
      headingEn: 'Japan Desk: legal counsel for Japanese investors',
      lead: 'Tim kami membantu perusahaan Jepang mendirikan, mengembangkan, dan menata usahanya di Indonesia, dengan advokat yang terbiasa bekerja bersama kantor pusat di Tokyo dan Osaka.',
      leadEn: 'Our team helps Japanese companies set up, grow and restructure their business in Indonesia, with lawyers used to working alongside head offices in Tokyo and Osaka.',
      image: images.hero,
      alt: 'Foto ilustrasi menara kaca dilihat dari bawah saat senja, dalam warna biru tua dan emas',
      altEn: 'Illustrated photograph of a glass tower seen from below at dusk, in navy and gold',
      buttonLabel: 'Jadwalkan konsultasi',
      buttonLabelEn: 'Book a consultation',
      target: SITE_PATHS.contact,
    },
    {
      type: 'text',
      html: '<h2>Satu tim dari rencana investasi sampai operasi</h2><p>Sejak 2009 kami mendampingi produsen otomotif, perusahaan dagang, dan lembaga keuangan Jepang. Kami menyiapkan struktur PMA, perizinan berusaha berbasis risiko, perjanjian usaha patungan, dan kepatuhan ketenagakerjaan, lalu tetap mendampingi setelah usaha berjalan.</p><ul><li>Pendirian PT PMA dan kantor perwakilan</li><li>Akuisisi dan usaha patungan</li><li>Sengketa komersial dan arbitrase</li></ul>',
      htmlEn: '<h2>One team from the investment plan to operations</h2><p>Since 2009 we have advised Japanese carmakers, trading houses and financial institutions. We prepare foreign-investment structures, risk-based business licensing, joint-venture agreements and employment compliance, and stay with the client once the business runs.</p><ul><li>Setting up foreign-owned companies and representative offices</li><li>Acquisitions and joint ventures</li><li>Commercial disputes and arbitration</li></ul>',
    },
    {
      type: 'columns',
      left: '<h3>Di Jakarta</h3><p>Advokat berbahasa Jepang menghadiri rapat direksi, negosiasi, dan sidang, serta menyusun memo hukum yang siap dibawa ke kantor pusat.</p>',
      leftEn: '<h3>In Jakarta</h3><p>Japanese-speaking lawyers attend board meetings, negotiations and hearings, and write legal memos ready for head office.</p>',
      right: '<h3>Dengan Tokyo</h3><p>Kami bekerja bersama kantor hukum mitra di Tokyo untuk transaksi lintas negara, dengan satu jadwal dan satu laporan untuk klien.</p>',
      rightEn: '<h3>With Tokyo</h3><p>We work with partner firms in Tokyo on cross-border deals, with one timetable and one report for the client.</p>',
    },
    {
      type: 'image',
      image: images.figure,
      alt: images.figureAlt.id,
      altEn: images.figureAlt.en,
      caption: 'Rapat kerja tim Japan Desk bersama klien setiap kuartal.',
      captionEn: 'The Japan Desk team meets each client every quarter.',
    },
    {
      type: 'quote',
      text: 'Mereka menjelaskan aturan Indonesia dengan cara yang dapat langsung kami laporkan ke Tokyo.',
      textEn: 'They explain Indonesian rules in a way we can report straight to Tokyo.',
      cite: 'Direktur hukum sebuah produsen komponen otomotif',
      citeEn: 'Legal director of an automotive parts maker',
    },
    { type: 'attorneys', heading: 'Advokat Japan Desk', headingEn: 'Japan Desk lawyers', source: 'chosen', ids: refs.attorneyIds, area: '' },
    { type: 'practiceAreas', heading: 'Bidang praktik terkait', headingEn: 'Related practice areas' },
    { type: 'publications', heading: 'Publikasi terbaru', headingEn: 'Latest publications', category: '', count: 3 },
    {
      type: 'faq',
      heading: 'Pertanyaan yang sering diajukan',
      headingEn: 'Frequently asked questions',
      items: [
        {
          question: 'Berapa lama mendirikan PT PMA?',
          questionEn: 'How long does setting up a foreign-owned company take?',
          answer: 'Umumnya empat sampai delapan minggu sejak dokumen pemegang saham lengkap, termasuk akta pendirian, pengesahan, dan Nomor Induk Berusaha.',
          answerEn: 'Usually four to eight weeks once the shareholders’ documents are complete, including the deed of establishment, its approval and the business identification number.',
        },
        {
          question: 'Apakah rapat dapat dilakukan dalam bahasa Jepang?',
          questionEn: 'Can meetings be held in Japanese?',
          answer: 'Ya. Beberapa advokat kami fasih berbahasa Jepang, dan dokumen penting kami sediakan dalam bahasa Indonesia, Inggris, dan Jepang bila diperlukan.',
          answerEn: 'Yes. Several of our lawyers speak Japanese fluently, and we provide key documents in Indonesian, English and Japanese where needed.',
        },
        {
          question: 'Bagaimana biaya jasa dihitung?',
          questionEn: 'How are fees calculated?',
          answer: 'Untuk pendirian usaha kami memberi biaya tetap; untuk transaksi dan sengketa, tarif per jam dengan perkiraan anggaran di awal.',
          answerEn: 'Company set-ups have a fixed fee; deals and disputes are billed by the hour, with a budget estimate at the start.',
        },
      ],
    },
    {
      type: 'cta',
      heading: 'Merencanakan investasi di Indonesia?',
      headingEn: 'Planning an investment in Indonesia?',
      text: 'Ceritakan rencana Anda. Tim Japan Desk akan menghubungi Anda dalam dua hari kerja.',
      textEn: 'Tell us your plans. The Japan Desk team will reply within two working days.',
      buttonLabel: 'Hubungi kami',
      buttonLabelEn: 'Contact us',
      target: SITE_PATHS.contact,
    },
  ]
  return {
    title: 'Japan Desk',
    titleEn: 'Japan Desk',
    path: DEMO_BLOCK_PAGE_PATH,
    blocks,
    seoTitle: '',
    seoTitleEn: '',
    seoDescription: 'Pendampingan hukum untuk perusahaan dan investor Jepang di Indonesia: pendirian PT PMA, usaha patungan, akuisisi, dan sengketa.',
    seoDescriptionEn: 'Legal counsel for Japanese companies and investors in Indonesia: foreign-owned companies, joint ventures, acquisitions and disputes.',
    publishedAt: refs.publishedAt,
  } as BlockPageData
}
