/**
 * The English copy of the fixed pages (firm-pages.ts), field by field under the Indonesian
 * field names (shared/collections/pages.ts `PAGE_TRANSLATED`); stored as `heroHeadingEn`, ….
 * Paths, figures' values and empty value slots are shared with the Indonesian page, so an
 * English label is given exactly where its Indonesian one is.
 */
import type { CopyPageId, PAGE_TRANSLATED, PageId } from '../../../../shared/collections/pages'

export type EnglishPage<P extends PageId> = { [K in (typeof PAGE_TRANSLATED)[P][number]]: string }

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('')
const items = (texts: string[]) => texts.map((text) => `<li><p>${text}</p></li>`).join('')

export const ENGLISH_PAGES: { [P in CopyPageId]: EnglishPage<P> } = {
  home: {
    heroHeading: 'Clear legal advice for the business decisions that matter',
    heroLead:
      'Adiwarsa Lubis & Rekan advises national and multinational companies on corporate, capital markets, banking, employment and dispute resolution matters.',
    heroImageAlt: 'Illustrated photograph of a glass tower seen from below at dusk, in navy and gold',
    primaryLabel: 'Book a consultation',
    secondaryLabel: 'Our practice areas',
    figure1Label: 'years in practice',
    figure2Label: 'legal professionals',
    figure3Label: 'practice areas',
    figure4Label: 'transactions and cases',
  },
  about: {
    aboutIntro:
      'Since 2004, Adiwarsa Lubis & Rekan has stood beside its clients in the decisions that matter most to their business. We combine a deep understanding of Indonesian law with a way of working that is direct, timely and focused on solutions.',
    aboutBody: paragraphs([
      'The firm was founded by Hendra Adiwarsa and Rina Lubis in the belief that good legal advice should be something a client can act on straight away. From three advocates in a small office in Kuningan, we have grown into a team of more than forty legal professionals serving clients throughout Indonesia.',
      'Our clients include listed companies, financial institutions, technology start-ups, foreign investors, state-owned enterprises and family businesses. We work routinely alongside our clients’ in-house counsel and with partner firms in Singapore, Tokyo, Sydney and Amsterdam on cross-border transactions.',
      'Every matter is handled by a small team led personally by a partner. Clients therefore always know who is responsible, and important decisions are not held up by layers of bureaucracy.',
    ]),
    value1Title: 'Integrity',
    value1Text: 'We give honest advice, including when the answer is not the one the client hoped to hear.',
    value2Title: 'Precision',
    value2Text: 'Every legal opinion is carefully researched and delivered in plain language.',
    value3Title: 'Speed',
    value3Text: 'We understand the pace of business and keep to the deadlines we agree.',
    value4Title: 'Confidentiality',
    value4Text: 'Client information is protected by the advocate’s professional duty of confidentiality and strict data security.',
    value5Title: '',
    value5Text: '',
    value6Title: '',
    value6Text: '',
  },
  career: {
    careerIntro:
      'We are looking for people who are meticulous, eager to keep learning and happy working in a team. At Adiwarsa Lubis & Rekan, new associates work on real matters from the start, under the guidance of a partner.',
    careerBody: [
      '<h2>What we offer</h2>',
      `<ul>${items([
        'A structured training programme and mentoring by partners',
        'Support with the fees of the Special Advocate Education Programme (PKPA) and the bar examination',
        'Health insurance for employees and their families',
        'Flexible working hours and the option to work from home',
        'Secondments to partner firms abroad',
      ])}</ul>`,
      '<h2>How to apply</h2>',
      `<ol>${items([
        'Choose an opening above and apply through its form, or send an open application if no position suits you yet.',
        'Attach your CV as a single PDF file; your cover letter may be written directly in the form.',
        'Candidates who meet the requirements will be contacted within two weeks for a written test and an interview.',
      ])}</ol>`,
    ].join(''),
  },
  contact: {
    contactIntro:
      'Tell us what you need through the form, by telephone or by email. We reply to every message within one working day and keep the information you share with us confidential.',
  },
}
