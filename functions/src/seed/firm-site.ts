/**
 * The demo firm's site settings and offices: what the public site shows until an
 * admin changes it in Pengaturan Situs. Written by the seed on an empty store only.
 */
import type { OfficeData, SettingsData } from '../../../shared/schemas/types'
import type { HoursFields } from '../../../shared/schemas/opening-hours'
import { ENGLISH_SETTINGS } from './english/site'
import { suffixed } from './english/suffixed'

export const DEMO_SETTINGS: SettingsData = {
  // Tagline, description and disclaimer in English too (english/site.ts).
  ...suffixed(ENGLISH_SETTINGS),
  name: 'Adiwarsa Lubis & Rekan',
  legalName: 'Kantor Hukum Adiwarsa Lubis & Rekan',
  tagline: 'Konsultan hukum korporasi, litigasi, dan regulasi di Jakarta',
  shortDescription:
    'Adiwarsa Lubis & Rekan adalah kantor hukum di Jakarta yang mendampingi perusahaan nasional dan multinasional dalam transaksi korporasi, pasar modal, sengketa, dan kepatuhan regulasi sejak 2004.',
  foundingYear: '2004',
  email: 'kantor@adiwarsalubis.co.id',
  careerEmail: 'karier@adiwarsalubis.co.id',
  whatsapp: '+6281119004477',
  logo: null,
  shareImage: null,
  linkedinUrl: 'https://www.linkedin.com/company/adiwarsa-lubis-rekan',
  instagramUrl: '',
  xUrl: '',
  youtubeUrl: '',
  disclaimer: 'Informasi di situs ini bersifat umum dan bukan merupakan nasihat hukum.',
  areaInquiryEmails: [],
  inquiryRetentionMonths: '',
  applicationRetentionMonths: '',
  alertCategoryIds: [],
}

/** Monday to Friday, 08:30 to 17:30; closed at the weekend. */
const OFFICE_HOURS: HoursFields = {
  openMo: '08:30',
  closeMo: '17:30',
  openTu: '08:30',
  closeTu: '17:30',
  openWe: '08:30',
  closeWe: '17:30',
  openTh: '08:30',
  closeTh: '17:30',
  openFr: '08:30',
  closeFr: '17:30',
  openSa: '',
  closeSa: '',
  openSu: '',
  closeSu: '',
}

export const DEMO_OFFICES: OfficeData[] = [
  {
    name: 'Kantor Jakarta',
    address: ['Menara Adiwarsa, Lantai 18', 'Jl. Jenderal Sudirman Kav. 71'],
    city: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    postalCode: '12190',
    phone: '+622150887700',
    email: 'kantor@adiwarsalubis.co.id',
    latitude: -6.2268,
    longitude: 106.8088,
    ...OFFICE_HOURS,
    hoursNote: 'Sabtu, Minggu, dan hari libur nasional tutup; janji temu di luar jam kerja dapat diatur.',
    main: true,
    sortOrder: 1,
  },
  {
    name: 'Kantor Surabaya',
    address: ['Gedung Graha Pena, Lantai 9', 'Jl. Ahmad Yani No. 88'],
    city: 'Surabaya',
    region: 'Jawa Timur',
    postalCode: '60234',
    phone: '+62318271900',
    email: 'surabaya@adiwarsalubis.co.id',
    latitude: -7.3215,
    longitude: 112.7336,
    ...OFFICE_HOURS,
    openFr: '08:30',
    closeFr: '16:30',
    hoursNote: 'Hari libur nasional tutup.',
    main: false,
    sortOrder: 2,
  },
]
