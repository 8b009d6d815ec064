import { NAME_MAX } from './limits'

export const LINKEDIN_HOST = 'https://www.linkedin.com'

/** The stored (canonical) form: https://www.linkedin.com/in/{handle}, trailing slash allowed. */
export const LINKEDIN_PATTERN = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%]{3,100}\/?$/

/**
 * What the form accepts: a LinkedIn profile address as browsers show it, including the
 * country hosts (`id.linkedin.com`) and the tracking query LinkedIn appends when a profile
 * is shared (`?originalSubdomain=id`). LinkedIn custom URLs are 3 to 100 letters, digits or
 * hyphens (older ones may carry underscores or percent-encoded letters).
 */
export const LINKEDIN_INPUT_PATTERN = /^https:\/\/(?:(?:www|[a-z]{2})\.)?linkedin\.com\/in\/([A-Za-z0-9\-_%]{3,100})\/?(?:[?#]\S*)?$/

/** Turns an accepted LinkedIn address into the canonical one, or null when it is not one. */
export function canonicalLinkedinUrl(value: string): string | null {
  const match = LINKEDIN_INPUT_PATTERN.exec(value.trim())
  return match ? `${LINKEDIN_HOST}/in/${match[1]}` : null
}

/**
 * Messages of profile rules the spec does not give ("ours", same voice). They belong in
 * messages.ts; kept here until that file takes them.
 */
export const PROFILE_MSG = {
  nameMax: `Nama maksimal ${NAME_MAX} karakter`,
  positionMax: `Jabatan maksimal ${NAME_MAX} karakter`,
  kind: 'Pilih jenis profil: Advokat atau Staf',
} as const
