/**
 * A small CSV reader for the subscriber import (RFC 4180: quoted fields, doubled quotes, CRLF or
 * LF lines), written here because the project has no CSV parser among its dependencies
 * (docs/decisions/0053-digest-and-import.md). One pass over the text, linear in its length,
 * bounded in rows and cells so a strange file costs no more than a plain one. Spreadsheets saved
 * with an Indonesian locale separate cells with `;`: the separator is the header line's.
 */

export interface CsvLimits {
  /** Rows read at most (the header included); `tooManyRows` says when more were there. */
  maxRows: number
  /** Cells per row kept (the rest are dropped: no column of ours is past them). */
  maxCells: number
  /** Characters per cell kept. */
  maxCellChars: number
}

export interface CsvTable {
  rows: string[][]
  /** The line each row starts on (1-based), for messages. */
  lines: number[]
  tooManyRows: boolean
  /** A quote opened and never closed: the rows after it are not reliable. */
  unclosedQuote: boolean
}

/** `;` when the first line has semicolons and no commas outside quotes, else `,`. */
export function separatorOf(text: string): ',' | ';' {
  let quoted = false
  let commas = 0
  let semicolons = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && ch === ',') commas++
    else if (!quoted && ch === ';') semicolons++
  }
  return semicolons > 0 && commas === 0 ? ';' : ','
}

/** The rows of `text` (a byte order mark dropped, empty lines skipped). */
export function readCsv(input: string, limits: CsvLimits): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const separator = separatorOf(text)
  const rows: string[][] = []
  const lines: number[] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  let tooManyRows = false

  const pushCell = () => {
    if (row.length < limits.maxCells) row.push(cell.length > limits.maxCellChars ? cell.slice(0, limits.maxCellChars) : cell)
    cell = ''
  }
  const pushRow = () => {
    pushCell()
    // A blank line (one empty cell) is no row.
    if (!(row.length === 1 && row[0]!.trim() === '')) {
      if (rows.length < limits.maxRows) {
        rows.push(row)
        lines.push(rowLine)
      } else tooManyRows = true
    }
    row = []
  }

  for (let i = 0; i < text.length && !tooManyRows; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else {
        if (ch === '\n') line++
        // Appending past the bound would make one huge cell cost its length again at every slice.
        if (cell.length <= limits.maxCellChars) cell += ch
      }
      continue
    }
    if (ch === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (ch === separator) pushCell()
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      pushRow()
      line++
      rowLine = line
    } else if (cell.length <= limits.maxCellChars) cell += ch
  }
  const unclosedQuote = quoted
  if (!tooManyRows && (cell !== '' || row.length > 0)) pushRow()
  return { rows, lines, tooManyRows, unclosedQuote }
}
