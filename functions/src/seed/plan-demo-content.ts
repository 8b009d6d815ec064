/**
 * Everything the seed will write, decided up front with ids assigned: documents reference
 * each other (authors, categories, orderings), and planning first lets the slow file
 * rendering run before any document exists, so a failure leaves the store empty.
 */
import { randomUUID } from 'node:crypto'
import { isPublishedAt, type Published } from '../../../shared/publish-rule'
import { slugify } from '../../../shared/schemas/common'
import type {
  CategoryData,
  OrderingData,
  PracticeAreaData,
  ProfileData,
  PostData,
  TagData,
} from '../../../shared/schemas/types'
import { orderingId } from '../content/orderings'
import { CATEGORIES, TAGS } from './categories-and-tags'
import { composePost, type TextSection } from './compose-post'
import { composeEnglishPost } from './english/compose-post-en'
import { ENGLISH_PRACTICE_AREAS } from './english/practice-areas'
import { ENGLISH_BLOGS, ENGLISH_PUBLICATIONS, type EnglishPost } from './english/posts'
import { ENGLISH_PROFILES } from './english/profiles'
import { suffixed } from './english/suffixed'
import { ENGLISH_CATEGORIES, ENGLISH_TAGS } from './english/taxonomy'
import { PRACTICE_AREAS, type PracticeAreaSlug } from './firm-practice-areas'
import { linkedinUrl, PEOPLE, personEmail, personPhone, type PersonSpec } from './firm-people'
import { coverAltText, portraitAltText } from './images'
import { BLOG_SPECS, PUBLICATION_SPECS, type PostSpec } from './posts-catalog'
import { TOPICS } from './posts-text'
import { spreadDates, type DateSpread } from './publish-dates'
import { hashString } from './seeded-random'

export interface Planned<T> {
  id: string
  data: T
}

export interface PlannedProfile extends Planned<Omit<ProfileData, 'picture' | 'cv'>> {
  person: PersonSpec
}

export type PostCollection = 'blogs' | 'publications'

export interface PlannedPost extends Planned<Omit<Published<PostData>, 'cover'>> {
  collection: PostCollection
  spec: PostSpec
  /** Sections of the publication PDF (unused for blogs). */
  sections: TextSection[]
  /**
   * Sections of the English PDF, for a publication whose English version has one
   * (english/posts.ts `pdf`); null otherwise, so its English page offers the Indonesian PDF.
   */
  sectionsEn: TextSection[] | null
  authors: PersonSpec[]
}

export interface DemoPlan {
  practiceAreas: Planned<PracticeAreaData>[]
  categories: Planned<CategoryData>[]
  tags: Planned<TagData>[]
  profiles: PlannedProfile[]
  blogs: PlannedPost[]
  publications: PlannedPost[]
  orderings: Planned<OrderingData>[]
}

const planned = <T>(data: T): Planned<T> => ({ id: randomUUID(), data })

/** Blogs reach back ~18 months; the newest is two days old, one is scheduled three days ahead. */
const BLOG_DATES: DateSpread = { oldestDaysAgo: 540, newestDaysAgo: 2, futureDaysAhead: 3 }
/** Publications are rarer; one is scheduled ten days ahead. */
const PUBLICATION_DATES: DateSpread = { oldestDaysAgo: 530, newestDaysAgo: 8, futureDaysAhead: 10 }

/** When the demo firm's practice areas were published. */
const AREAS_PUBLISHED_AT = '2020-01-06T01:00:00.000Z'

/** How many home-page attorneys: the managing partner and the partners. */
const HOME_ATTORNEYS = 6

export function planDemoContent(now: Date): DemoPlan {
  // Every demo area is published, since the firm opened (the seed has no draft areas), and has
  // its English version (english/practice-areas.ts), public in English as long.
  const practiceAreas = PRACTICE_AREAS.map((area) =>
    planned<PracticeAreaData>({
      ...area,
      ...suffixed(ENGLISH_PRACTICE_AREAS[area.slug as PracticeAreaSlug]),
      publishedAt: AREAS_PUBLISHED_AT,
      publishedAtEn: AREAS_PUBLISHED_AT,
    }),
  )
  const areaId = new Map(practiceAreas.map((area) => [area.data.slug as PracticeAreaSlug, area.id]))
  const areaName = new Map(PRACTICE_AREAS.map((area) => [area.slug as PracticeAreaSlug, area.name]))
  const categories = CATEGORIES.map((category) => planned<CategoryData>({ ...category, ...suffixed(ENGLISH_CATEGORIES[category.slug]) }))
  const categoryId = new Map(categories.map((category) => [category.data.slug, category.id]))
  const tags = TAGS.map((tag) => planned<TagData>({ ...tag, ...suffixed(ENGLISH_TAGS[tag.slug]) }))
  const tagId = new Map(tags.map((tag) => [tag.data.slug, tag.id]))

  const profiles: PlannedProfile[] = PEOPLE.map((person) => ({
    id: randomUUID(),
    person,
    data: {
      // Position, bio, education, admissions and languages in English (english/profiles.ts); the name is the same.
      ...suffixed(mustGet(new Map(Object.entries(ENGLISH_PROFILES)), person.slug)),
      slug: person.slug,
      name: person.name,
      position: person.position,
      kind: person.kind,
      email: personEmail(person),
      phone: personPhone(person),
      bio: person.bio,
      education: [...person.education],
      barAdmissions: [...person.barAdmissions],
      languages: [...person.languages],
      practiceAreaIds: person.areas.map((slug) => mustGet(areaId, slug)),
      linkedinUrl: linkedinUrl(person),
      // What the drawn portrait shows, in both languages.
      pictureAlt: portraitAltText(person.name).id,
      pictureAltEn: portraitAltText(person.name).en,
    },
  }))
  const profileBySlug = new Map(profiles.map((profile) => [profile.person.slug, profile]))
  const attorneys = profiles.filter((profile) => profile.person.kind === 'attorney')
  const seniority = new Map(PEOPLE.map((person, index) => [person.slug, index]))

  const englishProfiles = new Map(Object.entries(ENGLISH_PROFILES))

  // Authors rotate through each area's attorneys so every one of them has writing to show.
  const rotation = new Map<PracticeAreaSlug, number>()
  const authorsOf = (spec: PostSpec, slug: string, collection: PostCollection): PersonSpec[] => {
    if (spec.authors) return spec.authors.map((authorSlug) => mustGet(profileBySlug, authorSlug).person)
    const area = TOPICS[spec.topic].area
    if (!area) throw new Error(`post "${spec.title}" needs explicit authors`)
    const candidates = attorneys.filter((profile) => profile.person.areas.includes(area)).map((profile) => profile.person)
    const turn = rotation.get(area) ?? 0
    rotation.set(area, turn + 1)
    // Papers are co-written; about half of the blog posts are too.
    const count = collection === 'publications' || hashString(slug) % 2 === 0 ? 2 : 1
    const chosen = Array.from({ length: count }, (_, k) => candidates[(turn + k) % candidates.length] as PersonSpec)
    return chosen.sort((a, b) => (seniority.get(a.slug) ?? 0) - (seniority.get(b.slug) ?? 0))
  }

  const planPosts = (
    specs: readonly PostSpec[],
    collection: PostCollection,
    spread: DateSpread,
    englishBySlug: Readonly<Record<string, EnglishPost>>,
  ): PlannedPost[] => {
    const slugs = specs.map((spec) => slugify(spec.title, 'id'))
    // A translation keyed by a slug no spec has would silently go unseeded.
    for (const key of Object.keys(englishBySlug)) {
      if (!slugs.includes(key)) throw new Error(`English ${collection} text for unknown post "${key}"`)
    }
    const dates = spreadDates(
      specs.map((spec, index) => ({ key: slugs[index] ?? spec.title, future: spec.future })),
      now,
      spread,
    )
    return specs.map((spec, index) => {
      const slug = slugs[index] as string
      const publishedAt = dates[index] as Date
      const authors = authorsOf(spec, slug, collection)
      const area = TOPICS[spec.topic].area
      const composed = composePost(spec, {
        slug,
        publishedAt,
        areaName: area ? (areaName.get(area) ?? null) : null,
        authors: authors.map((author) => ({ name: author.name, position: author.position })),
      })
      const english = englishBySlug[slug]
      const composedEn = english
        ? composeEnglishPost(spec, english, {
            slug,
            publishedAt,
            areaName: area ? ENGLISH_PRACTICE_AREAS[area].name : null,
            authors: authors.map((author) => ({ name: author.name, position: mustGet(englishProfiles, author.slug).position })),
          })
        : null
      return {
        id: randomUUID(),
        collection,
        spec,
        sections: composed.sections,
        sectionsEn: collection === 'publications' && english?.pdf && composedEn ? composedEn.sections : null,
        authors,
        data: {
          title: spec.title,
          slug,
          content: composed.html,
          excerpt: spec.excerpt,
          categoryId: mustGet(categoryId, spec.category),
          tagIds: spec.tags.map((tag) => mustGet(tagId, tag)),
          authorIds: authors.map((author) => mustGet(profileBySlug, author.slug).id),
          publishedAt: publishedAt.toISOString(),
          plannedAt: null,
          // The demo firm sends no client alert by itself (no category is chosen in its settings).
          sendAlert: 'auto',
          // About half the posts have an English version (english/posts.ts); its list date is
          // the post's own while it has one (functions/src/collections/publish-intent.ts).
          titleEn: english?.title ?? null,
          slugEn: english ? slugify(english.title, 'en') : null,
          contentEn: composedEn?.html ?? null,
          excerptEn: english?.excerpt ?? null,
          publishedAtEn: english ? publishedAt.toISOString() : null,
          // What the abstract cover shows; in English where the post has an English version.
          coverAlt: coverAltText(slug).id,
          coverAltEn: english ? coverAltText(slug).en : null,
        },
      }
    })
  }

  const blogs = planPosts(BLOG_SPECS, 'blogs', BLOG_DATES, ENGLISH_BLOGS)
  const publications = planPosts(PUBLICATION_SPECS, 'publications', PUBLICATION_DATES, ENGLISH_PUBLICATIONS)

  const attorneyIds = attorneys.map((profile) => profile.id)
  const ordering = (type: OrderingData['type'], key: string | null, ids: string[]): Planned<OrderingData> => ({
    id: orderingId(type, key),
    data: { type, key, ids },
  })
  const newestPast = (posts: PlannedPost[]) =>
    posts
      .filter((post) => isPublishedAt(post.data, now))
      .sort((a, b) => b.data.publishedAt.localeCompare(a.data.publishedAt))
  const [latestBlog, secondBlog] = newestPast(blogs)
  const [latestPublication] = newestPast(publications)
  const pinned = [
    latestBlog && `blogs/${latestBlog.id}`,
    latestPublication && `publications/${latestPublication.id}`,
    secondBlog && `blogs/${secondBlog.id}`,
  ].filter((ref): ref is string => Boolean(ref))

  const orderings = [
    ordering('attorneys', null, attorneyIds),
    // PRACTICE_AREAS is in the order the site lists them.
    ordering('practice_areas', null, practiceAreas.map((area) => area.id)),
    ordering('home_attorneys', null, attorneyIds.slice(0, HOME_ATTORNEYS)),
    ...practiceAreas.map((area) =>
      ordering(
        'practice_area_attorneys',
        area.id,
        attorneys.filter((profile) => profile.data.practiceAreaIds.includes(area.id)).map((profile) => profile.id),
      ),
    ),
    ordering('home_pinned', null, pinned),
  ]

  return { practiceAreas, categories, tags, profiles, blogs, publications, orderings }
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`seed data refers to unknown ${String(key)}`)
  return value
}
