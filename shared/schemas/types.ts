/** Shapes of stored documents, shared by the server and the dashboard. */
import type { StoredData } from '../collections/define'
import type { blogs } from '../collections/blogs'
import type { categories } from '../collections/categories'
import type { inquiries } from '../collections/inquiries'
import type { orderings } from '../collections/orderings'
import type { practiceAreas } from '../collections/practice-areas'
import type { profiles } from '../collections/profiles'
import type { offices } from '../collections/offices'
import type { pages } from '../collections/pages'
import type { openings } from '../collections/openings'
import type { applications } from '../collections/applications'
import type { publications } from '../collections/publications'
import type { settings } from '../collections/settings'
import type { tags } from '../collections/tags'
import type { trash } from '../collections/trash'
import type { redirects } from '../collections/redirects'
import type { subscribers } from '../collections/subscribers'
import type { alertDeliveries, alerts } from '../collections/alerts'

/** Metadata every stored document carries (ARCHITECTURE.md, content model). */
export interface DocMeta {
  id: string
  createdAt: string
  updatedAt: string
  updatedBy: string
  /** Incremented on every write; a write carrying an older version is refused. */
  version: number
}

/** A file in the file store. `path` is `{folder}/{name}`. */
export interface StoredFile {
  path: string
  contentType: string
  size: number
  width?: number
  height?: number
  /** The name the file had on the uploader's machine, for downloads. */
  originalName?: string
}

export type ProfileKind = 'attorney' | 'staff'

/*
 * The stored data of each collection, inferred from its module in shared/collections (type-only
 * imports: the modules import values from this file, never the other way).
 */
export type ProfileData = StoredData<typeof profiles>
export type BlogData = StoredData<typeof blogs>
export type PublicationData = StoredData<typeof publications>
/** The fields blogs and publications share. */
export type PostData = BlogData
export type CategoryData = StoredData<typeof categories>
export type TagData = StoredData<typeof tags>
export type PracticeAreaData = StoredData<typeof practiceAreas>
/** The site settings: one document, `settings/site` (shared/collections/settings.ts). */
export type SettingsData = StoredData<typeof settings>
export type OfficeData = StoredData<typeof offices>
/** A job opening (shared/collections/openings.ts). */
export type OpeningData = StoredData<typeof openings>
/** What a visitor sent through the contact form, with the inbox's state (shared/collections/inquiries.ts). */
export type InquiryData = StoredData<typeof inquiries>

export const ORDERING_TYPES = ['home_pinned', 'home_attorneys', 'practice_area_attorneys', 'attorneys', 'practice_areas'] as const
export type OrderingType = (typeof ORDERING_TYPES)[number]

/**
 * An ordering: `orderings/{type}` or, for practice areas, `orderings/practice_area_attorneys:{areaId}`.
 * `ids` are profile ids, practice-area ids for `practice_areas`, or `blogs/{id}` /
 * `publications/{id}` references for `home_pinned`.
 */
export type OrderingData = StoredData<typeof orderings>

export type Profile = DocMeta & ProfileData
export type Blog = DocMeta & BlogData
export type Publication = DocMeta & PublicationData
export type Category = DocMeta & CategoryData
export type Tag = DocMeta & TagData
export type PracticeArea = DocMeta & PracticeAreaData
export type Ordering = DocMeta & OrderingData
export type Settings = DocMeta & SettingsData
export type Office = DocMeta & OfficeData
export type Opening = DocMeta & OpeningData
/** A job application (shared/collections/applications.ts). */
export type ApplicationData = StoredData<typeof applications>
export type Application = DocMeta & ApplicationData
export type Inquiry = DocMeta & InquiryData
/** A fixed page's copy (`pages/home`, …): each document holds its own page's fields (shared/collections/pages.ts). */
export type PagesData = Partial<StoredData<typeof pages>>
export type Page = DocMeta & PagesData
/** An item in Sampah (shared/collections/trash.ts). */
export type TrashData = StoredData<typeof trash>
export type TrashEntry = DocMeta & TrashData
/** An old address and where it leads now, or that it is gone (shared/collections/redirects.ts). */
export type RedirectData = StoredData<typeof redirects>
export type Redirect = DocMeta & RedirectData
/** A subscriber of the client alerts (shared/collections/subscribers.ts). */
export type SubscriberData = StoredData<typeof subscribers>
export type Subscriber = DocMeta & SubscriberData
/** A client alert and one recipient's copy of it (shared/collections/alerts.ts). */
export type AlertData = StoredData<typeof alerts>
export type Alert = DocMeta & AlertData
export type AlertDeliveryData = StoredData<typeof alertDeliveries>
export type AlertDelivery = DocMeta & AlertDeliveryData

export interface CollectionTypes {
  profiles: Profile
  blogs: Blog
  publications: Publication
  categories: Category
  tags: Tag
  practiceAreas: PracticeArea
  orderings: Ordering
  settings: Settings
  offices: Office
  openings: Opening
  applications: Application
  inquiries: Inquiry
  pages: Page
  trash: TrashEntry
  redirects: Redirect
  subscribers: Subscriber
  alerts: Alert
  alertDeliveries: AlertDelivery
}
export type CollectionName = keyof CollectionTypes
export const COLLECTIONS: readonly CollectionName[] = [
  'profiles',
  'blogs',
  'publications',
  'categories',
  'tags',
  'practiceAreas',
  'orderings',
  'settings',
  'offices',
  'openings',
  'applications',
  'inquiries',
  'pages',
  'trash',
  'redirects',
  'subscribers',
  'alerts',
  'alertDeliveries',
]
