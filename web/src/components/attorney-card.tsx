import type { Profile } from '../../../shared/schemas/types'
import { initials } from '../lib/format'
import { attorneyUrl } from '../lib/urls'
import { Picture } from './picture'

/** An attorney in a grid: portrait, name (the link), position. */
export function AttorneyCard({ profile, headingLevel = 3, priority }: { profile: Profile; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="attorney-card">
      {profile.picture ? (
        <Picture
          file={profile.picture}
          alt={`Foto ${profile.name}`}
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
        <a href={attorneyUrl(profile.slug)}>{profile.name}</a>
      </Heading>
      <p className="attorney-card-position">{profile.position}</p>
    </article>
  )
}
