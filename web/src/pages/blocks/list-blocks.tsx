/** The blocks that list the site's own content: Daftar advokat, Daftar bidang praktik, Publikasi terbaru. */
import type { AttorneysBlock, PracticeAreasBlock, PublicationsBlock } from '../../../../shared/collections/page-blocks'
import type { WithFallbacks } from '../../../../shared/i18n/fallbacks'
import type { PostView } from '../../../../shared/post-view'
import type { PracticeArea, Profile } from '../../../../shared/schemas/types'
import { practiceAreaUrl } from '../../../../shared/urls'
import { AttorneyCard } from '../../components/attorney-card'
import { PostCard } from '../../components/post-card'
import { useLang } from '../../i18n/lang-context'
import { BlockText } from './block-text'

/** A list block with nothing to list (no published attorney, area or publication yet) shows nothing. */
export function AttorneysBlockView({ block, attorneys }: { block: AttorneysBlock; attorneys: WithFallbacks<Profile>[] }) {
  if (attorneys.length === 0) return null
  return (
    <section className="block block-list">
      <BlockText block={block} name="heading" as="h2" />
      <div className="attorney-grid">
        {attorneys.map((profile) => (
          <AttorneyCard key={profile.id} profile={profile} />
        ))}
      </div>
    </section>
  )
}

export function PracticeAreasBlockView({ block, areas }: { block: PracticeAreasBlock; areas: PracticeArea[] }) {
  const { href } = useLang()
  if (areas.length === 0) return null
  return (
    <section className="block block-list">
      <BlockText block={block} name="heading" as="h2" />
      <ul className="block-area-list">
        {areas.map((area) => (
          <li key={area.id}>
            <a href={href(practiceAreaUrl(area.slug))}>{area.name}</a>
            <p>{area.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function PublicationsBlockView({ block, posts }: { block: PublicationsBlock; posts: PostView[] }) {
  if (posts.length === 0) return null
  return (
    <section className="block block-list">
      <BlockText block={block} name="heading" as="h2" />
      <div className="card-grid">
        {posts.map((view) => (
          <PostCard key={view.post.id} view={view} />
        ))}
      </div>
    </section>
  )
}
