/**
 * Interface text of practice areas, attorneys, categories and tags, in both languages (merged into UI by ./ui.ts). English is typed as
 * the Indonesian's shape, so a key missing in one language fails the type check.
 */
const ofFirm = (words: string, firm: string) => (firm ? `${words} ${firm}` : words)

const id = {
  directory: {
    // /practice-area
    areasHeading: 'Bidang praktik',
    areasLead:
      'Kami mendampingi klien dari tahap perencanaan hingga penyelesaian sengketa. Setiap bidang dipimpin oleh partner yang berpengalaman di bidangnya.',
    areasToc: 'Daftar bidang praktik',
    areasDescription: (firm: string, names: string[]) => `${ofFirm('Bidang praktik', firm)}: ${names.join(', ')}.`,
    team: 'Tim',
    moreAbout: (area: string) => `Selengkapnya tentang ${area}`,
    attorneysOfArea: (area: string) => `Advokat di bidang ${area}`,
    // /practice-area/{slug}
    areaEyebrow: 'Bidang Praktik',
    allAttorneysOfArea: (area: string) => `Semua advokat bidang ${area}`,
    teamForming: 'Tim bidang praktik ini sedang disusun. Hubungi kami untuk berbicara dengan advokat yang tepat.',
    teamWriting: 'Tulisan terbaru tim',
    teamPublications: 'Publikasi terbaru tim',
    consultHeading: 'Jadwalkan konsultasi',
    /** The side column of an area's page: its first attorneys and the way to the form. */
    areaContacts: 'Hubungi tim ini',
    /** `routed`: the settings name this area's own recipients; otherwise nothing is promised about who reads it. */
    consultIntro: (area: string, routed: boolean) => (routed ? `Ceritakan kebutuhan Anda; pesan ini diteruskan ke tim ${area}.` : `Ceritakan kebutuhan Anda tentang ${area}; kami akan membacanya dan menghubungi Anda.`),
    // /attorneys
    attorneysHeading: 'Advokat kami',
    attorneysLead: 'Tim kami terdiri dari advokat berpengalaman yang memahami hukum Indonesia dan praktik bisnis internasional.',
    attorneysIn: (area: string) => `Advokat bidang ${area}`,
    attorneysInDescription: (firm: string, area: string) => `${ofFirm('Advokat', firm)} yang menangani ${area}.`,
    attorneysDescription: (firm: string, count: number) => `Kenali ${count} ${ofFirm('advokat', firm)}: partner, senior associate, dan associate.`,
    filterAttorneys: 'Saring advokat',
    area: 'Bidang praktik',
    allAreas: 'Semua bidang praktik',
    apply: 'Terapkan',
    reset: 'Hapus filter',
    attorneyCount: (count: number) => `${count} advokat`,
    noneInArea: 'Belum ada advokat di bidang ini.',
    seeAllAttorneys: 'Lihat semua advokat',
    position: 'Jabatan',
    allPositions: 'Semua jabatan',
    language: 'Bahasa',
    allLanguages: 'Semua bahasa',
    /** The language filter in a title: "Advokat: Partner, berbahasa Belanda". */
    speaks: (language: string) => `berbahasa ${language}`,
    name: 'Nama',
    namePlaceholder: 'Ketik nama…',
    noneMatching: 'Tidak ada advokat yang cocok dengan filter ini.',
    // /attorneys/{slug}
    portraitOf: (name: string) => `Foto ${name}`,
    downloadCv: 'Unduh CV',
    saveContact: 'Simpan kontak (vCard)',
    linkedin: 'Profil LinkedIn',
    email: 'Email',
    phone: 'Telepon',
    areas: 'Bidang praktik',
    education: 'Pendidikan',
    barAdmissions: 'Keanggotaan organisasi advokat',
    languages: 'Bahasa',
    writingOf: (firstName: string) => `Tulisan ${firstName}`,
    publicationsOf: (firstName: string) => `Publikasi ${firstName}`,
  },
}

const en: typeof id = {
  directory: {
    areasHeading: 'Practice areas',
    areasLead:
      'We advise clients from the planning stage through to the resolution of disputes. Each practice is led by a partner with long experience in its field.',
    areasToc: 'Practice areas',
    areasDescription: (firm: string, names: string[]) => `${firm ? `${firm}’s practice areas` : 'Practice areas'}: ${names.join(', ')}.`,
    team: 'Team',
    moreAbout: (area: string) => `More about ${area}`,
    attorneysOfArea: (area: string) => `Lawyers in ${area}`,
    areaEyebrow: 'Practice Area',
    allAttorneysOfArea: (area: string) => `All lawyers in ${area}`,
    teamForming: 'The team for this practice is being formed. Contact us to speak with the right lawyer.',
    teamWriting: 'Latest insights from the team',
    teamPublications: 'Latest publications from the team',
    consultHeading: 'Arrange a consultation',
    areaContacts: 'Talk to this team',
    consultIntro: (area: string, routed: boolean) => (routed ? `Tell us what you need; your message goes to the ${area} team.` : `Tell us what you need in ${area}; we will read it and get back to you.`),
    attorneysHeading: 'Our lawyers',
    attorneysLead: 'Our team are experienced lawyers who understand Indonesian law and international business practice.',
    attorneysIn: (area: string) => `Lawyers in ${area}`,
    attorneysInDescription: (firm: string, area: string) => `${firm ? `${firm} lawyers` : 'Lawyers'} advising on ${area}.`,
    attorneysDescription: (firm: string, count: number) => `Meet the ${count} lawyers${firm ? ` of ${firm}` : ''}: partners, senior associates and associates.`,
    filterAttorneys: 'Filter lawyers',
    area: 'Practice area',
    allAreas: 'All practice areas',
    apply: 'Apply',
    reset: 'Clear filter',
    attorneyCount: (count: number) => (count === 1 ? '1 lawyer' : `${count} lawyers`),
    noneInArea: 'No lawyers in this practice area yet.',
    seeAllAttorneys: 'See all lawyers',
    position: 'Position',
    allPositions: 'All positions',
    language: 'Language',
    allLanguages: 'All languages',
    speaks: (language: string) => `speaking ${language}`,
    name: 'Name',
    namePlaceholder: 'Type a name…',
    noneMatching: 'No lawyers match these filters.',
    portraitOf: (name: string) => `Portrait of ${name}`,
    downloadCv: 'Download CV',
    saveContact: 'Save contact (vCard)',
    linkedin: 'LinkedIn profile',
    email: 'Email',
    phone: 'Telephone',
    areas: 'Practice areas',
    education: 'Education',
    barAdmissions: 'Bar admissions',
    languages: 'Languages',
    writingOf: (firstName: string) => `Insights by ${firstName}`,
    publicationsOf: (firstName: string) => `Publications by ${firstName}`,
  },
}

export const DIRECTORY_UI = { id, en }
