/**
 * A guest speaker's line as staff write it, "nama, jabatan, lembaga", read as a name and what
 * they do. Indonesian names carry their degrees after commas ("Dr. Rina Hartono, S.H., M.H.,
 * Direktur, OJK"): those stay with the name, or the page would show "S.H." as the person's role
 * and JSON-LD would name a person "Dr. Rina Hartono" without them.
 */

/** An academic title written after a name: letters with dots (S.H., M.H., LL.M., Ph.D., M.Kn., S.E., M.B.A.). */
const DOTTED = /^(?:[A-Za-z]{1,4}\.){1,4}$/

/**
 * Professional titles written without dots. A list, not a pattern: an institution's short name
 * (OJK, BKPM, KPPU) looks the same and belongs to the role.
 */
const UNDOTTED = new Set(['CLA', 'CPA', 'CFA', 'CA', 'ACCA', 'CIArb', 'MCIArb', 'FCIArb', 'CIPP', 'CIPM', 'CCLP', 'CLI'])

export function isDegree(part: string): boolean {
  const word = part.trim().replace(/\s+/g, '')
  return word.length > 0 && word.length <= 12 && (DOTTED.test(word) || UNDOTTED.has(word))
}

/** `{ name, role }` of a guest speaker's line: the name with its degrees, the rest as written. */
export function guestSpeakerParts(line: string): { name: string; role: string } {
  const parts = line.split(',').map((part) => part.trim())
  let end = 1
  while (end < parts.length && isDegree(parts[end]!)) end += 1
  return { name: parts.slice(0, end).filter(Boolean).join(', '), role: parts.slice(end).filter(Boolean).join(', ') }
}
