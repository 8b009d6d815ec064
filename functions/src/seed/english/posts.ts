/**
 * The demo posts the firm has translated into English: half of the blogs and half of the
 * publications, those a Jakarta firm puts before foreign clients (investment, M&A, capital
 * markets, data protection, employment, arbitration, energy, tax). Keyed by the Indonesian
 * post's slug (the slug of its title in posts-catalog.ts); the body is composed from the
 * English topic banks (topics.ts) the way the Indonesian body is. Publications keep their
 * Indonesian PDF: the English page offers the same file.
 */

export interface EnglishPost {
  title: string
  /** What the post is about, as a noun phrase that reads after "concerning" or "examines". */
  focus: string
  excerpt: string
  /** The English of the spec's own opening paragraph, where it has one. */
  lead?: string
  /**
   * A publication whose PDF is in English too. Half of the English publications have
   * one, so the demo shows both an English document and, on the others' English pages, the
   * Indonesian PDF said to be in Indonesian.
   */
  pdf?: true
}

export const ENGLISH_BLOGS: Readonly<Record<string, EnglishPost>> = {
  'putusan-mk-168-puu-xxi-2023-apa-artinya-bagi-pemberi-kerja': {
    title: 'Constitutional Court Decision 168/PUU-XXI/2023: What Does It Mean for Employers?',
    focus: 'the effect of the decision on fixed-term employment (PKWT), outsourcing and wages',
    excerpt: 'The Constitutional Court has ordered a new manpower law. We explain what this means for fixed-term contracts (PKWT), outsourcing and wages.',
  },
  'menunjuk-pejabat-pelindungan-data-pribadi-kapan-wajib-dan-bagaimana-memulainya': {
    title: 'Appointing a Data Protection Officer: When It Is Required and How to Begin',
    focus: 'the appointment of a data protection officer and the officer’s place in the organisation',
    excerpt: 'The PDP Law requires some data controllers to appoint a data protection officer. Here are the criteria and the first steps of an appointment.',
  },
  'notifikasi-merger-ke-kppu-ambang-batas-tenggat-dan-risiko-denda-keterlambatan': {
    title: 'Merger Notification to the KPPU: Thresholds, Deadlines and the Risk of Late Filing Fines',
    focus: 'the duty to notify mergers and acquisitions to the KPPU',
    excerpt: 'A late merger notification can lead to daily fines. Know the thresholds and how to count the 30-working-day deadline.',
  },
  'kuhp-baru-dan-pertanggungjawaban-pidana-korporasi-saatnya-meninjau-program-kepatuhan': {
    title: 'The New Criminal Code and Corporate Criminal Liability: Time to Review Your Compliance Programme',
    focus: 'the criminal liability of corporations and their management under the new Criminal Code (KUHP)',
    excerpt: 'The new KUHP makes corporations subjects of criminal offences generally. A compliance programme that works in practice is now an important defence.',
  },
  'menyusun-klausul-arbitrase-yang-dapat-dilaksanakan-di-indonesia': {
    title: 'Drafting an Arbitration Clause That Can Be Enforced in Indonesia',
    focus: 'drafting arbitration clauses in contracts with Indonesian parties',
    excerpt: 'An arbitration clause drafted in haste can become a dispute of its own. These are the elements it should contain.',
  },
  'plts-atap-setelah-permen-esdm-2-2024-peluang-bagi-kawasan-industri': {
    title: 'Rooftop Solar after Permen ESDM 2/2024: Opportunities for Industrial Estates',
    focus: 'rooftop solar installations in industrial estates after the regulatory change',
    excerpt: 'The new rooftop solar rules abolish the electricity export-import scheme. How does this affect project economics in industrial estates?',
  },
  'lima-langkah-melindungi-merek-sebelum-masuk-ke-pasar-indonesia': {
    title: 'Five Steps to Protect Your Trademark before Entering the Indonesian Market',
    focus: 'trademark protection for companies preparing to enter the Indonesian market',
    excerpt: 'Indonesia’s first-to-file system makes early trademark registration essential. These five steps help prevent disputes.',
  },
  'mendirikan-pt-pma-bidang-usaha-nilai-investasi-dan-perizinan-melalui-oss': {
    title: 'Establishing a PT PMA: Business Lines, Investment Value and Licensing through OSS',
    focus: 'the establishment of a foreign investment company (PT PMA)',
    excerpt: 'From the positive list to risk-based licensing: a concise guide to establishing a foreign investment company (PT PMA) in Indonesia.',
  },
  'keterbukaan-informasi-fakta-material-kesalahan-yang-sering-dilakukan-emiten': {
    title: 'Disclosure of Material Facts: Mistakes Issuers Often Make',
    focus: 'the disclosure obligations and corporate actions of public companies',
    excerpt: 'Late disclosure is still common. We summarise the mistakes we see most often and how to avoid them.',
  },
  'pajak-minimum-global-di-indonesia-siapa-yang-terdampak-dan-kapan': {
    title: 'The Global Minimum Tax in Indonesia: Who Is Affected and When',
    focus: 'the application of the global minimum tax to multinational groups',
    excerpt: 'Indonesia has adopted the Pillar Two global minimum tax. Large multinational groups need to recalculate their effective tax rates.',
  },
  'studi-kasus-melaksanakan-putusan-arbitrase-internasional-terhadap-aset-di-indonesia': {
    title: 'Case Study: Enforcing an International Arbitral Award against Assets in Indonesia',
    focus: 'the steps to obtain an exequatur and enforce a foreign arbitral award',
    excerpt: 'How a SIAC award was finally enforced against a debtor’s assets in Indonesia, from exequatur to public auction.',
  },
  'undangan-webinar-notifikasi-merger-dan-pengambilalihan-aset-di-bawah-peraturan-kppu-3-2023': {
    title: 'Webinar Invitation: Notifying Mergers and Asset Acquisitions under KPPU Regulation 3/2023',
    focus: 'merger and asset acquisition notification in practice',
    excerpt: 'Join our webinar on notifying mergers and asset acquisitions to the Indonesia Competition Commission (KPPU).',
  },
}

export const ENGLISH_PUBLICATIONS: Readonly<Record<string, EnglishPost>> = {
  'transaksi-afiliasi-dan-benturan-kepentingan-perusahaan-terbuka-panduan-praktis': {
    title: 'Affiliated-Party Transactions and Conflicts of Interest in Public Companies: A Practical Guide',
    focus: 'the obligations of public companies in affiliated-party, conflict-of-interest and material transactions',
    excerpt: 'A practical guide for directors and corporate secretaries on carrying out affiliated-party transactions and material transactions.',
  },
  'kepatuhan-uu-pdp-bagi-sektor-jasa-keuangan-kerangka-dan-daftar-periksa': {
    title: 'PDP Law Compliance for the Financial Services Sector: A Framework and Checklist',
    focus: 'how banks, finance companies and fintech operators apply the Personal Data Protection Law (UU PDP)',
    excerpt: 'A compliance framework under the PDP Law for financial services institutions, with a checklist of first steps.',
  },
  'panduan-penanaman-modal-asing-di-indonesia': {
    title: 'A Guide to Foreign Investment in Indonesia',
    focus: 'the legal framework for foreign investment, from business lines to corporate governance',
    excerpt: 'A guide for foreign investors: open business lines, investment value, risk-based licensing and the governance of a PT PMA.',
    pdf: true,
  },
  'arbitrase-di-indonesia-dari-klausul-hingga-pelaksanaan-putusan': {
    title: 'Arbitration in Indonesia: From the Clause to Enforcement of the Award',
    focus: 'every stage of an arbitration involving an Indonesian party',
    excerpt: 'A study of arbitration in Indonesia, from drafting the clause and choosing the institution to exequatur and annulment of awards.',
    pdf: true,
  },
  'transisi-energi-indonesia-kerangka-hukum-pensiun-dini-pltu-dan-energi-terbarukan': {
    title: 'The Energy Transition in Indonesia: The Legal Framework for Early Coal Plant Retirement and Renewable Energy',
    focus: 'the legal framework of the energy transition and the opportunities for renewable energy investment',
    excerpt: 'A study of the legal framework of the energy transition, from Perpres 112/2022 to rooftop solar and carbon capture.',
  },
  'pengendalian-merger-di-indonesia-praktik-penilaian-kppu': {
    title: 'Merger Control in Indonesia: How the KPPU Assesses Transactions',
    focus: 'merger notification and assessment by the KPPU in practice',
    excerpt: 'A study of merger control by the KPPU in practice: thresholds, deadlines, consultation and the assessment of market effects.',
    pdf: true,
  },
}
