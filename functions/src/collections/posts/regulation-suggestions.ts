/**
 * The post form's Tautkan suggestions computed on the server (docs/decisions/0060-regulation-alerts.md):
 * the stored regulations the content cites and Peraturan terkait leaves unticked, read with the
 * very scanner the browser runs as staff type (shared/regulations/mentions.ts), so a form saved
 * without JavaScript, or pasted into and saved at once, comes back with the same suggestions.
 * Nothing is linked here: a passing mention is not a discussion (decision 56).
 */
import { findMentions } from '../../../../shared/regulations/mentions'
import { htmlToText } from '../../../../shared/text/html-to-text'
import type { FieldOption } from '../../../../web/src/dashboard/collections/module-fields'

/** The field whose text is read for citations, as in the browser (mention-suggestions.tsx). */
export const MENTION_SOURCE_FIELD = 'content'

/**
 * The regulation choices with those the content cites and `linked` leaves out marked
 * `suggested`. One linear pass of the scanner over the content's text: about half a second for
 * the dashboard's largest body (2 MB) of the worst text, milliseconds for an article.
 */
export function withSuggestions(options: readonly FieldOption[], contentHtml: string, linked: readonly string[]): FieldOption[] {
  const keyed = options.filter((option) => option.mentionKey)
  if (keyed.length === 0 || !contentHtml) return [...options]
  const cited = new Set(findMentions(htmlToText(contentHtml)).map((mention) => mention.key))
  const ticked = new Set(linked)
  return options.map((option) => (option.mentionKey && cited.has(option.mentionKey) && !ticked.has(option.id) ? { ...option, suggested: true } : option))
}
