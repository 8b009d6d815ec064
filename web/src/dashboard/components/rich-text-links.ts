/** Links the editor may create; the server's sanitizer enforces the same (content/sanitize-html.ts). */
export const SAFE_LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i

/** What a user types as a link, made into an href: bare hosts get https://, addresses mailto:. */
export function normalizeLink(input: string): string | null {
  const value = input.trim()
  if (!value) return null
  let href = value
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) href = `mailto:${value}`
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) href = `https://${value.replace(/^\/\/+/, '')}`
  return SAFE_LINK.test(href) ? href : null
}
