/**
 * The demo firm's job openings (Lowongan): two open positions, so a fresh install shows
 * /career with its list, an opening's page with JSON-LD JobPosting and the application form. The
 * closing days are counted from the seed's clock (in Jakarta, shared/opening-rule.ts), so the
 * openings are open for months after the first start and then leave the site by themselves, as
 * any opening does. Both are advertised in English too, at /en/career/{slugEn}.
 */
import type { DataOf } from '../backends/ports'
import { jakartaDay } from '../../../shared/opening-rule'
import { slugify } from '../../../shared/schemas/common'

const DAY_MS = 86_400_000

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')
const list = (heading: string, items: string[]) => `<h2>${heading}</h2><ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`

/** An opening's English version: its title, the slug the form suggests from it, and its description. */
const english = (title: string, description: string) => ({ titleEn: title, slugEn: slugify(title, 'en'), descriptionEn: description })

/** The openings, each with its id, open until a day counted from `now`. */
export function demoOpenings(now: Date): { id: string; data: DataOf<'openings'> }[] {
  const closesIn = (days: number) => jakartaDay(new Date(now.getTime() + days * DAY_MS))
  return [
    {
      id: 'opening-associate-korporasi',
      data: {
        title: 'Associate Korporasi dan Pasar Modal',
        slug: 'associate-korporasi-dan-pasar-modal',
        location: 'Jakarta Selatan',
        employmentType: 'full-time',
        closesOn: closesIn(120),
        status: 'open',
        description: [
          paragraphs(
            'Kami mencari associate untuk tim korporasi dan pasar modal yang mendampingi perusahaan terbuka, investor, dan lembaga keuangan dalam transaksi penggabungan, pengambilalihan, dan penawaran umum.',
          ),
          list('Tanggung jawab', [
            'Melakukan uji tuntas hukum dan menyusun laporannya',
            'Menyusun dan menelaah perjanjian transaksi serta dokumen korporasi',
            'Menyiapkan pendapat hukum di bawah bimbingan partner',
          ]),
          list('Kualifikasi', [
            'Sarjana Hukum dengan pengalaman 1–3 tahun di bidang korporasi atau pasar modal',
            'Mampu menulis dan berbicara dalam bahasa Indonesia dan Inggris dengan baik',
            'Teliti, tertib waktu, dan senang bekerja dalam tim',
          ]),
        ].join(''),
        ...english(
          'Corporate and Capital Markets Associate',
          [
            paragraphs(
              'We are looking for an associate to join our corporate and capital markets team, which advises listed companies, investors and financial institutions on mergers, acquisitions and public offerings.',
            ),
            list('Responsibilities', [
              'Conducting legal due diligence and preparing its reports',
              'Drafting and reviewing transaction agreements and corporate documents',
              'Preparing legal opinions under the supervision of a partner',
            ]),
            list('Qualifications', [
              'A law degree (Sarjana Hukum) with 1–3 years of experience in corporate or capital markets work',
              'Good written and spoken Indonesian and English',
              'Careful, punctual and happy to work in a team',
            ]),
          ].join(''),
        ),
      },
    },
    {
      id: 'opening-magang-litigasi',
      data: {
        title: 'Magang Hukum Litigasi',
        slug: 'magang-hukum-litigasi',
        location: 'Jakarta Selatan',
        employmentType: 'internship',
        closesOn: closesIn(60),
        status: 'open',
        description: [
          paragraphs(
            'Program magang tiga bulan untuk mahasiswa hukum tingkat akhir atau lulusan baru yang ingin mengenal praktik litigasi dan arbitrase dari dekat, bersama tim yang menangani perkara di pengadilan dan BANI.',
          ),
          list('Yang akan Anda kerjakan', [
            'Riset hukum dan putusan pengadilan untuk perkara yang sedang berjalan',
            'Membantu menyusun gugatan, jawaban, dan memori banding',
            'Mendampingi associate dalam persidangan dan rapat dengan klien',
          ]),
        ].join(''),
        ...english(
          'Litigation Internship',
          [
            paragraphs(
              'A three-month internship for final-year law students and recent graduates who want to see litigation and arbitration practice up close, with the team that handles cases before the courts and BANI.',
            ),
            list('What you will do', [
              'Legal research into statutes and court decisions for ongoing cases',
              'Helping to draft statements of claim, defences and appeal briefs',
              'Accompanying associates at hearings and client meetings',
            ]),
          ].join(''),
        ),
      },
    },
  ]
}
