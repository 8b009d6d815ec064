/**
 * The demo firm's job openings (issue 14, Lowongan): two open positions, so a fresh install shows
 * /career with its list, an opening's page with JSON-LD JobPosting and the application form. The
 * closing days are counted from the seed's clock (in Jakarta, shared/opening-rule.ts), so the
 * openings are open for months after the first start and then leave the site by themselves, as
 * any opening does.
 */
import type { DataOf } from '../backends/ports'
import { jakartaDay } from '../../../shared/opening-rule'

const DAY_MS = 86_400_000

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')
const list = (heading: string, items: string[]) => `<h2>${heading}</h2><ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`

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
      },
    },
  ]
}
