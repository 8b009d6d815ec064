/**
 * The layout of the client alerts' emails: fixed markup around escaped text, as the
 * inquiry emails are (mail/mail-text.ts), with what an alert needs besides: a linked title, a
 * cover image, buttons and a footer of links. Inline styles and a table of one column: what
 * mail programs render alike. Links are written only for http(s) addresses.
 */
import type { Lang } from '../../../shared/i18n/langs'
import { escapeHtml } from '../mail/mail-text'

export interface MailLink {
  label: string
  href: string
}

export interface LayoutBody {
  lang: Lang
  /** A short line above the heading (the firm, the kind of email). */
  eyebrow?: string
  heading: string
  /** The heading as a link (an alert's item). */
  headingHref?: string
  /** A line under the heading (the date). */
  meta?: string
  image?: { src: string; alt: string }
  paragraphs: string[]
  /** The language of the paragraphs and heading when it is not the email's (an item in Indonesian only). */
  contentLang?: Lang
  /** A Buletin's items, each a linked title, a line (kind and date) and its excerpt. */
  entries?: { title: string; href: string; meta: string; excerpt: string; contentLang?: Lang }[]
  buttons: MailLink[]
  /** Smaller paragraphs after the buttons. */
  notes?: string[]
  /** The footer: why this email came, and its links (manage, unsubscribe). */
  footer: string[]
  footerLinks?: MailLink[]
}

const WEB_LINK = /^https?:\/\//i

function link(href: string, text: string, style: string): string {
  return WEB_LINK.test(href) ? `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>` : escapeHtml(text)
}

/** The plain-text part: every link written out after its label. */
export function layoutText(body: LayoutBody): string {
  const parts: string[] = []
  if (body.eyebrow) parts.push(body.eyebrow, '')
  parts.push(body.heading)
  if (body.meta) parts.push(body.meta)
  parts.push('')
  for (const p of body.paragraphs) parts.push(p, '')
  if (body.headingHref) parts.push(body.headingHref, '')
  for (const e of body.entries ?? []) parts.push(e.title, e.meta, ...(e.excerpt ? [e.excerpt] : []), e.href, '')
  for (const b of body.buttons) parts.push(`${b.label}: ${b.href}`)
  if (body.buttons.length) parts.push('')
  for (const n of body.notes ?? []) parts.push(n, '')
  parts.push('--')
  for (const f of body.footer) parts.push(f)
  for (const l of body.footerLinks ?? []) parts.push(`${l.label}: ${l.href}`)
  return `${parts.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`
}

/** The HTML part. */
export function layoutHtml(body: LayoutBody): string {
  const contentLang = body.contentLang && body.contentLang !== body.lang ? ` lang="${body.contentLang}"` : ''
  const heading = body.headingHref ? link(body.headingHref, body.heading, 'color:#12304f;text-decoration:none') : escapeHtml(body.heading)
  const buttons = body.buttons
    .map((b) => link(b.href, b.label, 'display:inline-block;margin:0 8px 8px 0;padding:10px 18px;background:#12304f;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600'))
    .join('\n')
  const footerLinks = (body.footerLinks ?? []).map((l) => link(l.href, l.label, 'color:#4a5560')).join(' · ')
  return [
    `<!doctype html><html lang="${body.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="border-collapse:collapse;max-width:600px;width:100%;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24">',
    '<tr><td style="padding:24px">',
    body.eyebrow ? `<p style="margin:0 0 12px;font-size:13px;color:#4a5560;text-transform:uppercase;letter-spacing:0.04em">${escapeHtml(body.eyebrow)}</p>` : '',
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 8px"${contentLang}>${heading}</h1>`,
    body.meta ? `<p style="margin:0 0 16px;color:#4a5560">${escapeHtml(body.meta)}</p>` : '',
    body.image && WEB_LINK.test(body.image.src)
      ? `<img src="${escapeHtml(body.image.src)}" alt="${escapeHtml(body.image.alt)}" width="552" style="display:block;width:100%;max-width:552px;height:auto;margin:0 0 16px;border:0">`
      : '',
    ...body.paragraphs.map((p) => `<p style="margin:0 0 12px"${contentLang}>${escapeHtml(p)}</p>`),
    ...(body.entries ?? []).map((e) => {
      const lang = e.contentLang && e.contentLang !== body.lang ? ` lang="${e.contentLang}"` : ''
      return [
        `<h2 style="font-size:18px;line-height:1.3;margin:20px 0 4px"${lang}>${link(e.href, e.title, 'color:#12304f;text-decoration:none')}</h2>`,
        `<p style="margin:0 0 6px;font-size:13px;color:#4a5560">${escapeHtml(e.meta)}</p>`,
        e.excerpt ? `<p style="margin:0 0 12px"${lang}>${escapeHtml(e.excerpt)}</p>` : '',
      ].join('')
    }),
    buttons ? `<p style="margin:16px 0 8px">${buttons}</p>` : '',
    ...(body.notes ?? []).map((n) => `<p style="margin:8px 0 0;font-size:14px;color:#4a5560">${escapeHtml(n)}</p>`),
    '</td></tr>',
    '<tr><td style="padding:16px 24px;border-top:1px solid #dde3ea;font-size:13px;color:#4a5560">',
    ...body.footer.map((f) => `<p style="margin:0 0 8px">${escapeHtml(f)}</p>`),
    footerLinks ? `<p style="margin:0">${footerLinks}</p>` : '',
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n')
}
