import { imageAlt } from '../../../shared/collections/seo-fields'
import type { PracticeArea, Profile } from '../../../shared/schemas/types'
import { fallbackLang, withFallbacks, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { profiles } from '../../../shared/collections/profiles'
import { useLang } from '../i18n/lang-context'
import { initials } from '../../../shared/format'
import { attorneyUrl, attorneyVcardUrl } from '../../../shared/urls'
import { Picture } from './picture'

/**
 * An attorney in a grid: portrait, name (the link), position. On an English page the position
 * is the English one where written, else the Indonesian one marked `lang="id"`. A profile not
 * read for the page's language yet (no `fallbacks`) is localized here, so every grid agrees.
 * Given the page's practice areas (the directory), the card also names the attorney's areas and
 * languages and offers Email and vCard, so a visitor can reach someone from the list itself;
 * each action's name says whose it is (a grid of "Email" links would all read the same).
 */
export function AttorneyCard({ profile: given, headingLevel = 3, priority, areas }: { profile: WithFallbacks<Profile>; headingLevel?: 2 | 3; priority?: boolean; areas?: readonly PracticeArea[] }) {
  const { lang, t, href } = useLang()
  const d = t.directory
  const profile = given.fallbacks ? given : withFallbacks(profiles, given, lang)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const areaNames = areas ? areas.filter((area) => profile.practiceAreaIds.includes(area.id)).map((area) => area.name) : []
  const detailed = areas !== undefined
  return (
    <article className="attorney-card">
      {profile.picture ? (
        <Picture
          file={profile.picture}
          // Staff's alternative text, else "Foto {name}" as before it existed (decision 35).
          alt={imageAlt(profile, 'pictureAlt', lang) || t.directory.portraitOf(profile.name)}
          widths={[240, 320]}
          sizes="(min-width: 1160px) 200px, (min-width: 640px) 30vw, 45vw"
          className="attorney-card-image"
          aspect={{ width: 4, height: 5 }}
          priority={priority}
        />
      ) : (
        <div className="attorney-card-image placeholder" aria-hidden="true">
          {initials(profile.name)}
        </div>
      )}
      <Heading className="attorney-card-name">
        <a href={href(attorneyUrl(profile.slug))}>{profile.name}</a>
      </Heading>
      <p className="attorney-card-position" lang={fallbackLang(profile, 'position')}>
        {profile.position}
      </p>
      {detailed && (areaNames.length > 0 || profile.languages.length > 0) ? (
        <dl className="attorney-card-facts">
          {areaNames.length > 0 ? (
            <div>
              <dt>{d.areas}</dt>
              <dd>{areaNames.join(', ')}</dd>
            </div>
          ) : null}
          {profile.languages.length > 0 ? (
            <div>
              <dt>{d.languages}</dt>
              <dd lang={fallbackLang(profile, 'languages')}>{profile.languages.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {detailed ? (
        <p className="attorney-card-actions">
          {profile.email ? (
            <a href={`mailto:${profile.email}`}>
              {d.email}
              <span className="visually-hidden">{` ${profile.name}`}</span>
            </a>
          ) : null}
          <a href={attorneyVcardUrl(profile.slug)} download>
            vCard<span className="visually-hidden">{` ${profile.name}`}</span>
          </a>
        </p>
      ) : null}
    </article>
  )
}
