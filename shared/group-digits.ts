/**
 * A whole number with its thousands grouped as the reader's language writes them: `5.000`
 * (Indonesian), `5,000` (English), what `toLocaleString('id-ID' | 'en-GB')` gives for an integer.
 * For the limits that messages name when a module loads: the process's first Intl use loads ICU's
 * data (some 30 ms of a new Functions instance's start), and these numbers need none of it.
 */
export function groupDigits(n: number, lang: 'id' | 'en' = 'id'): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.')
}
