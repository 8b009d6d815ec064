/**
 * Reading the `.eml` files of the outbox in tests: a message's text part and an attachment,
 * decoded from their transfer encodings (nodemailer writes quoted-printable text and base64
 * attachments).
 */

function decode(body: string, encoding: string): string {
  const e = encoding.toLowerCase()
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

/** Every leaf part of a message: its headers (lower-case names, unfolded) and its decoded body. */
export function emlParts(eml: string): { headers: Record<string, string>; body: string }[] {
  const parts: { headers: Record<string, string>; body: string }[] = []
  const walk = (chunk: string) => {
    const split = chunk.indexOf('\r\n\r\n')
    const head = split === -1 ? chunk : chunk.slice(0, split)
    const body = split === -1 ? '' : chunk.slice(split + 4)
    const headers: Record<string, string> = {}
    for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
      const at = line.indexOf(':')
      if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim()
    }
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
    if (boundary && /^multipart\//i.test(headers['content-type'] ?? '')) {
      for (const sub of body.split(`--${boundary}`).slice(1)) {
        if (sub.startsWith('--')) break
        walk(sub.replace(/^\r\n/, ''))
      }
      return
    }
    parts.push({ headers, body: decode(body, headers['content-transfer-encoding'] ?? '') })
  }
  walk(eml)
  return parts
}

/** The plain-text part of a message. */
export function emlText(eml: string): string {
  return emlParts(eml).find((p) => /^text\/plain/i.test(p.headers['content-type'] ?? ''))?.body ?? ''
}

/** The first attachment of `type` (`text/calendar`), or null. */
export function emlAttachment(eml: string, type: string): { filename: string; content: string } | null {
  const part = emlParts(eml).find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type))
  if (!part) return null
  const filename = /filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? part.headers['content-type'] ?? '')?.[1] ?? ''
  return { filename, content: part.body }
}

/** The DTSTART and DTEND of a calendar entry, as written (`20270131T020000Z`). */
export function icsTimes(ics: string): { start: string; end: string } {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '')
  return { start: /^DTSTART(?:;[^:]*)?:(.+)$/m.exec(unfolded)?.[1]?.trim() ?? '', end: /^DTEND(?:;[^:]*)?:(.+)$/m.exec(unfolded)?.[1]?.trim() ?? '' }
}
