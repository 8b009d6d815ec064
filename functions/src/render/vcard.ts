/**
 * vCard 3.0 (RFC 2426) of an attorney, the version address books import most reliably.
 *
 * Every value that reaches a line is made safe here, whatever the store holds (the schemas
 * refuse control characters in one-line fields, but documents written before that rule, by a
 * migration or by hand in the Firebase console never went through them):
 * - text values are escaped per RFC 6350 §3.4 (the same rule as RFC 2426 §4): backslash,
 *   comma, semicolon, and a line break as `\n`; a line break of any convention counts (CR, LF,
 *   CRLF, VT, FF, NEL, U+2028, U+2029), so no reader, strict or lenient, sees a new line;
 *   other control characters are dropped;
 * - structured values (N, ADR) escape each component on its own, so a `;` in a name never
 *   becomes a component separator (RFC 6350 §3.4, "compound" properties);
 * - URI values (URL, X-SOCIALPROFILE) are not text: backslash escapes do not apply to them
 *   (RFC 6350 §3.4, "in all other cases, escaping MUST NOT be used"), so what could break the
 *   line or be read as a separator is percent-encoded (RFC 3986 §2.1) instead;
 * - lines longer than 75 octets are folded with CRLF and one space (RFC 6350 §3.2), never
 *   inside a UTF-8 sequence nor inside a backslash escape; lines end with CRLF.
 */
import type { Profile } from '../../../shared/schemas/types'
import type { SiteView } from '../../../shared/site-view'
import { formatPhone, storedE164 } from '../../../shared/schemas/phone'

/** Line breaks of every convention a reader might split on. */
const LINE_BREAK = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g
/** Controls left once line breaks are `\n`: C0 but TAB and LF, DEL, C1. */
const OTHER_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g
/** A UTF-16 surrogate without its pair: not a character, it cannot be encoded as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** The text as characters only: lone surrogates become U+FFFD, as a UTF-8 encoder would make them. */
function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd')
}

/** A TEXT value (or one component of a structured value), escaped per RFC 6350 §3.4. */
export function escapeVcardValue(value: string): string {
  return wellFormed(value)
    .replace(LINE_BREAK, '\n')
    .replace(OTHER_CONTROL, '')
    .replace(/[\\,;\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`))
}

/** A structured value (N, ADR): each component escaped on its own, joined by `;`. */
export function structuredVcardValue(components: readonly string[]): string {
  return components.map(escapeVcardValue).join(';')
}

/**
 * A URI value: characters of a URI (RFC 3986 §2: unreserved, reserved, and `%` of existing
 * escapes) kept, except `,` and `;` which a vCard reader may take for separators; everything
 * else, controls and spaces included, percent-encoded as UTF-8.
 */
export function vcardUriValue(value: string): string {
  return wellFormed(value).replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+=%]/gu, (char) => encodeURIComponent(char))
}

/** Octets of one code point in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/**
 * Folds a content line (RFC 6350 §3.2): at most 75 octets per line, continuation lines start
 * with one space. Cuts fall between code points, so no UTF-8 sequence is split, and never
 * inside a backslash escape, for readers that unescape before they unfold.
 */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let currentBytes = 0
  // One unit: a backslash escape, or one code point (the `u` flag keeps surrogate pairs whole).
  for (const unit of wellFormed(line).match(/\\[\s\S]|[\s\S]/gu) ?? []) {
    let size = 0
    for (const char of unit) size += utf8Length(char)
    const limit = out.length === 0 ? 75 : 74
    if (currentBytes + size > limit && current !== '') {
      out.push(current)
      current = ''
      currentBytes = 0
    }
    current += unit
    currentBytes += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** Given name(s) and family name as N wants them: the last word is taken as the family name. */
function nameParts(name: string): { family: string; given: string } {
  const parts = name.trim().split(/\s+/)
  if (parts.length > 1) return { family: parts[parts.length - 1]!, given: parts.slice(0, -1).join(' ') }
  return { family: '', given: parts[0] ?? '' }
}

/**
 * An attorney's vCard. The firm's lines come from the site settings and the main office: ORG,
 * the office address, and the office's number beside the attorney's own (both as the site shows
 * them: `+62 21 5091 2811`), the attorney's
 * preferred (TYPE=PREF, RFC 2426 §3.3.1). Without settings or an office those lines are left out.
 * `photo`, a small JPEG of the portrait (render/vcard-photo.ts), goes inline as base64
 * (RFC 2426 §3.1.4: `PHOTO;ENCODING=b;TYPE=JPEG:`), folded like every other line.
 */
export function profileVcard(profile: Profile, profileUrl: string, site: SiteView, photo?: Uint8Array | null): string {
  const { family, given } = nameParts(profile.name)
  const office = site.main
  const officePhone = office?.phone?.e164 ?? ''
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    // Family; Given; Additional; Prefixes; Suffixes (RFC 2426 §3.1.2).
    `N:${structuredVcardValue([family, given, '', '', ''])}`,
    `FN:${escapeVcardValue(profile.name)}`,
    site.name ? `ORG:${escapeVcardValue(site.name)}` : null,
    `TITLE:${escapeVcardValue(profile.position)}`,
    profile.email ? `EMAIL;TYPE=INTERNET,WORK:${escapeVcardValue(profile.email)}` : null,
    // Numbers in the one readable form the site shows (a phone's contacts keep them as written).
    profile.phone ? `TEL;TYPE=WORK,VOICE,PREF:${escapeVcardValue(formatPhone(profile.phone))}` : null,
    officePhone && officePhone !== storedE164(profile.phone) ? `TEL;TYPE=WORK,VOICE:${escapeVcardValue(formatPhone(officePhone))}` : null,
    // PO box; Extended; Street; Locality; Region; Postal code; Country (RFC 2426 §3.2.1).
    office
      ? `ADR;TYPE=WORK:${structuredVcardValue(['', office.street.slice(0, -1).join(', '), office.street.at(-1) ?? '', office.city, office.region, office.postalCode, 'Indonesia'])}`
      : null,
    `URL:${vcardUriValue(profileUrl)}`,
    profile.linkedinUrl ? `X-SOCIALPROFILE;TYPE=linkedin:${vcardUriValue(profile.linkedinUrl)}` : null,
    photo && photo.length > 0 ? `PHOTO;ENCODING=b;TYPE=JPEG:${Buffer.from(photo).toString('base64')}` : null,
    'END:VCARD',
  ]
  return lines.filter((line): line is string => line !== null).map(foldLine).join('\r\n') + '\r\n'
}
