/**
 * For tests: the characters every single-line field must refuse. The line ends of every
 * convention (CR, LF, CRLF, VT, FF, C1's NEXT LINE, the Unicode line and paragraph separators),
 * NUL, DEL, ESC and C1's CSI (both start terminal control sequences).
 */
export const LINE_BREAKING_CHARACTERS = ['\r', '\n', '\r\n', '\u0000', '\u0085', '\u2028', '\u2029', '\u000b', '\u000c', '\u001b', '\u007f', '\u009b'] as const

/** Test names readers can tell apart: `"\r"`, `"\u2028"`. */
export const NAMED_LINE_BREAKING_CHARACTERS = LINE_BREAKING_CHARACTERS.map((char) => [escapeForName(char), char] as const)

function escapeForName(char: string): string {
  return [...char].map((c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')
}
