/**
 * The bodies of the site's email, built from text that may hold anything a visitor typed: the
 * HTML part only ever contains escaped text inside fixed markup, so a `<script>` or an
 * `onerror=` arrives as the characters it is made of.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!)
}

/** Text as HTML: escaped, paragraphs at blank lines, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
}

export interface MailRow {
  label: string
  value: string
  /** A link for the value (mailto:, tel:, or the dashboard): only these schemes are written as links. */
  href?: string
}

export interface MailBody {
  heading: string
  /** Paragraphs before the rows. */
  intro: string[]
  rows?: MailRow[]
  /** Longer text shown after the rows (the visitor's message). */
  quote?: { label: string; text: string }
  /** Paragraphs after everything else. */
  outro?: string[]
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i

/** The plain-text part. */
export function mailText(body: MailBody): string {
  const parts = [body.heading, '', ...body.intro.flatMap((p) => [p, ''])]
  for (const row of body.rows ?? []) parts.push(`${row.label}: ${row.value || '-'}`)
  if (body.rows?.length) parts.push('')
  if (body.quote) parts.push(`${body.quote.label}:`, body.quote.text, '')
  for (const p of body.outro ?? []) parts.push(p, '')
  return parts.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n'
}

/** The HTML part: fixed markup around escaped text. */
export function mailHtml(body: MailBody): string {
  const rows = (body.rows ?? [])
    .map((row) => {
      const value = row.value ? (row.href && SAFE_LINK.test(row.href) ? `<a href="${escapeHtml(row.href)}">${escapeHtml(row.value)}</a>` : escapeHtml(row.value)) : '-'
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml(row.label)}</th><td style="padding:4px 0">${value}</td></tr>`
    })
    .join('\n')
  return [
    '<!doctype html><html lang="id"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(body.heading)}</h1>`,
    ...body.intro.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : '',
    body.quote ? `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(body.quote.label)}</h2>\n<div style="border-left:3px solid #c9d3de;padding-left:12px">${textToHtml(body.quote.text)}</div>` : '',
    ...(body.outro ?? []).map((p) => `<p style="margin:16px 0 0;color:#4a5560">${escapeHtml(p)}</p>`),
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n')
}
