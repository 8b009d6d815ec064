/** A phone number as a tel: link. Its spaces do not break, so the number never wraps across lines. */
export function PhoneLink({ number, href }: { number: string; href?: string }) {
  return <a href={href ?? `tel:${number.replace(/[^+\d]/g, '')}`}>{number.replace(/ /g, '\u00a0')}</a>
}
