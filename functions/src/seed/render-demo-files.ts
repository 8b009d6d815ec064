/**
 * Renders and stores every demo file (portraits, CVs, covers, publication PDFs, the hero and the
 * practice areas' covers). This is
 * the slow part of the seed, so it runs a few tasks at a time and reports progress in batches.
 */
import { BLOCK_IMAGE_FOLDER } from '../../../shared/collections/page-blocks'
import { uploadPath } from '../../../shared/schemas/file-paths'
import type { StoredFile } from '../../../shared/schemas/types'
import type { FileStore } from '../backends/ports'
import { PRACTICE_AREAS } from './firm-practice-areas'
import { coverAltText, renderCover, renderPortrait } from './images'
import { renderAreaCover, renderHero } from './brand-images'
import { mapWithLimit } from './limited-concurrency'
import { renderCvPdf, renderPublicationPdf } from './pdfs'
import { ENGLISH_PROFILES } from './english/profiles'
import type { DemoPlan, PlannedPost, PlannedProfile } from './plan-demo-content'

/** Enough to keep both cores of a small server busy without starving requests. */
const CONCURRENCY = 4

export interface ProfileFiles {
  picture: StoredFile
  cv: StoredFile
}

export interface PostFiles {
  cover: StoredFile
  /** Publications only. */
  file?: StoredFile
  /** The English PDF, for a publication whose English version has one. */
  fileEn?: StoredFile
}

export interface RenderedFiles {
  profiles: Map<string, ProfileFiles>
  posts: Map<string, PostFiles>
  /** Each practice area's cover, by the area's id. */
  areas: Map<string, StoredFile>
  /** The home page's hero image (Halaman → Beranda), which the block page's hero shows too. */
  hero: StoredFile
  /** The block page's Gambar block (firm-block-page.ts), with what it shows. */
  blockFigure: StoredFile
  blockFigureAlt: { id: string; en: string }
  count: number
}

/** Calls `report` every `every` completions and at the last one. */
export function batchCounter(total: number, every: number, report: (done: number, total: number) => void): () => void {
  let done = 0
  return () => {
    done++
    if (done % every === 0 || done === total) report(done, total)
  }
}

/*
 * Files are named as the dashboard's uploads are (`uploadPath`): never derived from a slug, which
 * anyone can read or guess from a title, so the name of a scheduled post's cover or a staff
 * portrait cannot be worked out from the outside. The bytes stay reproducible (they are keyed by
 * the slug); only the names are random.
 */

async function store(
  files: FileStore,
  path: string,
  bytes: Uint8Array,
  contentType: string,
  extra: Partial<StoredFile> = {},
): Promise<StoredFile> {
  const info = await files.put(path, bytes, contentType)
  return { path, contentType, size: info.size, ...extra }
}

const areaNames = new Map(PRACTICE_AREAS.map((area) => [area.slug, area.name]))

async function renderProfileFiles(files: FileStore, profile: PlannedProfile, now: Date): Promise<ProfileFiles> {
  const { person, data } = profile
  const portrait = await renderPortrait(person.slug)
  const picture = await store(files, uploadPath('profile_pictures', 'jpg'), portrait.bytes, 'image/jpeg', {
    width: portrait.width,
    height: portrait.height,
    originalName: `${person.slug}.jpg`,
  })
  const cvBytes = await renderCvPdf({
    name: data.name,
    position: data.position,
    email: data.email,
    phone: data.phone,
    linkedinUrl: data.linkedinUrl,
    bio: data.bio,
    education: data.education,
    barAdmissions: data.barAdmissions,
    languages: data.languages,
    practiceAreas: person.areas.map((slug) => areaNames.get(slug) ?? slug),
    portrait: portrait.bytes,
    created: now,
  })
  const cv = await store(files, uploadPath('cv', 'pdf'), cvBytes, 'application/pdf', {
    originalName: `CV-${person.slug}.pdf`,
  })
  return { picture, cv }
}

async function renderPostFiles(files: FileStore, post: PlannedPost): Promise<PostFiles> {
  const { slug } = post.data
  const folder = post.collection === 'blogs' ? 'blog_images' : 'publication_images'
  const image = await renderCover(slug)
  const cover = await store(files, uploadPath(folder, 'jpg'), image.bytes, 'image/jpeg', {
    width: image.width,
    height: image.height,
    originalName: `${slug}.jpg`,
  })
  if (post.collection === 'blogs') return { cover }
  const pdf = await renderPublicationPdf({
    lang: 'id',
    title: post.data.title,
    excerpt: post.data.excerpt,
    publishedAt: new Date(post.data.publishedAt),
    authors: post.authors.map((author) => ({ name: author.name, position: author.position, bio: author.bio })),
    sections: post.sections,
    cover: image.bytes,
  })
  const file = await store(files, uploadPath('publications', 'pdf'), pdf, 'application/pdf', { originalName: `${slug}.pdf` })
  if (!post.sectionsEn || !post.data.titleEn || !post.data.slugEn) return { cover, file }
  const pdfEn = await renderPublicationPdf({
    lang: 'en',
    title: post.data.titleEn,
    excerpt: post.data.excerptEn ?? '',
    publishedAt: new Date(post.data.publishedAt),
    authors: post.authors.map((author) => {
      const english = ENGLISH_PROFILES[author.slug]
      return { name: author.name, position: english?.position ?? author.position, bio: english?.bio ?? author.bio }
    }),
    sections: post.sectionsEn,
    cover: image.bytes,
  })
  const fileEn = await store(files, uploadPath('publications', 'pdf'), pdfEn, 'application/pdf', { originalName: `${post.data.slugEn}.pdf` })
  return { cover, file, fileEn }
}

export async function renderDemoFiles(
  plan: DemoPlan,
  files: FileStore,
  now: Date,
  progress: (step: string) => void,
): Promise<RenderedFiles> {
  // The brand's images first: the hero and a cover per practice area.
  const heroImage = await renderHero()
  const hero = await store(files, uploadPath('hero_images', 'jpg'), heroImage.bytes, 'image/jpeg', {
    width: heroImage.width,
    height: heroImage.height,
    originalName: 'beranda.jpg',
  })
  // The block page's figure goes where the block editor uploads (BLOCK_IMAGE_FOLDER).
  const figureKey = 'japan-desk'
  const figureImage = await renderCover(figureKey)
  const blockFigure = await store(files, uploadPath(BLOCK_IMAGE_FOLDER, 'jpg'), figureImage.bytes, 'image/jpeg', {
    width: figureImage.width,
    height: figureImage.height,
    originalName: `${figureKey}.jpg`,
  })
  const rendered: RenderedFiles = { profiles: new Map(), posts: new Map(), areas: new Map(), hero, blockFigure, blockFigureAlt: coverAltText(figureKey), count: 2 }
  await mapWithLimit(plan.practiceAreas, CONCURRENCY, async (area) => {
    const image = await renderAreaCover(area.data.slug)
    const cover = await store(files, uploadPath('practice_area_images', 'jpg'), image.bytes, 'image/jpeg', {
      width: image.width,
      height: image.height,
      originalName: `${area.data.slug}.jpg`,
    })
    rendered.areas.set(area.id, cover)
    rendered.count += 1
  })
  progress(`gambar beranda dan sampul bidang praktik ${plan.practiceAreas.length}`)

  const profileTick = batchCounter(plan.profiles.length, 5, (done, total) => progress(`foto dan CV profil ${done}/${total}`))
  await mapWithLimit(plan.profiles, CONCURRENCY, async (profile) => {
    rendered.profiles.set(profile.id, await renderProfileFiles(files, profile, now))
    rendered.count += 2
    profileTick()
  })

  const blogTick = batchCounter(plan.blogs.length, 8, (done, total) => progress(`sampul blog ${done}/${total}`))
  await mapWithLimit(plan.blogs, CONCURRENCY, async (post) => {
    rendered.posts.set(post.id, await renderPostFiles(files, post))
    rendered.count += 1
    blogTick()
  })

  const publicationTick = batchCounter(plan.publications.length, 4, (done, total) =>
    progress(`sampul dan PDF publikasi ${done}/${total}`),
  )
  await mapWithLimit(plan.publications, CONCURRENCY, async (post) => {
    rendered.posts.set(post.id, await renderPostFiles(files, post))
    rendered.count += 2
    publicationTick()
  })

  return rendered
}
