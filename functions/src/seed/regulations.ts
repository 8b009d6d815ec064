/**
 * The regulations the demo firm's writing discusses (Peraturan), each with its status and what
 * amends or revokes it; every demo post links those its text cites, as the form suggests to
 * staff (docs/decisions/0056-regulations.md). Titles are the statutes' own; no official source
 * link is invented: staff add the one they cite.
 */
import { regulationKey } from '../../../shared/collections/regulations'
import type { RegulationStatus } from '../../../shared/collections/regulations'
import type { RegulationType } from '../../../shared/regulations/mentions'
import { mentionedKeys } from '../../../shared/regulations/mentions'
import { htmlToText } from '../../../shared/schemas/common'
import type { DataOf } from '../backends/ports'

const DPR = 'DPR dan Presiden'
const PRESIDEN = 'Presiden'
const OJK = 'Otoritas Jasa Keuangan'

interface DemoRegulation {
  type: RegulationType
  number: string
  year: string
  title: string
  titleEn: string
  abbreviation?: string
  issuer: string
  status?: RegulationStatus
  /** Slugs of what amends or revokes it. */
  amendedBy?: string[]
  revokedBy?: string[]
}

const R = (type: RegulationType, number: string, year: string, title: string, titleEn: string, issuer: string, more: Partial<DemoRegulation> = {}): DemoRegulation => ({ type, number, year, title, titleEn, issuer, ...more })

export const DEMO_REGULATIONS: DemoRegulation[] = [
  R('UU', '27', '2022', 'Pelindungan Data Pribadi', 'Personal Data Protection', DPR, { abbreviation: 'UU PDP' }),
  R('UU', '1', '2023', 'Kitab Undang-Undang Hukum Pidana', 'Criminal Code', DPR, { abbreviation: 'KUHP' }),
  R('UU', '6', '2023', 'Penetapan Perppu Nomor 2 Tahun 2022 tentang Cipta Kerja menjadi Undang-Undang', 'Enactment of Government Regulation in Lieu of Law No. 2 of 2022 on Job Creation into Law', DPR, { abbreviation: 'UU Cipta Kerja' }),
  R('UU', '11', '2020', 'Cipta Kerja', 'Job Creation', DPR, { status: 'dicabut', revokedBy: ['uu-6-2023'] }),
  R('UU', '20', '2016', 'Merek dan Indikasi Geografis', 'Marks and Geographical Indications', DPR, { abbreviation: 'UU Merek', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '30', '1999', 'Arbitrase dan Alternatif Penyelesaian Sengketa', 'Arbitration and Alternative Dispute Resolution', DPR, { abbreviation: 'UU Arbitrase' }),
  R('UU', '37', '2004', 'Kepailitan dan Penundaan Kewajiban Pembayaran Utang', 'Bankruptcy and Suspension of Debt Payment Obligations', DPR, { abbreviation: 'UU Kepailitan' }),
  R('UU', '4', '2023', 'Pengembangan dan Penguatan Sektor Keuangan', 'Financial Sector Development and Strengthening', DPR, { abbreviation: 'UU P2SK' }),
  R('UU', '7', '2021', 'Harmonisasi Peraturan Perpajakan', 'Harmonisation of Tax Regulations', DPR, { abbreviation: 'UU HPP' }),
  R('UU', '40', '2007', 'Perseroan Terbatas', 'Limited Liability Companies', DPR, { abbreviation: 'UU PT', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '25', '2007', 'Penanaman Modal', 'Investment', DPR, { abbreviation: 'UU Penanaman Modal', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '13', '2003', 'Ketenagakerjaan', 'Manpower', DPR, { abbreviation: 'UU Ketenagakerjaan', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '21', '2011', 'Otoritas Jasa Keuangan', 'Financial Services Authority', DPR, { abbreviation: 'UU OJK', status: 'diubah', amendedBy: ['uu-4-2023'] }),
  R('UU', '8', '1995', 'Pasar Modal', 'Capital Market', DPR, { abbreviation: 'UU Pasar Modal', status: 'diubah', amendedBy: ['uu-4-2023'] }),
  R('UU', '5', '1999', 'Larangan Praktik Monopoli dan Persaingan Usaha Tidak Sehat', 'Prohibition of Monopolistic Practices and Unfair Business Competition', DPR, { abbreviation: 'UU Persaingan Usaha', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '24', '2011', 'Badan Penyelenggara Jaminan Sosial', 'Social Security Administering Bodies', DPR, { abbreviation: 'UU BPJS' }),
  R('UU', '12', '2011', 'Pembentukan Peraturan Perundang-undangan', 'Making of Laws and Regulations', DPR, { status: 'diubah', amendedBy: ['uu-13-2022'] }),
  R('UU', '13', '2022', 'Perubahan Kedua atas Undang-Undang Nomor 12 Tahun 2011 tentang Pembentukan Peraturan Perundang-undangan', 'Second Amendment to Law No. 12 of 2011 on the Making of Laws and Regulations', DPR),
  R('UU', '32', '2009', 'Perlindungan dan Pengelolaan Lingkungan Hidup', 'Environmental Protection and Management', DPR, { abbreviation: 'UU PPLH', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('UU', '39', '1999', 'Hak Asasi Manusia', 'Human Rights', DPR, { abbreviation: 'UU HAM' }),
  R('UU', '14', '1985', 'Mahkamah Agung', 'Supreme Court', DPR),
  R('UU', '24', '2003', 'Mahkamah Konstitusi', 'Constitutional Court', DPR),
  R('UU', '20', '2008', 'Usaha Mikro, Kecil, dan Menengah', 'Micro, Small and Medium Enterprises', DPR, { abbreviation: 'UU UMKM', status: 'diubah', amendedBy: ['uu-6-2023'] }),
  R('PP', '35', '2021', 'Perjanjian Kerja Waktu Tertentu, Alih Daya, Waktu Kerja dan Waktu Istirahat, dan Pemutusan Hubungan Kerja', 'Fixed-Term Employment Agreements, Outsourcing, Working and Rest Hours, and Termination of Employment', PRESIDEN),
  R('PP', '5', '2021', 'Penyelenggaraan Perizinan Berusaha Berbasis Risiko', 'Risk-Based Business Licensing', PRESIDEN),
  R('Perpres', '10', '2021', 'Bidang Usaha Penanaman Modal', 'Investment Business Lines', PRESIDEN, { status: 'diubah', amendedBy: ['perpres-49-2021'] }),
  R('Perpres', '49', '2021', 'Perubahan atas Peraturan Presiden Nomor 10 Tahun 2021 tentang Bidang Usaha Penanaman Modal', 'Amendment to Presidential Regulation No. 10 of 2021 on Investment Business Lines', PRESIDEN),
  R('Perpres', '112', '2022', 'Percepatan Pengembangan Energi Terbarukan untuk Penyediaan Tenaga Listrik', 'Accelerating Renewable Energy Development for Electricity Supply', PRESIDEN),
  R('Perpres', '14', '2024', 'Penyelenggaraan Kegiatan Penangkapan dan Penyimpanan Karbon', 'Carbon Capture and Storage', PRESIDEN),
  R('Perpres', '97', '2021', 'Kementerian Energi dan Sumber Daya Mineral', 'Ministry of Energy and Mineral Resources', PRESIDEN),
  R('Permen', '2', '2024', 'Pembangkit Listrik Tenaga Surya Atap yang Terhubung pada Jaringan Tenaga Listrik Pemegang Izin Usaha Penyediaan Tenaga Listrik untuk Kepentingan Umum', 'Rooftop Solar Power Plants Connected to the Grid of Public Electricity Supply Licence Holders', 'Kementerian Energi dan Sumber Daya Mineral', { abbreviation: 'Permen ESDM 2/2024' }),
  R('POJK', '22', '2023', 'Pelindungan Konsumen dan Masyarakat di Sektor Jasa Keuangan', 'Consumer and Public Protection in the Financial Services Sector', OJK),
  R('POJK', '3', '2024', 'Penyelenggaraan Inovasi Teknologi Sektor Keuangan', 'Financial Sector Technology Innovation', OJK),
  R('POJK', '42', '2020', 'Transaksi Afiliasi dan Transaksi Benturan Kepentingan', 'Affiliated Transactions and Conflict of Interest Transactions', OJK),
  R('POJK', '17', '2020', 'Transaksi Material dan Perubahan Kegiatan Usaha', 'Material Transactions and Changes of Business Activities', OJK),
  R('POJK', '10', '2022', 'Layanan Pendanaan Bersama Berbasis Teknologi Informasi', 'Information Technology-Based Joint Funding Services', OJK),
  R('Perma', '3', '2023', 'Tata Cara Penunjukan Arbiter oleh Pengadilan, Hak Ingkar, Pemeriksaan Permohonan Pelaksanaan dan Pembatalan Putusan Arbitrase', 'Procedures for the Appointment of Arbitrators by Courts, Challenges, and Applications to Enforce or Annul Arbitral Awards', 'Mahkamah Agung'),
  R('PutusanMK', '168', '2023', 'Pengujian Materiil Undang-Undang Nomor 6 Tahun 2023 tentang Cipta Kerja', 'Judicial Review of Law No. 6 of 2023 on Job Creation', 'Mahkamah Konstitusi'),
]

/** A demo regulation's slug and document id: `uu-27-2022`, `pbi-23-6-2021`. */
export const demoRegulationSlug = (regulation: Pick<DemoRegulation, 'type' | 'number' | 'year'>) =>
  `${regulation.type.toLowerCase()}-${regulation.number.replace(/\//g, '-')}-${regulation.year}`

/** The regulations as documents, by id, with their links between them resolved. */
export function demoRegulationDocuments(): { id: string; data: DataOf<'regulations'> }[] {
  const slugs = new Set(DEMO_REGULATIONS.map(demoRegulationSlug))
  const known = (list: string[] = []) => {
    for (const slug of list) if (!slugs.has(slug)) throw new Error(`no demo regulation ${slug}`)
    return list
  }
  return DEMO_REGULATIONS.map((regulation) => {
    const slug = demoRegulationSlug(regulation)
    return {
      id: slug,
      data: {
        type: regulation.type,
        number: regulation.number,
        year: regulation.year,
        title: regulation.title,
        titleEn: regulation.titleEn,
        abbreviation: regulation.abbreviation ?? '',
        slug,
        issuer: regulation.issuer,
        status: regulation.status ?? 'berlaku',
        amendedByIds: known(regulation.amendedBy),
        revokedByIds: known(regulation.revokedBy),
        sourceUrl: '',
      } as DataOf<'regulations'>,
    }
  })
}

/** The ids of the demo regulations a post's text cites, in the order of the list. */
export function demoRegulationsCited(html: string): string[] {
  const cited = mentionedKeys(htmlToText(html))
  return DEMO_REGULATIONS.filter((regulation) => cited.has(regulationKey(regulation) ?? '')).map(demoRegulationSlug)
}
