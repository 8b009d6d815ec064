/**
 * Demo content for an empty store: the fictional Jakarta firm "Adiwarsa Lubis & Rekan",
 * its people, practice areas, posts, files and orderings, so a fresh install shows a
 * complete site and dashboard. It never touches a store that already holds content.
 */
import { COLLECTION_MODULES } from '../../../shared/collections'
import { englishFields, exampleDocument, hasEnglish, TRANSLATION_SOURCE, type Field } from '../../../shared/collections/define'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { translationSnapshot } from '../../../shared/collections/translation-status'
import type { Backend, CollectionName, DataOf } from '../backends/ports'
import type { PostData } from '../../../shared/schemas/types'
import { DEMO_OFFICES, DEMO_SETTINGS } from './firm-site'
import { DEMO_PAGES } from './firm-pages'
import { demoBlockPage } from './firm-block-page'
import { demoOpenings } from './firm-openings'
import { planDemoContent } from './plan-demo-content'
import { renderDemoFiles } from './render-demo-files'
import { areaCoverAltText } from './brand-images'
import { demoRegulationDocuments, demoRegulationsCited } from './regulations'
import { demoEventDocuments } from './events'

export interface SeedOptions {
  /** The clock the published dates are spread around; tests pin it. */
  now?: Date
  /** Progress lines; stdout by default. */
  log?: (line: string) => void
}

const ACTOR = 'seed'

export async function seedDemoContent(
  backend: Backend,
  options: SeedOptions = {},
): Promise<{ seeded: boolean; counts: Record<string, number> }> {
  if (!(await backend.content.isEmpty())) return { seeded: false, counts: {} }

  const started = performance.now()
  const now = options.now ?? new Date()
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const progress = (step: string) => log(`Menyiapkan konten demo\u2026 ${step}`)

  log('Penyimpanan konten masih kosong; menyiapkan konten demo "Adiwarsa Lubis & Rekan".')
  const plan = planDemoContent(now)

  // Files first: they take nearly all the time, and if rendering fails no document exists
  // yet, so the next start still sees an empty store and seeds again.
  const files = await renderDemoFiles(plan, backend.files, now, progress)

  const create = async <C extends CollectionName>(collection: C, id: string, data: DataOf<C>) => {
    await backend.content.create(collection, withTranslationSource(collection, data), { actor: ACTOR, id })
  }
  const fileOf = <T>(map: Map<string, T>, id: string): T => {
    const value = map.get(id)
    if (!value) throw new Error(`no rendered files for ${id}`)
    return value
  }

  // Referenced documents before the ones that reference them, orderings last.
  for (const area of plan.practiceAreas) {
    const cover = files.areas.get(area.id) ?? null
    // Every demo area has its English version, so its cover's text has one too.
    const alt = cover ? areaCoverAltText(area.data.slug) : { id: '', en: '' }
    await create('practiceAreas', area.id, { ...area.data, cover, coverAlt: alt.id, coverAltEn: alt.en })
  }
  for (const category of plan.categories) await create('categories', category.id, category.data)
  for (const tag of plan.tags) await create('tags', tag.id, tag.data)
  // Peraturan before the posts, each of which links the regulations its text cites.
  for (const regulation of demoRegulationDocuments()) await create('regulations', regulation.id, regulation.data)
  progress(`bidang praktik ${plan.practiceAreas.length}, kategori ${plan.categories.length}, tag ${plan.tags.length}`)

  for (const profile of plan.profiles) {
    const { picture, cv } = fileOf(files.profiles, profile.id)
    await create('profiles', profile.id, { ...profile.data, picture, cv })
  }
  progress(`profil ${plan.profiles.length}/${plan.profiles.length}`)

  for (const post of plan.blogs) {
    await create('blogs', post.id, { ...unplannedFields('blogs', post.data), ...post.data, regulationIds: demoRegulationsCited(post.data.content), cover: fileOf(files.posts, post.id).cover })
  }
  for (const post of plan.publications) {
    const { cover, file, fileEn } = fileOf(files.posts, post.id)
    if (!file) throw new Error(`no PDF rendered for publication ${post.data.slug}`)
    await create('publications', post.id, { ...unplannedFields('publications', post.data), ...post.data, regulationIds: demoRegulationsCited(post.data.content), cover, file, fileEn: fileEn ?? null })
  }
  progress(`blog ${plan.blogs.length}, publikasi ${plan.publications.length}`)
  // Acara: past ones with recordings, upcoming ones dated from the clock (docs/decisions/0058-events.md).
  const bySlug = (list: readonly { id: string; data: { slug: string } }[], kind: string) => (slug: string) => {
    const found = list.find((item) => item.data.slug === slug)
    if (!found) throw new Error(`no demo ${kind} ${slug}`)
    return found.id
  }
  const demoEvents = demoEventDocuments(now, {
    areaId: bySlug(plan.practiceAreas, 'practice area'),
    profileId: bySlug(plan.profiles, 'profile'),
    regulationIds: new Set(demoRegulationDocuments().map((regulation) => regulation.id)),
  })
  for (const event of demoEvents) await create('events', event.id, event.data)

  // The site settings and offices every public page reads.
  await create('settings', SETTINGS_ID, DEMO_SETTINGS)
  for (const office of DEMO_OFFICES) await backend.content.create('offices', office, { actor: ACTOR })
  progress(`pengaturan situs, kantor ${DEMO_OFFICES.length}`)
  // The fixed pages' copy (Halaman).
  for (const [id, page] of Object.entries(DEMO_PAGES)) await create('pages', id, id === 'home' ? { ...page, heroImage: files.hero } : page)
  // A page built from blocks, one of every type (Halaman → Japan Desk), published with the areas.
  const deskAttorneys = plan.profiles.filter((profile) => profile.data.kind === 'attorney').slice(0, 3).map((profile) => profile.id)
  const blockPage = demoBlockPage(
    { hero: files.hero.path, figure: files.blockFigure.path, figureAlt: files.blockFigureAlt },
    { attorneyIds: deskAttorneys, publishedAt: plan.practiceAreas[0]!.data.publishedAt! },
  )
  await backend.content.create('blockPages', withTranslationSource('blockPages', blockPage), { actor: ACTOR })
  // Open positions, so /career lists one and an opening's page has its form (Lowongan).
  const openings = demoOpenings(now)
  for (const opening of openings) await create('openings', opening.id, opening.data)

  for (const ordering of plan.orderings) await create('orderings', ordering.id, ordering.data)

  const attorneys = plan.profiles.filter((profile) => profile.data.kind === 'attorney').length
  const counts: Record<string, number> = {
    practiceAreas: plan.practiceAreas.length,
    categories: plan.categories.length,
    tags: plan.tags.length,
    profiles: plan.profiles.length,
    attorneys,
    staff: plan.profiles.length - attorneys,
    blogs: plan.blogs.length,
    publications: plan.publications.length,
    orderings: plan.orderings.length,
    offices: DEMO_OFFICES.length,
    openings: openings.length,
    blockPages: 1,
    events: demoEvents.length,
    files: files.count,
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',')
  log(
    `Konten demo siap dalam ${seconds} detik: ${counts.profiles} profil (${attorneys} advokat), ` +
      `${counts.practiceAreas} bidang praktik, ${counts.blogs} blog, ${counts.publications} publikasi, ` +
      `${counts.categories} kategori, ${counts.tags} tag, ${counts.offices} kantor, ${counts.openings} lowongan, ${counts.orderings} urutan, ${counts.files} file.`,
  )
  return { seeded: true, counts }
}

/**
 * As a save would write it (decision 30): a translated item records the Indonesian its English
 * was written from, so a later edit of the Indonesian alone flags the English (Perlu diperbarui).
 */
export function withTranslationSource<C extends CollectionName>(collection: C, data: DataOf<C>): DataOf<C> {
  const module = COLLECTION_MODULES[collection] as unknown as { fields: Record<string, Field> }
  if (englishFields(module).length === 0) return data
  const doc = data as unknown as Record<string, unknown>
  return { ...data, [TRANSLATION_SOURCE]: hasEnglish(module, doc) ? translationSnapshot(module, doc) : null }
}

/**
 * The fields of a post's module that the demo plan does not write (one added to the module
 * since the demo text was written) at their example values, and the English version of such a
 * field too where the post has one, so the demo still passes its form with no edit of the plan.
 * Fields an item may lack (`absentIsDefault`: its SEO texts) stay absent.
 */
function unplannedFields<C extends 'blogs' | 'publications'>(collection: C, planned: object): Omit<DataOf<C>, keyof PostData> {
  const module = COLLECTION_MODULES[collection] as { fields: Record<string, Field>; stored?: Record<string, Field> }
  const values = planned as Record<string, unknown>
  const examples = exampleDocument(module)
  const all = Object.entries({ ...module.stored, ...module.fields })
  const added = all.filter(([name, f]) => !(name in values) && name in examples && !f.translates && !f.absentIsDefault).map(([name]) => name)
  const english = hasEnglish(module, values) ? englishFields(module).filter(([name, source]) => !(name in values) && added.includes(source)) : []
  return Object.fromEntries([...added.map((name) => [name, examples[name]]), ...english.map(([name, source]) => [name, examples[source]])]) as Omit<DataOf<C>, keyof PostData>
}
