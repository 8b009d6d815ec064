import { imageAlt } from '../../../shared/collections/seo-fields'
import type { Profile } from '../../../shared/schemas/types'
import { fallbackLang, withFallbacks, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { profiles } from '../../../shared/collections/profiles'
import { useLang } from '../i18n/lang-context'
import { initials } from '../../../shared/format'
import { attorneyUrl } from '../../../shared/urls'
import { Picture } from './picture'

/**
 * An attorney in a grid: portrait, name (the link), position. On an English page the position
 * is the English one where written, else the Indonesian one marked `lang="id"`. A profile not
 * read for the page's language yet (no `fallbacks`) is localized here, so every grid agrees.
 */
export function AttorneyCard({ profile: given, headingLevel = 3, priority }: { profile: WithFallbacks<Profile>; headingLevel?: 2 | 3; priority?: boolean }) {
  const { lang, t, href } = useLang()
  const profile = given.fallbacks ? given : withFallbacks(profiles, given, lang)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
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
          aspect={{ width: 375, height: 433 }}
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
    </article>
  )
}
