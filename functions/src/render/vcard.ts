/**
 * vCard 3.0 (RFC 2426) of an attorney, the version address books import most reliably.
 * Values are escaped per RFC 2426 §4 and lines folded at 75 octets per RFC 2425 §5.8.1.
 */
import type { Profile } from '../../../shared/schemas/types'
import { FIRM } from '../../../web/src/firm'

export function escapeVcardValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;')
}

/** Folds a content line: continuation lines start with one space; never splits a UTF-8 sequence. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const out: string[] = []
  let current = ''
  let currentBytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    const limit = out.length === 0 ? 75 : 74
    if (currentBytes + size > limit) {
      out.push(current)
      current = ''
      currentBytes = 0
    }
    current += char
    currentBytes += size
  }
  out.push(current)
  return out.join('\r\n ')
}

export function profileVcard(profile: Profile, profileUrl: string): string {
  const parts = profile.name.trim().split(/\s+/)
  const family = parts.length > 1 ? parts[parts.length - 1]! : ''
  const given = parts.length > 1 ? parts.slice(0, -1).join(' ') : parts[0] ?? ''
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVcardValue(family)};${escapeVcardValue(given)};;;`,
    `FN:${escapeVcardValue(profile.name)}`,
    `ORG:${escapeVcardValue(FIRM.name)}`,
    `TITLE:${escapeVcardValue(profile.position)}`,
    profile.email ? `EMAIL;TYPE=INTERNET,WORK:${escapeVcardValue(profile.email)}` : null,
    profile.phone ? `TEL;TYPE=WORK,VOICE:${escapeVcardValue(profile.phone)}` : `TEL;TYPE=WORK,VOICE:${escapeVcardValue(FIRM.phone)}`,
    `ADR;TYPE=WORK:;${escapeVcardValue(FIRM.address.building)};${escapeVcardValue(FIRM.address.street)};${escapeVcardValue(FIRM.address.locality)};${escapeVcardValue(FIRM.address.region)};${FIRM.address.postalCode};Indonesia`,
    `URL:${escapeVcardValue(profileUrl)}`,
    profile.linkedinUrl ? `X-SOCIALPROFILE;TYPE=linkedin:${escapeVcardValue(profile.linkedinUrl)}` : null,
    'END:VCARD',
  ]
  return lines.filter((line): line is string => line !== null).map(foldLine).join('\r\n') + '\r\n'
}
