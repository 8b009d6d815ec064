/**
 * The English version of each practice area (firm-practice-areas.ts), keyed by its
 * Indonesian slug. Field names are those of the Indonesian ones; the seed stores them with
 * the English suffix (`nameEn`, `slugEn`, `summaryEn`, `descriptionEn`). The slug is the
 * slug of the English name, as the form derives it (an English "&" reads "and").
 */
import type { PracticeAreaSlug } from '../firm-practice-areas'

export interface EnglishPracticeArea {
  name: string
  slug: string
  summary: string
  description: string
}

export const ENGLISH_PRACTICE_AREAS: Readonly<Record<PracticeAreaSlug, EnglishPracticeArea>> = {
  'korporasi-dan-komersial': {
    name: 'Corporate and Commercial',
    slug: 'corporate-and-commercial',
    summary: 'Legal support for company formation, restructuring, mergers, acquisitions and day-to-day commercial transactions.',
    description:
      '<p>We advise foreign and domestic investors from the formation of their company and business licensing through the OSS system to mergers, acquisitions and joint ventures. Our team drafts and negotiates commercial agreements, conducts legal due diligence and handles merger notifications to the Indonesia Competition Commission (KPPU).</p>',
  },
  'pasar-modal': {
    name: 'Capital Markets',
    slug: 'capital-markets',
    summary: 'Advice on public offerings, bond and sukuk issues, and the compliance of issuers and public companies.',
    description:
      '<p>As capital markets legal consultants registered with the Financial Services Authority (OJK), we represent issuers, underwriters and investors in initial public offerings, rights issues and the issuance of bonds and sukuk. We also advise on disclosure, affiliated-party transactions, material transactions and takeovers of public companies.</p>',
  },
  'perbankan-dan-keuangan': {
    name: 'Banking and Finance',
    slug: 'banking-and-finance',
    summary: 'Corporate finance, project finance, debt restructuring and the regulation of financial services institutions.',
    description:
      '<p>We act for banks, finance institutions and borrowers in bilateral and syndicated loans, project finance and debt restructuring, including through suspension of debt payment proceedings (PKPU). Our team also assists financial technology companies with licensing and compliance with OJK and Bank Indonesia regulations.</p>',
  },
  ketenagakerjaan: {
    name: 'Employment',
    slug: 'employment',
    summary: 'Industrial relations advice, company regulations and the resolution of employment disputes.',
    description:
      '<p>We help employers prepare employment agreements, company regulations (peraturan perusahaan) and collective labour agreements in line with the Job Creation Law and its implementing regulations. We also handle workforce restructuring programmes, terminations of employment and cases before the Industrial Relations Court.</p>',
  },
  'penyelesaian-sengketa-dan-litigasi': {
    name: 'Dispute Resolution and Litigation',
    slug: 'dispute-resolution-and-litigation',
    summary: 'Representing clients in civil, commercial, arbitration and corporate criminal matters throughout Indonesia.',
    description:
      '<p>Our litigation team handles cases before the district courts, the commercial courts and the Supreme Court, as well as arbitrations before BANI and international forums such as SIAC and the ICC. We also assist corporations and their directors in criminal investigations, including preparing for the new Criminal Code (KUHP).</p>',
  },
  'hak-kekayaan-intelektual': {
    name: 'Intellectual Property',
    slug: 'intellectual-property',
    summary: 'Protection of trademarks, patents, copyright and personal data, from registration to enforcement.',
    description:
      '<p>We manage our clients’ portfolios of trademarks, patents, industrial designs and copyright before the Directorate General of Intellectual Property (DJKI), and handle oppositions, cancellations and infringement claims before the Commercial Court. We also advise technology companies on licensing, personal data protection and compliance with the Personal Data Protection Law (UU PDP).</p>',
  },
  'energi-dan-sumber-daya-alam': {
    name: 'Energy and Natural Resources',
    slug: 'energy-and-natural-resources',
    summary: 'Support for mining, oil and gas, power and renewable energy projects.',
    description:
      '<p>We advise on mining licences, power purchase agreements and the development of renewable energy projects, including solar and geothermal power plants. Our experience covers asset due diligence, project finance structures and dealings with the Ministry of Energy and Mineral Resources (ESDM) and PT PLN (Persero).</p>',
  },
  pajak: {
    name: 'Tax',
    slug: 'tax',
    summary: 'Transaction tax planning, tax compliance, and support in tax audits and disputes.',
    description:
      '<p>We help clients understand the tax consequences of every transaction, from group restructuring and transfer pricing to the global minimum tax. Our tax counsel have long experience in audits, objections, appeals before the Tax Court and judicial reviews (peninjauan kembali) before the Supreme Court.</p>',
  },
}
