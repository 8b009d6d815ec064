/** Small pieces of a public page's head that site pages and collection pages both write. */

/** A page's JSON-LD blocks, without those that have nothing to say (a firm without a name). */
export function ld(...blocks: (object | null)[]): object[] {
  return blocks.filter((block): block is object => block !== null)
}

/** Cuts text at a word boundary so meta descriptions stay within what search engines show. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`
}
