/**
 * Video embeds: which addresses rich text may embed, in the one form it stores them. Shared by
 * the editor (which turns a pasted address into that form, or says why not) and the server's
 * sanitizer (which keeps nothing else). Only the providers' privacy-minded players qualify:
 * YouTube's youtube-nocookie.com (no cookie until the visitor plays) and Vimeo's player with
 * dnt=1 (no tracking of the session). The public page loads neither before a click
 * (shared/rich-text/render.ts, web/src/client/embed-preview.ts).
 */

/** The hosts an embed's frame may come from: the CSP's frame-src on pages that can show one. */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** The stored addresses, exactly: an 11-character YouTube id, or a numeric Vimeo id with dnt=1. */
export const STORED_EMBED_SRC = /^(?:https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|https:\/\/player\.vimeo\.com\/video\/\d{1,12}\?dnt=1)$/

export type EmbedProvider = 'youtube' | 'vimeo'

/** What staff read when an address cannot be embedded. */
export const EMBED_HOST_REFUSED = 'Hanya video YouTube atau Vimeo yang dapat disematkan. Tempel alamat video dari youtube.com, youtu.be atau vimeo.com.'
export const EMBED_ADDRESS_INVALID = 'Alamat video tidak dikenali. Salin alamat dari tombol Bagikan di YouTube atau Vimeo, misalnya https://youtu.be/… atau https://vimeo.com/….'

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

/**
 * The stored embed address for what staff pasted (a watch page, a share link or the player's own
 * address), or the sentence saying why it cannot be embedded.
 */
export function embedSource(input: string): { src: string; provider: EmbedProvider } | { problem: string } {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return { problem: EMBED_ADDRESS_INVALID }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: EMBED_HOST_REFUSED }
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be' ? segments[0] : segments[0] === 'watch' || segments.length === 0 ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(segments[0]!) ? segments[1] : undefined
    return id && YOUTUBE_ID.test(id) ? { src: `https://www.youtube-nocookie.com/embed/${id}`, provider: 'youtube' } : { problem: EMBED_ADDRESS_INVALID }
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.find((segment) => VIMEO_ID.test(segment))
    return id && VIMEO_ID.test(id) ? { src: `https://player.vimeo.com/video/${id}?dnt=1`, provider: 'vimeo' } : { problem: EMBED_ADDRESS_INVALID }
  }
  return { problem: EMBED_HOST_REFUSED }
}

/** Which provider a stored address is from (null when it is not one STORED_EMBED_SRC accepts). */
export function embedProvider(src: string): EmbedProvider | null {
  if (!STORED_EMBED_SRC.test(src)) return null
  return src.startsWith('https://player.vimeo.com/') ? 'vimeo' : 'youtube'
}

/** The provider's own page for a stored address: where the preview's link leads without JavaScript. */
export function embedWatchUrl(src: string): string {
  const youtube = /\/embed\/([A-Za-z0-9_-]{11})$/.exec(src)
  if (youtube) return `https://www.youtube.com/watch?v=${youtube[1]}`
  const vimeo = /\/video\/(\d+)\?/.exec(src)
  return vimeo ? `https://vimeo.com/${vimeo[1]}` : src
}
