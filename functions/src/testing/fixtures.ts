/**
 * Small, readable content for route tests: each helper writes one document through the
 * content store (so change events fire as in production) and returns it. Each starts from the
 * collection module's example document and stores a file for each of its upload fields, so a
 * field added to a module needs no edit here.
 */
import sharp from 'sharp'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { Backend, CollectionName, DataOf } from '../backends/ports'
import { COLLECTION_MODULES } from '../../../shared/collections'
import { exampleDocument } from '../../../shared/collections/define'
import { PDF_FOLDERS } from './example-data'
import type {
  BlogData,
  Category,
  PracticeArea,
  Profile,
  ProfileData,
  PublicationData,
  StoredFile,
  Tag,
} from '../../../shared/schemas/types'
import { slugify } from '../../../shared/schemas/common'
import { orderingId } from '../content/orderings'
import type { Office, OfficeData, OrderingType, Settings, SettingsData } from '../../../shared/schemas/types'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { PAGE_MODULES, type PageData, type PageId } from '../../../shared/collections/pages'
import type { Page, PagesData } from '../../../shared/schemas/types'

let jpegCache: Buffer | null = null
let pdfCache: Uint8Array | null = null

export async function tinyJpeg(width = 64, height = 36): Promise<Buffer> {
  if (width === 64 && height === 36 && jpegCache) return jpegCache
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 18, g: 48, b: 79 } } })
    .jpeg({ quality: 70 })
    .toBuffer()
  if (width === 64 && height === 36) jpegCache = bytes
  return bytes
}

export async function tinyPdf(text = 'Dokumen uji'): Promise<Uint8Array> {
  if (pdfCache && text === 'Dokumen uji') return pdfCache
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) })
  const bytes = await doc.save()
  if (text === 'Dokumen uji') pdfCache = bytes
  return bytes
}

/**
 * Uploads an item has only when staff add one on purpose (an item's sharing image; an
 * English version of a file): builders leave them empty, so pages show the item's own
 * image and file as most items do; a test that needs one passes it.
 */
const OPT_IN_FIELDS = new Set(['seoImage'])
const optIn = (collection: CollectionName, field: string) => OPT_IN_FIELDS.has(field) || Boolean((COLLECTION_MODULES[collection].fields as Record<string, { translates?: string }>)[field]?.translates)

const LOREM =
  'Peraturan ini mengubah cara perusahaan menyusun perjanjian kerja waktu tertentu, menghitung pesangon, dan melaporkan tenaga kerja asing kepada kementerian.'

export function fixtures(backend: Backend) {
  const actor = 'test'
  let counter = 0

  async function storeImage(folder: string, name: string): Promise<StoredFile> {
    const bytes = await tinyJpeg()
    const path = `${folder}/${name}.jpg`
    await backend.files.put(path, bytes, 'image/jpeg')
    return { path, contentType: 'image/jpeg', size: bytes.length, width: 64, height: 36 }
  }

  async function storePdf(folder: string, name: string): Promise<StoredFile> {
    const bytes = await tinyPdf()
    const path = `${folder}/${name}.pdf`
    await backend.files.put(path, bytes, 'application/pdf')
    return { path, contentType: 'application/pdf', size: bytes.length, originalName: `${name}.pdf` }
  }

  /** The module's example document with `slug`, a stored file per upload field (named after the slug), and `data` over it. */
  async function build<C extends CollectionName>(collection: C, slug: string, data: Partial<DataOf<C>>, options: { id?: string } = {}) {
    const module = COLLECTION_MODULES[collection]
    const files: Record<string, StoredFile> = {}
    for (const [field, folder] of Object.entries(module.uploads) as [string, string][]) {
      if (optIn(collection, field)) continue
      files[field] = PDF_FOLDERS.has(folder) ? await storePdf(folder, slug) : await storeImage(folder, slug)
    }
    const doc = { ...exampleDocument(module), ...('slug' in { ...module.fields, ...module.stored } ? { slug } : {}), ...files, ...data }
    return backend.content.create(collection, doc as DataOf<C>, { actor, ...options })
  }

  return {
    /** A valid file stored for each upload field of the collection, named `name`: the paths a form sends. */
    async uploads(collection: CollectionName, name: string): Promise<Record<string, string>> {
      const paths: Record<string, string> = {}
      for (const [field, folder] of Object.entries(COLLECTION_MODULES[collection].uploads) as [string, string][]) {
        if (optIn(collection, field)) continue
        paths[field] = (PDF_FOLDERS.has(folder) ? await storePdf(folder, name) : await storeImage(folder, name)).path
      }
      return paths
    },
    async category(name: string): Promise<Category> {
      return build('categories', slugify(name, 'id'), { name })
    },
    async tag(name: string): Promise<Tag> {
      return build('tags', slugify(name, 'id'), { name })
    },
    async practiceArea(name: string): Promise<PracticeArea> {
      return build('practiceAreas', slugify(name, 'id'), { name, summary: `Ringkasan ${name}.`, description: `<p>Deskripsi lengkap ${name}.</p>` })
    },
    async profile(data: Partial<ProfileData> & { name: string }): Promise<Profile> {
      const slug = data.slug ?? slugify(data.name, 'id')
      return build('profiles', slug, {
        position: 'Associate',
        kind: 'attorney',
        email: `${slug}@example.test`,
        phone: '+62 21 555 0101',
        bio: `${data.name} menangani perkara korporasi dan komersial. ${LOREM}`,
        education: ['Sarjana Hukum, Universitas Indonesia (2010)'],
        barAdmissions: ['Perhimpunan Advokat Indonesia (PERADI)'],
        languages: ['Indonesia', 'Inggris'],
        linkedinUrl: `https://www.linkedin.com/in/${slug}`,
        ...data,
      })
    },
    async blog(data: Partial<BlogData> & { title: string; categoryId: string; publishedAt: string }) {
      const slug = data.slug ?? slugify(data.title, 'id')
      counter++
      return build('blogs', slug, { content: `<p>${LOREM}</p><p>Bagian ${counter}.</p>`, excerpt: `Ringkasan ${data.title}.`, ...data })
    },
    async publication(data: Partial<PublicationData> & { title: string; categoryId: string; publishedAt: string }) {
      const slug = data.slug ?? slugify(data.title, 'id')
      return build('publications', slug, { content: `<p>${LOREM}</p>`, excerpt: `Ringkasan ${data.title}.`, ...data })
    },
    async ordering(type: OrderingType, ids: string[], key: string | null = null) {
      return build('orderings', '', { type, key, ids }, { id: orderingId(type, key) })
    },
    /** The site settings (`settings/site`), with a logo and a sharing image stored. */
    async settings(data: Partial<SettingsData> = {}): Promise<Settings> {
      return build('settings', 'situs', data, { id: SETTINGS_ID })
    },
    /** A fixed page's copy (`pages/{id}`): the page module's example values, `data` over them. */
    async page<P extends PageId>(id: P, data: Partial<PageData<P>> = {}): Promise<Page> {
      return backend.content.create('pages', { ...exampleDocument(PAGE_MODULES[id]), ...data } as PagesData, { actor, id })
    },
    /** An office; the main one unless `main: false` is given. */
    async office(data: Partial<OfficeData> & { name: string }): Promise<Office> {
      return build('offices', slugify(data.name, 'id'), data)
    },
  }
}
