import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Profile } from '../../../shared/schemas/types'
import { exampleDocument } from '../../../shared/collections/define'
import { offices } from '../../../shared/collections/offices'
import { settings } from '../../../shared/collections/settings'
import type { OfficeData, SettingsData } from '../../../shared/schemas/types'
import { EMPTY_SITE, siteView } from '../../../shared/site-view'
import { escapeVcardValue, foldLine, profileVcard as cardOf, vcardUriValue } from './vcard'
import { formatPhone } from '../../../shared/schemas/phone'

const URL = 'https://www.example.test/attorneys/rina-maharani-lubis'
const OFFICE_PHONE = '+622150887700'

/** The site settings and main office the firm's lines come from. */
const SITE = siteView({ ...(exampleDocument(settings) as SettingsData), name: 'Adiwarsa Lubis & Rekan', logo: null, shareImage: null }, [
  {
    ...(exampleDocument(offices) as OfficeData),
    id: 'o1',
    address: ['Menara Adiwarsa, Lantai 18', 'Jl. Jenderal Sudirman Kav. 71'],
    city: 'Jakarta Selatan',
    region: 'DKI Jakarta',
    postalCode: '12190',
    phone: OFFICE_PHONE,
  },
])

/** A card with the firm's lines of SITE. */
const profileVcard = (p: Profile, url: string) => cardOf(p, url, SITE)

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: 'u1',
    version: 1,
    slug: 'rina-maharani-lubis',
    name: 'Rina Maharani Lubis',
    position: 'Partner',
    kind: 'attorney',
    email: 'rina@example.test',
    phone: '+62 21 555 0101',
    bio: '',
    education: [],
    barAdmissions: [],
    languages: [],
    practiceAreaIds: [],
    picture: null,
    cv: null,
    linkedinUrl: 'https://www.linkedin.com/in/rina-lubis',
    ...overrides,
  }
}

/** The properties of a card, in order, when nothing was injected. */
const PROPERTY_NAMES = ['BEGIN', 'VERSION', 'N', 'FN', 'ORG', 'TITLE', 'EMAIL', 'TEL', 'TEL', 'ADR', 'URL', 'X-SOCIALPROFILE', 'END']

interface Property {
  name: string
  params: string[]
  value: string
}

/**
 * Reads a card as a strict reader does: unfold (RFC 6350 §3.2: CRLF followed by one space or
 * tab is removed), split lines at CRLF, name and parameters before the first colon.
 */
function readCard(card: string): Property[] {
  expect(card.endsWith('\r\n')).toBe(true)
  const unfolded = card.replace(/\r\n[ \t]/g, '')
  return unfolded
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':')
      const [name = '', ...params] = line.slice(0, colon).split(';')
      return { name, params, value: line.slice(colon + 1) }
    })
}

/**
 * Reads a card as a lenient reader might: any line end alone (CR, LF, VT, FF, NEL, U+2028,
 * U+2029, as Python's `str.splitlines` does) ends a line. Property names only.
 */
function lenientPropertyNames(card: string): string[] {
  return card
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|[\r\n\u000b\u000c\u001c-\u001e\u0085\u2028\u2029]/)
    .filter(Boolean)
    .map((line) => /^[A-Za-z0-9-]+/.exec(line)?.[0] ?? line)
}

/** RFC 6350 §3.4 unescaping of a text value. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char))
}

/** The components of a structured value: split at semicolons that are not escaped. */
function components(value: string): string[] {
  const out = ['']
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!
    if (char === '\\') out[out.length - 1] += char + (value[++i] ?? '')
    else if (char === ';') out.push('')
    else out[out.length - 1] += char
  }
  return out.map(unescapeText)
}

/** What a text value should read back as: line breaks of any kind as LF, other controls gone. */
function expectedText(value: string): string {
  return value
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '')
}

function property(card: string, name: string): Property {
  const found = readCard(card).find((p) => p.name === name)
  expect(found, name).toBeDefined()
  return found!
}

/** Everything a line-based reader must never meet inside a card: line ends but CRLF, controls but TAB. */
function expectOnlyCrlfLineEnds(card: string) {
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/)
}

/** Folding rules: 75 octets at most, no UTF-8 sequence cut (each physical line decodes alone), no escape cut. */
function expectFoldedCorrectly(card: string) {
  const bytes = new TextEncoder().encode(card)
  let start = 0
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue
    const line = bytes.subarray(start, i)
    expect(line.length).toBeLessThanOrEqual(75)
    const text = new TextDecoder('utf-8', { fatal: true }).decode(line)
    const continued = bytes[i + 2] === 0x20
    if (continued) expect(/\\*$/.exec(text)![0].length % 2, `escape cut at the end of ${JSON.stringify(text)}`).toBe(0)
    start = i + 2
  }
}

const LINE_ENDS = ['\r', '\n', '\r\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029']

/** A name for test titles that shows invisible characters: `\u000d\u000a`. */
const named = (text: string) => [...text].map((char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')

describe('profileVcard', () => {
  it('writes a card a reader reads back', () => {
    const card = profileVcard(profile({ name: 'Rina Maharani Lubis', position: 'Partner; Kepala Litigasi, Jakarta' }), URL)
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
    expect(readCard(card).map((p) => p.name)).toEqual(PROPERTY_NAMES)
    expect(card).toContain('\r\nTITLE:Partner\\; Kepala Litigasi\\, Jakarta\r\n')
    expect(components(property(card, 'N').value)).toEqual(['Lubis', 'Rina Maharani', '', '', ''])
    expect(components(property(card, 'ADR').value)).toEqual([
      '',
      'Menara Adiwarsa, Lantai 18',
      'Jl. Jenderal Sudirman Kav. 71',
      'Jakarta Selatan',
      'DKI Jakarta',
      '12190',
      'Indonesia',
    ])
    expect(property(card, 'URL').value).toBe(URL)
    expect(property(card, 'X-SOCIALPROFILE').value).toBe('https://www.linkedin.com/in/rina-lubis')
    expectOnlyCrlfLineEnds(card)
    expectFoldedCorrectly(card)
  })

  it("carries the firm's lines from the settings and the main office: ORG, its address, its phone beside the attorney's", () => {
    const card = profileVcard(profile(), URL)
    expect(property(card, 'ORG').value).toBe('Adiwarsa Lubis & Rekan')
    const phones = readCard(card).filter((p) => p.name === 'TEL')
    // Both in the one readable form the site shows, whatever form the attorney's was stored in.
    expect(phones).toEqual([
      { name: 'TEL', params: ['TYPE=WORK,VOICE,PREF'], value: '+62 21 555 0101' },
      { name: 'TEL', params: ['TYPE=WORK,VOICE'], value: formatPhone(OFFICE_PHONE) },
    ])
    expect(readCard(profileVcard(profile({ phone: '+6281298765432' }), URL)).find((p) => p.name === 'TEL')?.value).toBe('+62 812 9876 5432')
    // An attorney without a number of their own is reached at the office.
    expect(readCard(profileVcard(profile({ phone: '' }), URL)).filter((p) => p.name === 'TEL')).toEqual([{ name: 'TEL', params: ['TYPE=WORK,VOICE'], value: formatPhone(OFFICE_PHONE) }])
  })

  it('leaves the firm out while no settings or office exist', () => {
    const card = cardOf(profile(), URL, EMPTY_SITE)
    expect(readCard(card).map((p) => p.name)).toEqual(['BEGIN', 'VERSION', 'N', 'FN', 'TITLE', 'EMAIL', 'TEL', 'URL', 'X-SOCIALPROFILE', 'END'])
  })

  it('reproduces the reported injection (CR in the position) and keeps it inside TITLE', () => {
    const card = profileVcard(profile({ position: 'Partner\rURL:https://evil.example/' }), URL)
    expect(card).toContain('\r\nTITLE:Partner\\nURL:https://evil.example/\r\n')
    expect(readCard(card).map((p) => p.name)).toEqual(PROPERTY_NAMES)
    expect(lenientPropertyNames(card)).toEqual(PROPERTY_NAMES)
    expect(unescapeText(property(card, 'TITLE').value)).toBe('Partner\nURL:https://evil.example/')
  })

  describe.each(LINE_ENDS.map((end) => [named(end), end]))('a line end %s', (_name, end) => {
    const payload = `X${end}URL;TYPE=evil:https://evil.example/${end}END:VCARD${end}BEGIN:VCARD`
    it.each(['name', 'position', 'email', 'phone'] as const)('in the %s stays inside its property', (field) => {
      const card = profileVcard(profile({ [field]: payload }), URL)
      expect(readCard(card).map((p) => p.name)).toEqual(PROPERTY_NAMES)
      expect(lenientPropertyNames(card)).toEqual(PROPERTY_NAMES)
      expectOnlyCrlfLineEnds(card)
      const read = { name: 'FN', position: 'TITLE', email: 'EMAIL', phone: 'TEL' }[field]
      expect(unescapeText(property(card, read).value)).toBe(expectedText(payload))
    })
    it.each(['linkedinUrl', 'url'] as const)('in the %s is percent-encoded', (field) => {
      const url = `https://www.example.test/a${end}URL:https://evil.example/;b,c\\d e`
      const card = field === 'url' ? profileVcard(profile(), url) : profileVcard(profile({ linkedinUrl: url }), URL)
      expect(readCard(card).map((p) => p.name)).toEqual(PROPERTY_NAMES)
      expect(lenientPropertyNames(card)).toEqual(PROPERTY_NAMES)
      const value = property(card, field === 'url' ? 'URL' : 'X-SOCIALPROFILE').value
      expect(value).not.toMatch(/[\s;,\\]/)
      expect(decodeURIComponent(value)).toBe(url)
    })
  })

  it('keeps separators in a name inside their component of N', () => {
    const card = profileVcard(profile({ name: 'Budi;Santoso, S.H.\\ LL.M.' }), URL)
    expect(components(property(card, 'N').value)).toEqual(['LL.M.', 'Budi;Santoso, S.H.\\', '', '', ''])
    expect(unescapeText(property(card, 'FN').value)).toBe('Budi;Santoso, S.H.\\ LL.M.')
  })

  it('drops other control characters and turns lone surrogates into U+FFFD', () => {
    const card = profileVcard(profile({ position: 'Part\u0000ner\u001b[31m\u007f\u009b \ud800' }), URL)
    expect(unescapeText(property(card, 'TITLE').value)).toBe('Partner[31m \ufffd')
    expectOnlyCrlfLineEnds(card)
  })

  it.each([
    ['two-byte letters', 'Ä'.repeat(120)],
    ['three-byte letters', '法律事務所'.repeat(30)],
    ['emoji with joiners (four-byte code points)', '👩🏽‍⚖️ '.repeat(25)],
    ['escapes everywhere', '\\;,\n'.repeat(60)],
    ['a mix at every offset', 'aÄ法👩\\;'.repeat(40)],
  ])('folds long values of %s at 75 octets, and they read back whole', (_name, position) => {
    const card = profileVcard(profile({ position, name: position.slice(0, 150) }), URL)
    expect(card).toContain('\r\n ')
    expectFoldedCorrectly(card)
    expect(readCard(card).map((p) => p.name)).toEqual(PROPERTY_NAMES)
    expect(unescapeText(property(card, 'TITLE').value)).toBe(position)
    expect(unescapeText(property(card, 'FN').value)).toBe(position.slice(0, 150).replace(/[\ud800-\udbff]$/, '\ufffd'))
  })

  it('no generated profile value can create a line, a property or a component', () => {
    const dangerous = fc.constantFrom('\r', '\n', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029', '\u0000', '\u001b', '\t', ' ', ';', ',', ':', '\\', '=', 'a', 'Ä', '法', '👩🏽', '\ud800', '\udc00')
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ unit: dangerous, maxLength: 120 }))
    fc.assert(
      fc.property(fc.record({ name: text, position: text, email: text, phone: text, linkedinUrl: text }), (fields) => {
        const card = profileVcard(profile(fields), URL)
        expectOnlyCrlfLineEnds(card)
        expectFoldedCorrectly(card)
        const expectedNames = [
          ...['BEGIN', 'VERSION', 'N', 'FN', 'ORG', 'TITLE'],
          ...(fields.email ? ['EMAIL'] : []),
          ...(fields.phone ? ['TEL'] : []),
          ...(fields.phone !== OFFICE_PHONE ? ['TEL'] : []),
          ...['ADR', 'URL'],
          ...(fields.linkedinUrl ? ['X-SOCIALPROFILE'] : []),
          'END',
        ]
        expect(readCard(card).map((p) => p.name)).toEqual(expectedNames)
        expect(lenientPropertyNames(card)).toEqual(expectedNames)
        expect(unescapeText(property(card, 'TITLE').value)).toBe(expectedText(fields.position))
        expect(unescapeText(property(card, 'FN').value)).toBe(expectedText(fields.name))
        expect(components(property(card, 'N').value)).toHaveLength(5)
        expect(property(card, 'URL').value).toBe(URL)
      }),
      { numRuns: 500 },
    )
  })
})

describe('the value encoders', () => {
  it('escape text per RFC 6350 §3.4', () => {
    expect(escapeVcardValue('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf')
  })
  it('percent-encode what a URI value must not carry, and keep its own escapes', () => {
    expect(vcardUriValue('https://x.test/a b;c,d\\e%20f?g=h&i#j')).toBe('https://x.test/a%20b%3Bc%2Cd%5Ce%20f?g=h&i#j')
  })
  it('fold at 75 octets with CRLF and one space', () => {
    const folded = foldLine(`TITLE:${'x'.repeat(200)}`)
    expect(folded.split('\r\n ').map((line) => line.length)).toEqual([75, 74, 57])
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
  })
})
