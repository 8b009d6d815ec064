/**
 * The firm's social profiles: each link must be an address on its own network, so
 * a mistyped or hostile URL (another site, `javascript:`, a look-alike host) never reaches the
 * footer or the JSON-LD `sameAs`. The stored form is canonical: https, the network's usual
 * host, the path without a trailing slash, no query or fragment (share links carry tracking
 * parameters there).
 */

export type SocialNetwork = 'linkedin' | 'instagram' | 'x' | 'youtube'

export interface SocialNetworkRule {
  /** The network's name, as labels and messages say it. */
  label: string
  /** Hosts accepted (without `www.` or `m.`), the first one is stored. */
  hosts: readonly string[]
  /** The host links are stored with. */
  canonicalHost: string
  /** An address shown in the field's help and message. */
  example: string
}

export const SOCIAL_NETWORKS: Record<SocialNetwork, SocialNetworkRule> = {
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'], canonicalHost: 'www.linkedin.com', example: 'https://www.linkedin.com/company/nama-firma' },
  instagram: { label: 'Instagram', hosts: ['instagram.com'], canonicalHost: 'www.instagram.com', example: 'https://www.instagram.com/namafirma' },
  // X kept twitter.com working after its rename: both are taken, x.com is stored.
  x: { label: 'X', hosts: ['x.com', 'twitter.com'], canonicalHost: 'x.com', example: 'https://x.com/namafirma' },
  youtube: { label: 'YouTube', hosts: ['youtube.com'], canonicalHost: 'www.youtube.com', example: 'https://www.youtube.com/@namafirma' },
}

export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]

/** Subdomains that are the same site: `www.`, the mobile site, LinkedIn's country hosts (`id.linkedin.com`). */
const SAME_SITE_PREFIX = /^(?:www\.|m\.|mobile\.|[a-z]{2}\.)/

/** The message of a link that is not an address on `network`. */
export function socialUrlMessage(network: SocialNetwork): string {
  const rule = SOCIAL_NETWORKS[network]
  return `URL ${rule.label} harus alamat di ${rule.canonicalHost}, misalnya ${rule.example}`
}

/** The canonical address of a link on `network`, or null when it is not one. */
export function canonicalSocialUrl(network: SocialNetwork, value: string): string | null {
  const rule = SOCIAL_NETWORKS[network]
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase().replace(SAME_SITE_PREFIX, '')
  if (!rule.hosts.includes(host)) return null
  const path = url.pathname.replace(/\/+$/, '')
  // The network's home page is nobody's profile.
  if (path === '') return null
  return `https://${rule.canonicalHost}${path}`
}
