/**
 * The side column that puts a desktop's right third to use (docs/decisions/0055-photography-and-layout.md):
 * the text keeps its measure and a column sits beside it from 960 px, after it on narrower
 * screens. Articles, practice areas, About, Contact
 * and an opening's page share it, so the column reads the same everywhere (article.css,
 * side-column.css).
 */
import type { ReactNode } from 'react'
import type { StoredFile } from '../../../shared/schemas/types'
import { initials } from '../../../shared/format'
import { Picture } from './picture'

function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

export interface SideLayoutProps {
  /** The main column: text at its measure. */
  children: ReactNode
  aside: ReactNode
  /** The column's accessible name: a label, or the id of the heading that names it. */
  asideLabel?: string
  asideLabelledBy?: string
  className?: string
  /** The column stays in view while the text beside it scrolls: a panel with the page's one action. */
  sticky?: boolean
}

/** The text and its side column. */
export function SideLayout({ children, aside, asideLabel, asideLabelledBy, className, sticky }: SideLayoutProps) {
  // No column without content: an empty landmark would be announced for nothing.
  const column = aside == null || aside === false ? null : (
    <aside className={classes('post-aside', sticky && 'is-sticky')} aria-label={asideLabel} aria-labelledby={asideLabelledBy}>
      {aside}
    </aside>
  )
  return (
    <div className={classes('post-layout', className)}>
      <div className="post-main">{children}</div>
      {column}
    </div>
  )
}

/** One titled part of the side column. */
export function AsideBlock({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={classes('aside-block', className)} aria-labelledby={id}>
      <h2 id={id} className="aside-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A person as the side column lists them. */
export interface AsidePerson {
  id: string
  name: string
  /** Their page. */
  href: string
  position: string
  /** `id` where the position is the Indonesian one on an English page (decision 30's marking). */
  positionLang?: string
  picture: StoredFile | null
  /** Ways to reach them, shown under the position: their address and their vCard. */
  email?: string
  vcardHref?: string
}

export interface AsidePeopleProps {
  people: readonly AsidePerson[]
  /** `round`: a small round portrait (authors, an area's contacts); `portrait`: the 4:5 crop of every other portrait. */
  variant?: 'round' | 'portrait'
  className?: string
  /** The words of the actions: "Email", "vCard". */
  actions?: { email: string; vcard: string }
}

/** People with their portraits: an article's authors, an area's contacts, the firm's key people. */
export function AsidePeople({ people, variant = 'round', className, actions }: AsidePeopleProps) {
  const portrait = variant === 'portrait'
  const pictureClass = classes('aside-portrait', portrait && 'aside-portrait-tall')
  return (
    <ul className={classes('aside-authors', portrait && 'aside-people-tall', className)}>
      {people.map((person) => (
        <li key={person.id}>
          {person.picture ? (
            <Picture
              file={person.picture}
              alt=""
              widths={[96]}
              sizes={portrait ? '72px' : '48px'}
              className={pictureClass}
              aspect={portrait ? { width: 4, height: 5 } : { width: 1, height: 1 }}
            />
          ) : (
            <span className={classes(pictureClass, 'placeholder')} aria-hidden="true">
              {initials(person.name)}
            </span>
          )}
          <span>
            <a href={person.href}>{person.name}</a>
            <span className="aside-muted" lang={person.positionLang}>
              {person.position}
            </span>
            {actions && (person.email || person.vcardHref) ? (
              <span className="aside-person-actions">
                {person.email ? (
                  <a href={`mailto:${person.email}`}>
                    {actions.email}
                    <span className="visually-hidden">: {person.name}</span>
                  </a>
                ) : null}
                {person.vcardHref ? (
                  <a href={person.vcardHref} download>
                    {actions.vcard}
                    <span className="visually-hidden">: {person.name}</span>
                  </a>
                ) : null}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** A link in a side column's list: a title and a quiet line under it (a date, a place). */
export interface AsideLink {
  key: string
  href: string
  title: string
  /** `id` where the title is the Indonesian one on an English page. */
  titleLang?: string
  meta?: ReactNode
}

/** Titles with a quiet line each: related articles, recent writing, other openings. */
export function AsideLinkList({ items }: { items: readonly AsideLink[] }) {
  return (
    <ul className="related-list">
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href} lang={item.titleLang}>
            {item.title}
          </a>
          {item.meta ? <span className="aside-muted">{item.meta}</span> : null}
        </li>
      ))}
    </ul>
  )
}
