/** Shapes of stored documents, shared by the server and the dashboard. */
import type { StoredData } from '../collections/define'
import type { COLLECTION_MODULES, CollectionName } from '../collections/index'

export type { CollectionName }

/** Metadata every stored document carries. */
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
type Modules = typeof COLLECTION_MODULES
/** What a document of collection `N` stores besides its metadata, inferred from its module. */
export type StoredDataOf<N extends CollectionName> = StoredData<Modules[N]>

export type ProfileData = StoredDataOf<'profiles'>
export type BlogData = StoredDataOf<'blogs'>
export type PublicationData = StoredDataOf<'publications'>
/**
 * The fields blogs and publications share (their common keys, so a field added to one of the
 * two modules does not make the other's documents fail this type).
 */
export type PostData = Pick<BlogData, keyof BlogData & keyof PublicationData> & Pick<PublicationData, keyof BlogData & keyof PublicationData>
export type CategoryData = StoredDataOf<'categories'>
export type TagData = StoredDataOf<'tags'>
export type PracticeAreaData = StoredDataOf<'practiceAreas'>
/** The site settings: one document, `settings/site` (shared/collections/settings.ts). */
export type SettingsData = StoredDataOf<'settings'>
export type OfficeData = StoredDataOf<'offices'>
/** A job opening (shared/collections/openings.ts). */
export type OpeningData = StoredDataOf<'openings'>
/** What a visitor sent through the contact form, with the inbox's state (shared/collections/inquiries.ts). */
export type InquiryData = StoredDataOf<'inquiries'>

export const ORDERING_TYPES = ['home_pinned', 'home_attorneys', 'practice_area_attorneys', 'attorneys', 'practice_areas'] as const
export type OrderingType = (typeof ORDERING_TYPES)[number]

/**
 * An ordering: `orderings/{type}` or, for practice areas, `orderings/practice_area_attorneys:{areaId}`.
 * `ids` are profile ids, practice-area ids for `practice_areas`, or `blogs/{id}` /
 * `publications/{id}` references for `home_pinned`.
 */
export type OrderingData = StoredDataOf<'orderings'>

/** The header menu and footer columns (`navigation/main`, shared/collections/navigation.ts). */
export type NavigationData = StoredDataOf<'navigation'>
export type Navigation = DocMeta & NavigationData

/** A page built from blocks, at a path staff choose (shared/collections/block-pages.ts). */
export type BlockPageData = StoredDataOf<'blockPages'>
export type BlockPage = DocMeta & BlockPageData

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
export type ApplicationData = StoredDataOf<'applications'>
export type Application = DocMeta & ApplicationData
export type Inquiry = DocMeta & InquiryData
/** A fixed page's copy (`pages/home`, …): each document holds its own page's fields (shared/collections/pages.ts). */
export type PagesData = Partial<StoredDataOf<'pages'>>
export type Page = DocMeta & PagesData
/** An item in Sampah (shared/collections/trash.ts). */
export type TrashData = StoredDataOf<'trash'>
export type TrashEntry = DocMeta & TrashData
/** An old address and where it leads now, or that it is gone (shared/collections/redirects.ts). */
export type RedirectData = StoredDataOf<'redirects'>
export type Redirect = DocMeta & RedirectData
/** A subscriber of the client alerts (shared/collections/subscribers.ts). */
export type SubscriberData = StoredDataOf<'subscribers'>
export type Subscriber = DocMeta & SubscriberData
/** A client alert and one recipient's copy of it (shared/collections/alerts.ts). */
export type AlertData = StoredDataOf<'alerts'>
export type Alert = DocMeta & AlertData
export type AlertDeliveryData = StoredDataOf<'alertDeliveries'>
export type AlertDelivery = DocMeta & AlertDeliveryData
/** A registration for an event (shared/collections/registrations.ts). */
export type RegistrationData = StoredDataOf<'registrations'>
export type Registration = DocMeta & RegistrationData
/** A regulation the firm writes about (shared/collections/regulations.ts). */
export type RegulationData = StoredDataOf<'regulations'>
export type Regulation = DocMeta & RegulationData
/** An event: webinar, seminar, workshop or client briefing (shared/collections/events.ts). */
export type EventData = StoredDataOf<'events'>
export type EventDoc = DocMeta & EventData

/** A stored document of every collection but the fixed pages: its module's data and the metadata. */
type StoredDocuments = { [N in Exclude<CollectionName, 'pages'>]: DocMeta & StoredDataOf<N> }

/** Each collection's stored document, by name, derived from the registry (a fixed page holds only its own page's fields). */
export interface CollectionTypes extends StoredDocuments {
  pages: Page
}
