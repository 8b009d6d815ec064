/**
 * A firm's archive at real scale, on top of the demo firm (docs/scale.md): thousands of posts in
 * both languages, a hundred and more profiles, a thousand regulations (Peraturan), hundreds of
 * events (Acara), Pustaka Media's entries by the ten thousand. Each
 * item is a variation of a demo item of its kind (its text, cover, PDF and picture are the demo's
 * own), written through the store's own `create`, so it is stored, indexed for search and given
 * its revision and log line as a save would. The files are shared: no image is rendered again,
 * and Pustaka Media's entries are records only (their paths name no stored file), so a backup of
 * the large store copies the demo's files, not 20,000 files' bytes.
 */
import { mediaIdOf } from '../media/library'
import type { Backend, CollectionName, DataOf, DocOf } from '../backends/ports'
import type { Blog, EventDoc, Profile, Publication } from '../../../shared/schemas/types'
import { seedDemoContent, withTranslationSource } from '.'
import { wibAt } from './events'

export interface LargeSizes {
  /** Blogs and publications together, split half and half; every other one has its English version. */
  posts: number
  /** Profiles in all, the demo firm's included. */
  profiles: number
  /** Pustaka Media's entries. */
  media: number
  /** Peraturan in all, the demo's included. */
  regulations: number
  /** Acara in all, the demo's included: over about ten years, a handful still to come. */
  events: number
}

/** A firm's size as a large firm's site holds it after years of writing. */
export const LARGE_SIZES: LargeSizes = { posts: 10_000, profiles: 150, media: 20_000, regulations: 1_000, events: 300 }

export interface LargeSeedOptions {
  now?: Date
  log?: (line: string) => void
}

const ACTOR = 'seed'
/** One post every this many hours, newest first from the demo's clock: 10,000 posts reach back about ten years. */
const POST_SPACING_HOURS = 9
const DAY_MS = 86_400_000
/** The added events still to come (the demo's own four come first), one every few weeks. */
const UPCOMING_EVENTS = 4

/** Fills an empty store with the demo firm, then grows it to `sizes`; returns what it added. */
export async function seedLargeContent(backend: Backend, sizes: LargeSizes, options: LargeSeedOptions = {}): Promise<Record<string, number>> {
  const now = options.now ?? new Date()
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  await seedDemoContent(backend, { now, log })
  const store = backend.content
  const create = async <C extends CollectionName>(collection: C, data: DataOf<C>, id?: string) =>
    store.create(collection, withTranslationSource(collection, data), { actor: ACTOR, ...(id ? { id } : {}) })

  const demoProfiles = await store.query('profiles', {})
  const attorneys = demoProfiles.filter((profile) => profile.kind === 'attorney')
  const addedProfiles: Profile[] = []
  for (let i = demoProfiles.length; i < sizes.profiles; i++) {
    const model = attorneys[i % attorneys.length]!
    const n = i + 1
    addedProfiles.push(
      await create('profiles', {
        ...dataOf(model),
        name: `${model.name} ${n}`,
        slug: `${model.slug}-${n}`,
        email: model.email ? model.email.replace('@', `.${n}@`) : model.email,
      } as DataOf<'profiles'>),
    )
  }
  log(`Profil: ${addedProfiles.length} ditambahkan (${demoProfiles.length + addedProfiles.length} seluruhnya).`)
  const authors = [...attorneys, ...addedProfiles].map((profile) => profile.id)

  const demoRegulations = await store.query('regulations', {})
  let regulations = 0
  for (let i = demoRegulations.length; i < sizes.regulations && demoRegulations.length > 0; i++) {
    const model = demoRegulations[i % demoRegulations.length]!
    const n = i + 1
    await create('regulations', { ...dataOf(model), number: String(1000 + n), slug: `${model.slug.slice(0, 90)}-arsip-${n}` } as DataOf<'regulations'>)
    regulations++
  }
  log(`Peraturan: ${regulations} ditambahkan (${demoRegulations.length + regulations} seluruhnya).`)

  const addedEvents = await addEvents(store, create, sizes.events, now)
  log(`Acara: ${addedEvents} ditambahkan.`)

  const posts = { blogs: 0, publications: 0 }
  const models = {
    blogs: (await store.query('blogs', {})) as Blog[],
    publications: (await store.query('publications', {})) as Publication[],
  }
  const started = performance.now()
  for (let i = 0; i < sizes.posts; i++) {
    const collection = i % 2 === 0 ? 'blogs' : 'publications'
    const list = models[collection]
    const model = list[i % list.length]!
    const n = Math.floor(i / 2) + 1
    const publishedAt = new Date(now.getTime() - (i + 1) * POST_SPACING_HOURS * 3_600_000).toISOString()
    // Every other post of each kind has its English version, as about half the demo's have.
    const english = n % 2 === 0
    const enModel = list.find((post) => post.titleEn) ?? model
    const data = {
      ...dataOf(model),
      title: `${model.title.slice(0, 160)} (arsip ${n})`,
      slug: `${model.slug.slice(0, 90)}-arsip-${n}`,
      publishedAt,
      plannedAt: null,
      authorIds: [authors[i % authors.length]!, ...(i % 3 === 0 ? [authors[(i + 7) % authors.length]!] : [])],
      titleEn: english ? `${(enModel.titleEn ?? model.title).slice(0, 160)} (archive ${n})` : null,
      slugEn: english ? `${(enModel.slugEn ?? model.slug).slice(0, 90)}-archive-${n}` : null,
      contentEn: english ? (enModel.contentEn ?? model.content) : null,
      excerptEn: english ? (enModel.excerptEn ?? model.excerpt) : null,
      publishedAtEn: english ? publishedAt : null,
      coverAltEn: english ? (enModel.coverAltEn ?? model.coverAlt) : null,
      ...(collection === 'publications' ? { fileEn: english ? ((enModel as Publication).fileEn ?? null) : null } : {}),
    }
    await create(collection, data as DataOf<typeof collection>)
    posts[collection]++
    if ((i + 1) % 1000 === 0) log(`Tulisan: ${i + 1}/${sizes.posts} (${(((i + 1) / (performance.now() - started)) * 1000).toFixed(0)} per detik)`)
  }
  log(`Tulisan: ${posts.blogs} blog dan ${posts.publications} publikasi ditambahkan.`)

  const mediaStarted = performance.now()
  for (let i = 0; i < sizes.media; i++) {
    const pdf = i % 5 === 0
    const path = `${pdf ? 'publications' : 'blog_images'}/arsip-${i}.${pdf ? 'pdf' : 'jpg'}`
    await create(
      'media',
      {
        path,
        originalName: `arsip ${i}.${pdf ? 'pdf' : 'jpg'}`,
        kind: pdf ? 'pdf' : 'image',
        contentType: pdf ? 'application/pdf' : 'image/jpeg',
        size: 200_000 + i,
        width: pdf ? null : 1600,
        height: pdf ? null : 900,
        createdBy: ACTOR,
        alt: pdf ? '' : `Foto arsip kantor nomor ${i}`,
        altEn: '',
        caption: '',
        captionEn: '',
        focalX: 0.5,
        focalY: 0.5,
      } as DataOf<'media'>,
      mediaIdOf(path),
    )
    if ((i + 1) % 5000 === 0) log(`Pustaka Media: ${i + 1}/${sizes.media} (${(((i + 1) / (performance.now() - mediaStarted)) * 1000).toFixed(0)} per detik)`)
  }
  return { profiles: addedProfiles.length, regulations, events: addedEvents, blogs: posts.blogs, publications: posts.publications, media: sizes.media }
}

/**
 * Events up to `total` in all, each a variation of one of the demo's (its text, speakers, practice
 * areas and regulations): `UPCOMING_EVENTS` in the coming months, the rest back over ten years
 * (about one every 12 days), each past one with its recording. Published as the demo's are:
 * three weeks before the start, or three days ago for one that starts sooner.
 */
async function addEvents(
  store: Backend['content'],
  create: (collection: 'events', data: DataOf<'events'>) => Promise<unknown>,
  total: number,
  now: Date,
): Promise<number> {
  const models = (await store.query('events', {})) as EventDoc[]
  const toAdd = Math.max(0, total - models.length)
  const pastSpacingDays = Math.max(1, Math.floor((10 * 365) / Math.max(1, toAdd - UPCOMING_EVENTS)))
  for (let i = 0; i < toAdd && models.length > 0; i++) {
    const model = models[i % models.length]!
    const n = i + 1
    const upcoming = i < UPCOMING_EVENTS
    // Upcoming: 45, 65, 85, 105 days on; past: 20 days back, then every `pastSpacingDays` days.
    const days = upcoming ? 45 + i * 20 : -(20 + (i - UPCOMING_EVENTS) * pastSpacingDays)
    const shift = Math.round((Date.parse(wibAt(now, days, 0)) - Date.parse(wibAt(new Date(model.startsAt), 0, 0))) / DAY_MS) * DAY_MS
    const moved = (instant: string) => new Date(Date.parse(instant) + shift).toISOString()
    const startsAt = moved(model.startsAt)
    const slug = `${model.slug.slice(0, 90)}-arsip-${n}`
    await create('events', {
      ...dataOf<'events'>(model),
      title: `${model.title.slice(0, 180)} (${n})`,
      titleEn: model.titleEn ? `${model.titleEn.slice(0, 180)} (${n})` : model.titleEn,
      slug,
      startsAt,
      endsAt: moved(model.endsAt),
      registrationClosesAt: model.registrationClosesAt ? moved(model.registrationClosesAt) : null,
      recordingUrl: upcoming ? '' : `https://video.adiwarsalubis.co.id/${slug}`,
      publishedAt: new Date(Math.min(Date.parse(startsAt) - 21 * DAY_MS, now.getTime() - 3 * DAY_MS)).toISOString(),
    } as DataOf<'events'>)
  }
  return models.length > 0 ? toAdd : 0
}

/** A stored document's data, without what the store writes itself. */
function dataOf<C extends CollectionName>(doc: DocOf<C>): DataOf<C> {
  const { id: _id, version: _version, createdAt: _createdAt, updatedAt: _updatedAt, updatedBy: _updatedBy, ...data } = doc as DocOf<C> & Record<string, unknown>
  return data as unknown as DataOf<C>
}
