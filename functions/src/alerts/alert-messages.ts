/**
 * The emails of the client alerts, in the reader's language: the confirmation of a
 * request, the note to an address already subscribed, and the alert itself. Built from stored
 * data on every try, so a retry sends the same words. None repeats what a visitor typed (not even
 * the name): anyone can type someone else's address into the form, and the firm's address must
 * not carry their words. An alert carries the RFC 8058 one-click unsubscribe headers.
 */
import { CONFIRM_LINK_DAYS, MANAGE_LINK_DAYS } from '../../../shared/collections/subscribers'
import type { Lang } from '../../../shared/i18n/langs'
import type { SubscriptionMail } from '../../../shared/collections/subscribers'
import { formatDate } from '../../../shared/format'
import type { MailMessage } from '../mail/mailer'
import { layoutHtml, layoutText, type LayoutBody } from './mail-layout'

/** What the emails say about the firm. */
export interface FirmForAlerts {
  name: string
  /** The main email (settings), '' when not set: replies go there. */
  email: string
  baseUrl: string
}

const TEXT = {
  id: {
    firm: 'Firma',
    eyebrow: (firm: string) => `Peringatan klien · ${firm}`,
    everything: 'semua bidang praktik dan kategori',
    langName: { id: 'Bahasa Indonesia', en: 'English' },
    confirm: {
      subject: (firm: string) => `Konfirmasi langganan peringatan klien — ${firm}`,
      heading: 'Konfirmasi langganan Anda',
      intro: (firm: string) => `Ada permintaan agar peringatan klien ${firm} dikirim ke alamat email ini. Klik tombol di bawah untuk mengonfirmasi. Tanpa konfirmasi, kami tidak mengirim apa pun.`,
      choices: (interests: string, lang: string) => `Minat yang dipilih: ${interests}. Bahasa email: ${lang}.`,
      button: 'Konfirmasi langganan',
      validity: `Tautan ini berlaku ${CONFIRM_LINK_DAYS} hari.`,
      ignore: 'Bila Anda tidak meminta langganan ini, abaikan email ini: alamat Anda tidak akan menerima email lain dari kami.',
    },
    already: {
      subject: (firm: string) => `Langganan peringatan klien Anda — ${firm}`,
      heading: 'Alamat ini sudah berlangganan',
      intro: (firm: string) => `Ada permintaan berlangganan peringatan klien ${firm} untuk alamat email ini, yang sudah berlangganan. Tidak ada yang berubah.`,
      manage: 'Kelola minat',
      offered: (regulations: string) => `Permintaan itu juga meminta agar Anda mengikuti ${regulations}. Buka Kelola minat: peraturan itu sudah dicentang di sana, tekan Simpan pilihan untuk mengikutinya.`,
      validity: `Tautan Kelola minat berlaku ${MANAGE_LINK_DAYS} hari.`,
      ignore: 'Bila bukan Anda yang meminta, abaikan email ini.',
    },
    alert: {
      kind: { blogs: 'Blog baru', publications: 'Publikasi baru' },
      read: 'Baca selengkapnya',
      download: 'Unduh PDF',
      downloadIndonesian: 'Unduh PDF',
      why: (firm: string, interests: string) => `Anda menerima email ini karena berlangganan peringatan klien ${firm} untuk ${interests}.`,
      whyFollowed: (firm: string, regulations: string) => `Anda menerima email ini karena Anda mengikuti ${regulations} di peringatan klien ${firm}.`,
      indonesianOnly: '',
    },
    digest: {
      kind: 'Buletin',
      subject: (firm: string, date: string) => `Buletin ${firm} — ${date}`,
      heading: (date: string) => `Buletin ${date}`,
      indonesianOnly: '',
    },
    manage: 'Kelola minat',
    unsubscribe: 'Berhenti berlangganan',
    privacy: 'Kebijakan privasi',
  },
  en: {
    firm: 'The firm',
    eyebrow: (firm: string) => `Client alert · ${firm}`,
    everything: 'all practice areas and categories',
    langName: { id: 'Bahasa Indonesia', en: 'English' },
    confirm: {
      subject: (firm: string) => `Confirm your client alerts subscription — ${firm}`,
      heading: 'Confirm your subscription',
      intro: (firm: string) => `Someone asked for ${firm}'s client alerts to be sent to this email address. Press the button below to confirm. Without confirmation we send nothing.`,
      choices: (interests: string, lang: string) => `Interests chosen: ${interests}. Email language: ${lang}.`,
      button: 'Confirm subscription',
      validity: `This link works for ${CONFIRM_LINK_DAYS} days.`,
      ignore: 'If you did not ask for this, ignore this email: your address will receive nothing else from us.',
    },
    already: {
      subject: (firm: string) => `Your client alerts subscription — ${firm}`,
      heading: 'This address is already subscribed',
      intro: (firm: string) => `Someone asked for ${firm}'s client alerts for this email address, which is already subscribed. Nothing has changed.`,
      manage: 'Manage interests',
      offered: (regulations: string) => `The request also asked for you to follow ${regulations}. Open Manage interests: it is ticked there, press Save choices to follow it.`,
      validity: `The Manage interests link works for ${MANAGE_LINK_DAYS} days.`,
      ignore: 'If it was not you, ignore this email.',
    },
    alert: {
      kind: { blogs: 'New insight', publications: 'New publication' },
      read: 'Read more',
      download: 'Download PDF',
      // An English item whose PDF is the Indonesian one, as its English page says.
      downloadIndonesian: 'Download PDF (in Indonesian)',
      why: (firm: string, interests: string) => `You receive this email because you subscribed to ${firm}'s client alerts for ${interests}.`,
      whyFollowed: (firm: string, regulations: string) => `You receive this email because you follow ${regulations} in ${firm}'s client alerts.`,
      indonesianOnly: 'This item is published in Indonesian only.',
    },
    digest: {
      kind: 'Bulletin',
      subject: (firm: string, date: string) => `${firm} bulletin — ${date}`,
      heading: (date: string) => `Bulletin, ${date}`,
      indonesianOnly: 'Items marked (in Indonesian) are published in Indonesian only.',
    },
    manage: 'Manage interests',
    unsubscribe: 'Unsubscribe',
    privacy: 'Privacy notice',
  },
} as const

/** The chosen interests as a sentence's list, or "everything" when none were chosen. */
export function interestsLine(names: readonly string[], lang: Lang): string {
  return names.length ? names.join(', ') : TEXT[lang].everything
}

function message(id: string, to: string, firm: FirmForAlerts, lang: Lang, subject: string, body: LayoutBody, headers?: MailMessage['headers']): MailMessage {
  return {
    id,
    to: [to],
    ...(firm.email ? { replyTo: firm.email } : {}),
    fromName: firm.name || TEXT[lang].firm,
    subject,
    text: layoutText(body),
    html: layoutHtml(body),
    ...(headers ? { headers } : {}),
  }
}

/** The email of a request: a confirmation (new, pending or departed address) or a note with the manage link (active). */
export function subscriptionMessage(input: {
  mail: SubscriptionMail
  to: string
  firm: FirmForAlerts
  /** The subscription's interests, named in the email's language. */
  interests: string[]
  subscriptionLang: Lang
  /** Regulations a request asked an active address to follow, by citation: the note says its manage link offers them. */
  offered?: string[]
  links: { confirm: string; manage: string; unsubscribe: string; privacy: string }
}): MailMessage {
  const { mail, firm, links } = input
  const lang = mail.lang
  const t = TEXT[lang]
  const firmName = firm.name || t.firm
  if (mail.kind === 'confirm') {
    const body: LayoutBody = {
      lang,
      eyebrow: t.eyebrow(firmName),
      heading: t.confirm.heading,
      paragraphs: [t.confirm.intro(firmName), t.confirm.choices(interestsLine(input.interests, lang), t.langName[input.subscriptionLang])],
      buttons: [{ label: t.confirm.button, href: links.confirm }],
      notes: [t.confirm.validity, t.confirm.ignore],
      footer: [],
      footerLinks: [{ label: t.privacy, href: links.privacy }],
    }
    return message(mail.id, input.to, firm, lang, t.confirm.subject(firmName), body)
  }
  const body: LayoutBody = {
    lang,
    eyebrow: t.eyebrow(firmName),
    heading: t.already.heading,
    paragraphs: [t.already.intro(firmName), ...(input.offered?.length ? [t.already.offered(input.offered.join(', '))] : [])],
    buttons: [{ label: t.already.manage, href: links.manage }],
    notes: [t.already.validity, t.already.ignore],
    footer: [],
    footerLinks: [
      { label: t.unsubscribe, href: links.unsubscribe },
      { label: t.privacy, href: links.privacy },
    ],
  }
  return message(mail.id, input.to, firm, lang, t.already.subject(firmName), body)
}

/** What an alert says of its item, in the language it is sent in (or Indonesian, marked, when the item has no English version). */
export interface AlertItem {
  collection: 'blogs' | 'publications'
  title: string
  excerpt: string
  publishedAt: string
  /** Absolute URLs. */
  url: string
  coverUrl?: string
  downloadUrl?: string
  /** The language the PDF is written in (an English item may offer the Indonesian PDF). */
  downloadLang?: Lang
  /** The language the item's text is in. */
  contentLang: Lang
}

/** The message id of one recipient's alert: the outbox file's name and the mail document's id, the same on every try. */
export function alertMessageId(alertId: string, subscriberId: string): string {
  return `alert-${alertId}-${subscriberId}`
}

/** One recipient's alert, with the one-click unsubscribe headers (RFC 2369, RFC 8058). */
export function alertMessage(input: {
  alertId: string
  subscriberId: string
  to: string
  lang: Lang
  firm: FirmForAlerts
  item: AlertItem
  interests: string[]
  /** The regulations the item links that the recipient follows, by citation: the reason the email gives (none: the interests). */
  followed?: string[]
  links: { manage: string; unsubscribe: string }
  /** The list's id (RFC 2919): `client-alerts.{host}`. */
  listId: string
}): MailMessage {
  const { lang, firm, item, links } = input
  const followed = input.followed ?? []
  const t = TEXT[lang]
  const firmName = firm.name || t.firm
  const body: LayoutBody = {
    lang,
    eyebrow: `${t.alert.kind[item.collection]} · ${firmName}`,
    heading: item.title,
    headingHref: item.url,
    meta: formatDate(item.publishedAt, lang),
    ...(item.coverUrl ? { image: { src: item.coverUrl, alt: '' } } : {}),
    paragraphs: item.excerpt ? [item.excerpt] : [],
    contentLang: item.contentLang,
    buttons: [{ label: t.alert.read, href: item.url }, ...(item.downloadUrl ? [{ label: item.downloadLang === 'id' ? t.alert.downloadIndonesian : t.alert.download, href: item.downloadUrl }] : [])],
    notes: item.contentLang !== lang && t.alert.indonesianOnly ? [t.alert.indonesianOnly] : [],
    footer: [followed.length ? t.alert.whyFollowed(firmName, followed.join(', ')) : t.alert.why(firmName, interestsLine(input.interests, lang))],
    footerLinks: [
      { label: t.manage, href: links.manage },
      { label: t.unsubscribe, href: links.unsubscribe },
    ],
  }
  return message(alertMessageId(input.alertId, input.subscriberId), input.to, firm, lang, `${t.alert.kind[item.collection]}: ${item.title}`, body, {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `<${input.listId}>`,
  })
}

/**
 * One recipient's Buletin (docs/decisions/0053-digest-and-import.md): the intro staff wrote, then
 * each item as the recipient's language has it, with the same footer and one-click unsubscribe
 * headers as an alert. Its message id is the alert's (`alertMessageId`), one per recipient.
 */
export function digestMessage(input: {
  alertId: string
  subscriberId: string
  to: string
  lang: Lang
  firm: FirmForAlerts
  intro: string
  /** When staff sent it (ISO): the date the subject and heading name. */
  sentAt: string
  items: AlertItem[]
  interests: string[]
  links: { manage: string; unsubscribe: string }
  listId: string
}): MailMessage {
  const { lang, firm, links } = input
  const t = TEXT[lang]
  const firmName = firm.name || t.firm
  const date = formatDate(input.sentAt, lang)
  const anyIndonesian = input.items.some((item) => item.contentLang !== lang)
  const body: LayoutBody = {
    lang,
    eyebrow: `${t.digest.kind} · ${firmName}`,
    heading: t.digest.heading(date),
    paragraphs: input.intro
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    entries: input.items.map((item) => ({
      title: item.contentLang !== lang && lang === 'en' ? `${item.title} (in Indonesian)` : item.title,
      href: item.url,
      meta: `${t.alert.kind[item.collection]} · ${formatDate(item.publishedAt, lang)}`,
      excerpt: item.excerpt,
      contentLang: item.contentLang,
    })),
    buttons: [],
    notes: anyIndonesian && t.digest.indonesianOnly ? [t.digest.indonesianOnly] : [],
    footer: [t.alert.why(firmName, interestsLine(input.interests, lang))],
    footerLinks: [
      { label: t.manage, href: links.manage },
      { label: t.unsubscribe, href: links.unsubscribe },
    ],
  }
  return message(alertMessageId(input.alertId, input.subscriberId), input.to, firm, lang, t.digest.subject(firmName, date), body, {
    'List-Unsubscribe': `<${links.unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `<${input.listId}>`,
  })
}
