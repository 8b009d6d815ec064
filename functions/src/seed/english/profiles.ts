/**
 * The English version of each person's profile (firm-people.ts), keyed by the person's slug.
 * The name is the same in both languages (decision 30), so it is not here. Field names are
 * those of the Indonesian ones; the seed stores them with the English suffix (`positionEn`,
 * `bioEn`, `educationEn`, `barAdmissionsEn`, `languagesEn`). Indonesian degrees keep their
 * name with an English gloss, as CVs of Indonesian lawyers abroad give them.
 */

export interface EnglishProfile {
  position: string
  /** Two paragraphs separated by a blank line, as the Indonesian bio. */
  bio: string
  education: string[]
  barAdmissions: string[]
  languages: string[]
}

const PERADI = 'Indonesian Advocates Association (PERADI)'
const HKHPM = 'Capital Market Legal Consultants Association (HKHPM), registered with the OJK'
const AKPI = 'Indonesian Receivers and Administrators Association (AKPI)'
const KUASA_PAJAK = 'Licensed Tax Court Attorney (Kuasa Hukum Pengadilan Pajak)'
const KONSULTAN_KI = 'Intellectual Property Consultant registered with the DJKI'

/** Sarjana Hukum is the Indonesian first degree in law; Magister Hukum the master's. */
const SH = 'Bachelor of Laws (Sarjana Hukum)'
const MH = 'Master of Laws (Magister Hukum)'

export const ENGLISH_PROFILES: Readonly<Record<string, EnglishProfile>> = {
  'bambang-adiwarsa': {
    position: 'Managing Partner',
    bio: 'Bambang Adiwarsa founded Adiwarsa Lubis & Rekan in 2004 and leads the firm as its Managing Partner. He has more than 25 years of experience in foreign investment, mergers and acquisitions and public offerings on the Indonesia Stock Exchange.\n\nClients rely on him for complex cross-border transactions, particularly in the energy, manufacturing and infrastructure sectors. He speaks regularly at investment forums and is closely involved in mentoring the firm’s young lawyers.',
    education: [`${SH}, Universitas Gadjah Mada (1996)`, 'LL.M., Leiden University (2000)'],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesian', 'English', 'Dutch'],
  },
  'togar-hamonangan-lubis': {
    position: 'Senior Partner',
    bio: 'Togar Hamonangan Lubis is a co-founder of the firm and heads its dispute resolution practice. He has appeared before the commercial courts, the Industrial Relations Court and the Supreme Court, and represents clients in BANI and SIAC arbitrations.\n\nBefore founding the firm, he spent eight years at a leading litigation firm in Medan and Jakarta. He is known for his calm in the courtroom and his sharp case strategy.',
    education: [`${SH}, Universitas Sumatera Utara (1995)`, `${MH}, Universitas Indonesia (2001)`],
    barAdmissions: [PERADI, AKPI],
    languages: ['Indonesian', 'English'],
  },
  'ni-luh-putu-ayu-saraswati': {
    position: 'Partner',
    bio: 'Ayu Saraswati heads the banking and finance practice. She acts for national banks, international financial institutions and borrowers in syndicated loans, project finance and large debt restructurings.\n\nShe also advises issuers on bond and sukuk issues, and regularly advises financial technology companies on licensing and compliance with OJK regulations.',
    education: [`${SH}, Universitas Udayana (2003)`, 'LL.M., University of Melbourne (2008)'],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesian', 'English', 'Balinese'],
  },
  'andi-muhammad-fadli': {
    position: 'Partner',
    bio: 'Andi Muhammad Fadli heads the energy and natural resources practice. He advises developers, investors and lenders on nickel mining, power generation and renewable energy projects in Sulawesi, Kalimantan and Nusa Tenggara.\n\nHis experience includes power purchase agreements with PT PLN (Persero), acquisitions of mining concessions and joint venture structures with foreign partners.',
    education: [`${SH}, Universitas Hasanuddin (2002)`, 'LL.M., National University of Singapore (2007)'],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English', 'Buginese'],
  },
  'meutia-rahmawati': {
    position: 'Partner',
    bio: 'Meutia Rahmawati heads the tax practice. She helps business groups design tax-efficient transaction structures, handles transfer pricing and represents clients in tax audits, objections and appeals before the Tax Court.\n\nBefore joining the firm in 2014, she worked in the tax division of an international public accounting firm. She also teaches tax law as a guest lecturer at several universities.',
    education: [`${SH}, Universitas Syiah Kuala (2004)`, `${MH}, Universitas Indonesia (2009)`],
    barAdmissions: [PERADI, KUASA_PAJAK],
    languages: ['Indonesian', 'English', 'Acehnese'],
  },
  'yohanes-kristianto-wenas': {
    position: 'Partner',
    bio: 'Yohanes Kristianto Wenas handles commercial disputes and intellectual property cases. He represents owners of well-known marks in cancellation and infringement actions before the Commercial Court, and multinational companies in arbitration.\n\nHe also advises on strategies for enforcing rights on online marketplaces and on working with law enforcement authorities against counterfeit goods.',
    education: [`${SH}, Universitas Sam Ratulangi (2005)`, 'LL.M., University of Washington (2010)'],
    barAdmissions: [PERADI, KONSULTAN_KI],
    languages: ['Indonesian', 'English'],
  },
  'dewi-anggraini-sitompul': {
    position: 'Senior Associate',
    bio: 'Dewi Anggraini Sitompul handles employment matters and civil disputes. She assists employers with workforce restructuring, the preparation of company regulations and the negotiation of collective labour agreements with trade unions.\n\nShe also has experience appearing before the Industrial Relations Court and handling inspections by labour inspectors.',
    education: [`${SH}, Universitas Katolik Parahyangan (2011)`, `${MH}, Universitas Gadjah Mada (2016)`],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English'],
  },
  'i-gede-wira-pratama': {
    position: 'Senior Associate',
    bio: 'I Gede Wira Pratama focuses on intellectual property, technology and personal data protection. He helps start-ups and multinational groups prepare licence agreements, privacy policies and compliance programmes under the Personal Data Protection Law (UU PDP).\n\nHe is also involved in intellectual property due diligence in acquisitions of technology companies.',
    education: [`${SH}, Universitas Indonesia (2012)`, 'LL.M., King\u2019s College London (2017)'],
    barAdmissions: [PERADI, KONSULTAN_KI],
    languages: ['Indonesian', 'English', 'Japanese'],
  },
  'rizka-amalia-harahap': {
    position: 'Senior Associate',
    bio: 'Rizka Amalia Harahap handles corporate finance and the tax aspects of financial transactions. She prepares syndicated loan documents, fiduciary security (jaminan fidusia) and mortgages over land (hak tanggungan) for national and foreign banks.\n\nShe also helps clients assess the tax consequences of debt restructuring and cross-border interest payments.',
    education: [`${SH}, Universitas Padjadjaran (2013)`, 'LL.M., Erasmus University Rotterdam (2018)'],
    barAdmissions: [PERADI, KUASA_PAJAK],
    languages: ['Indonesian', 'English', 'Dutch'],
  },
  'fransiskus-xaverius-seran': {
    position: 'Associate',
    bio: 'Fransiskus Xaverius Seran is an associate in the energy and dispute resolution practices. He helps prepare licensing due diligence for mines and power plants, and drafts pleadings and evidence in civil cases.\n\nBefore joining the firm, he was a researcher at an energy policy institute in Kupang.',
    education: [`${SH}, Universitas Nusa Cendana (2016)`, `${MH}, Universitas Airlangga (2020)`],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English'],
  },
  'cut-nadia-safira': {
    position: 'Associate',
    bio: 'Cut Nadia Safira is an associate in the capital markets and banking practices. She works on initial public offerings, continuous bond offerings and issuers’ disclosure obligations.\n\nShe prepares the legal opinions and legal due diligence reports that form part of registration statements filed with the OJK.',
    education: [`${SH}, Universitas Indonesia (2017)`],
    barAdmissions: [PERADI, HKHPM],
    languages: ['Indonesian', 'English', 'Arabic'],
  },
  'aditya-nugroho-wibisono': {
    position: 'Associate',
    bio: 'Aditya Nugroho Wibisono is an associate in the employment and tax practices. He helps clients review their compliance with the rules on wages, social security and Article 21 income tax withholding on employees’ pay.\n\nHe also prepares legal analyses for termination programmes and the transfer of employees in acquisitions.',
    education: [`${SH}, Universitas Diponegoro (2017)`, 'Master of Notarial Law (Magister Kenotariatan), Universitas Diponegoro (2020)'],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English', 'Javanese'],
  },
  'maria-magdalena-pattiasina': {
    position: 'Associate',
    bio: 'Maria Magdalena Pattiasina is an associate in the intellectual property and litigation practices. She handles trademark applications and oppositions, monitors infringement on online marketplaces and helps prepare claims before the Commercial Court.\n\nShe is active in the firm’s pro bono legal aid for micro businesses in Maluku and Jakarta.',
    education: [`${SH}, Universitas Pattimura (2018)`, 'LL.M., University of Sydney (2022)'],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English'],
  },
  'rangga-permana-sudrajat': {
    position: 'Associate',
    bio: 'Rangga Permana Sudrajat is an associate in the corporate and capital markets practices. He assists clients with the establishment of foreign investment companies (PT PMA), business licensing through OSS and corporate actions.\n\nHe is also involved in legal due diligence for acquisitions and public offerings, and in preparing merger notifications to the KPPU.',
    education: [`${SH}, Universitas Padjadjaran (2019)`],
    barAdmissions: [PERADI],
    languages: ['Indonesian', 'English', 'Sundanese'],
  },
  'sri-wahyuni-lestari': {
    position: 'Office Manager',
    bio: 'Sri Wahyuni Lestari runs the office’s day-to-day operations, from finance and billing to human resources and facilities. She joined the firm in 2006.\n\nShe makes sure every team has the administrative support it needs to serve clients on time.',
    education: ['Bachelor of Economics (Sarjana Ekonomi), Universitas Negeri Yogyakarta (2003)'],
    barAdmissions: [],
    languages: ['Indonesian', 'English'],
  },
  'yusuf-maulana-tanjung': {
    position: 'Paralegal',
    bio: 'Yusuf Maulana Tanjung supports the litigation and corporate teams with filings at the courts, the ministries and the OSS system. He also prepares due diligence files and keeps track of hearing schedules.\n\nHe is known for his precision and his knowledge of the administrative workings of government agencies.',
    education: [`${SH}, Universitas Andalas (2019)`],
    barAdmissions: [],
    languages: ['Indonesian', 'English', 'Minangkabau'],
  },
  'theresia-ratna-kumalasari': {
    position: 'Law Librarian',
    bio: 'Theresia Ratna Kumalasari manages the firm’s library and regulatory database. Every morning she prepares a digest of new regulations and court decisions for the whole team.\n\nShe also helps the lawyers trace the history of regulations and case law for their legal analyses.',
    education: ['Bachelor of Library Science (Sarjana Ilmu Perpustakaan), Universitas Indonesia (2010)'],
    barAdmissions: [],
    languages: ['Indonesian', 'English'],
  },
}
