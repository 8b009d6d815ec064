/**
 * Escapes text for XML element content and attribute values (feeds, sitemap).
 *
 * Markup characters become entities. Characters XML 1.0 does not allow at all (§2.2, `Char`:
 * controls other than tab, LF and CR, U+FFFE, U+FFFF, and surrogates without their pair) would
 * make a strict reader refuse the whole document, so one bad title would break the feed for
 * every subscriber: they are dropped (a lone surrogate becomes U+FFFD, as a UTF-8 encoder would
 * write it). DEL and the C1 controls are allowed but discouraged (§2.2, note), and NEXT LINE
 * U+0085 ends a line for XML 1.1 readers (§2.11 of XML 1.1): dropped as well.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
}
