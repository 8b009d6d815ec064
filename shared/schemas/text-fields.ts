import * as z from 'zod'
import { MSG } from './messages'

/**
 * Control characters in what staff type, decided once for every form.
 *
 * Single-line fields (names, titles, positions, slugs, emails, phone numbers, URLs, category
 * and tag names, file references, ids, dates) end up in line-based formats: vCard lines, HTTP
 * headers (Content-Disposition), feeds, log lines, the staff command's listing. A line break
 * there starts a line the sender writes (`TITLE:Partner\rURL:https://evil.example/`), so they
 * are refused at the schema, which runs in the browser (the message shows beside the field)
 * and again on the server.
 *
 * Refused in a single line:
 * - C0 controls U+0000–U+001F and DEL U+007F, C1 controls U+0080–U+009F (Unicode category Cc),
 *   among them NEL U+0085, a line end in XML 1.1 (§2.11) and to Python's `str.splitlines`;
 * - LINE SEPARATOR U+2028 and PARAGRAPH SEPARATOR U+2029. They are not controls (categories Zl,
 *   Zp) but mandatory line breaks (Unicode UAX #14, class BK), line terminators in ECMAScript
 *   (§12.3) and line ends to `str.splitlines`: a reader that splits on them sees a new line,
 *   and nobody types them in a name.
 * TAB is the exception: a paste from a spreadsheet brings it, it breaks no line in any format
 * we write, so it becomes a space instead of a refusal.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/

/**
 * Every convention of line break, made one LF: CRLF (browsers send textarea line breaks so,
 * HTML Standard, form submission newline normalisation), a lone CR, VT and FF (a line break and
 * a page break pasted from a word processor), NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR.
 */
const LINE_BREAK = /\r\n|[\r\u000b\u000c\u0085\u2028\u2029]/g

/** After line breaks are made LF: every C0 and C1 control except TAB and LF. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/

type StringParams = Parameters<typeof z.string>[0]

/** True when the text can stand on one line of any line-based format (TAB aside). */
export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value)
}

/** True when the text, its line breaks made LF, has no control character but TAB and LF. */
export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_FORBIDDEN.test(value)
}

/** The text with every line break made LF. */
export function normalizeLineBreaks(value: string): string {
  return value.replace(LINE_BREAK, '\n')
}

/**
 * A one-line text field: control characters and line breaks refused with one message (and no
 * other message for the same field), tabs made spaces. Chain the field's own rules after it:
 * `singleLineText({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired)`.
 */
export function singleLineText(params?: StringParams) {
  return z
    .string(params)
    .refine(isSingleLineText, { message: MSG.controlCharacters, abort: true })
    .overwrite((value) => value.replace(/\t/g, ' '))
}

/**
 * A multi-line field (textarea, rich text): line breaks of every kind made LF, tabs kept, other
 * control characters refused (they are invisible, so the message says where they come from).
 */
export function multiLineText(params?: StringParams) {
  return z
    .string(params)
    .overwrite(normalizeLineBreaks)
    .refine(isMultiLineText, { message: MSG.hiddenControlCharacters, abort: true })
}

/**
 * One paragraph typed in a text box: a text too long for a one-line input (longer than a
 * title), stored as one line, every line break and run of spaces made one space, as a pasted
 * paragraph reads. Chain the field's own rules after it.
 */
export function oneParagraph(params?: StringParams) {
  return multiLineText(params).overwrite((value) => value.replace(/\s+/g, ' '))
}
