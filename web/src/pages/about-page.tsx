import { filledPairs, FIGURES, VALUES, type PageData } from '../../../shared/collections/pages'
import type { Breadcrumb } from '../components/head'
import { Breadcrumbs } from '../components/breadcrumbs'
import type { SiteView } from '../../../shared/site-view'
import { fallbackLang, type WithFallbacks } from '../../../shared/i18n/fallbacks'
import { useLang } from '../i18n/lang-context'
import { attorneyUrl, attorneyVcardUrl, COLLECTION_PATHS, postUrl, SITE_PATHS } from '../../../shared/urls'
import { RichText } from '../components/rich-text'
import { AsideBlock, AsideLinkList, AsidePeople, SideLayout } from '../components/side-column'
import type { PostCollection } from '../../../shared/schemas/post'
import type { Profile } from '../../../shared/schemas/types'
import { isoDate } from '../../../shared/format'
import { ExtraBlocks } from './blocks/extra-blocks'
import type { BlockView } from './blocks/page-block'

export interface AboutPageProps {
  breadcrumbs: Breadcrumb[]
  site: SiteView
  /** In the page's language; on an English page what fell back to Indonesian is named, and marked. */
  page: WithFallbacks<PageData<'about'>> | null
  /** The home page's figures, shown here as "Dalam angka". */
  home: WithFallbacks<PageData<'home'>> | null
  /** The blocks staff added after the copy, with what their lists show. */
  blocks?: readonly BlockView[]
  /** The firm's key people (the first of the home page's attorneys), as the page's language reads them. */
  people?: readonly WithFallbacks<Profile>[]
  /** The latest blogs and publications of the page's edition, newest first. */
  writing?: readonly { collection: PostCollection; post: { id: string; slug: string; title: string; publishedAt: string } }[]
}

/**
 * /about: the copy staff write under Halaman → Tentang Kami, each part shown only when written,
 * at the text's measure; beside it on a wide screen (after it on a phone) who the firm is and
 * what it wrote lately.
 */
export function AboutPage({ breadcrumbs, site, page, home, blocks, people = [], writing = [] }: AboutPageProps) {
  const values = filledPairs(page, 'value', VALUES, 'Title', 'Text')
  const figures = filledPairs(home, 'figure', FIGURES, 'Value', 'Label')
  const { t, href, date } = useLang()
  const ui = t.about
  const side =
    people.length > 0 || writing.length > 0 ? (
      <>
        {people.length > 0 ? (
          <AsideBlock id="key-people-title" title={ui.keyPeople}>
            <AsidePeople
              variant="portrait"
              actions={{ email: ui.email, vcard: ui.vcard }}
              people={people.map((profile) => ({
                id: profile.id,
                name: profile.name,
                href: href(attorneyUrl(profile.slug)),
                position: profile.position,
                positionLang: fallbackLang(profile, 'position'),
                picture: profile.picture ?? null,
                email: profile.email || undefined,
                vcardHref: attorneyVcardUrl(profile.slug),
              }))}
            />
            <p className="aside-more">
              <a href={href(COLLECTION_PATHS.profiles)}>{ui.allAttorneys}</a>
            </p>
          </AsideBlock>
        ) : null}
        {writing.length > 0 ? (
          <AsideBlock id="latest-writing-title" title={ui.latestWriting}>
            <AsideLinkList
              items={writing.map(({ collection, post }) => ({
                key: post.id,
                href: href(postUrl(collection, post.slug)),
                title: post.title,
                meta: <time dateTime={isoDate(post.publishedAt)}>{date(post.publishedAt)}</time>,
              }))}
            />
          </AsideBlock>
        ) : null}
      </>
    ) : null
  return (
    <div className="container page">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{ui.heading(site.name)}</h1>
      {page?.aboutIntro ? (
        <p className="lead" lang={fallbackLang(page, 'aboutIntro')}>
          {page.aboutIntro}
        </p>
      ) : null}
      <SideLayout className="about-layout" asideLabel={ui.side} aside={side}>
        {/* Sanitized when saved (functions/src/collections/save-document.ts), as post content is. */}
        {page?.aboutBody ? <RichText html={page.aboutBody} lang={fallbackLang(page, 'aboutBody')} /> : null}
        {values.length > 0 ? (
          <section aria-labelledby="values-title" className="section-tight">
            <h2 id="values-title">{ui.values}</h2>
            <ul className="value-grid">
              {values.map((value) => (
                <li key={value.a}>
                  <h3 lang={fallbackLang(page, `value${value.n}Title`)}>{value.a}</h3>
                  <p lang={fallbackLang(page, `value${value.n}Text`)}>{value.b}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {figures.length > 0 ? (
          <section aria-labelledby="facts-title" className="section-tight">
            <h2 id="facts-title">{ui.figures}</h2>
            <ul className="fact-grid">
              {figures.map((fact) => (
                <li key={fact.b}>
                  <strong>{fact.a}</strong>
                  <span lang={fallbackLang(home, `figure${fact.n}Label`)}>{fact.b}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="cta-line">
          <a className="button" href={href(COLLECTION_PATHS.profiles)}>
            {ui.meetAttorneys}
          </a>{' '}
          <a className="button button-ghost" href={href(SITE_PATHS.contact)}>
            {ui.contact}
          </a>
        </p>
      </SideLayout>
      <ExtraBlocks blocks={blocks} />
    </div>
  )
}
