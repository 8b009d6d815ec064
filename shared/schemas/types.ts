/** Shapes of stored documents, shared by the server and the dashboard. */

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

export interface ProfileData {
  slug: string
  name: string
  position: string
  kind: ProfileKind
  email: string
  phone: string
  bio: string
  education: string[]
  barAdmissions: string[]
  languages: string[]
  practiceAreaIds: string[]
  picture: StoredFile | null
  cv: StoredFile | null
  linkedinUrl: string
}

export interface PostData {
  title: string
  slug: string
  cover: StoredFile
  /** Sanitized HTML. */
  content: string
  excerpt: string
  categoryId: string
  tagIds: string[]
  authorIds: string[]
  /** ISO 8601 instant in UTC. The item is public once this is not in the future. */
  publishedAt: string
}

export type BlogData = PostData
export interface PublicationData extends PostData {
  file: StoredFile
}

export interface CategoryData {
  name: string
  slug: string
}
export type TagData = CategoryData

export interface PracticeAreaData {
  slug: string
  name: string
  summary: string
  description: string
}

export const ORDERING_TYPES = ['home_pinned', 'home_attorneys', 'practice_area_attorneys', 'attorneys'] as const
export type OrderingType = (typeof ORDERING_TYPES)[number]

/**
 * An ordering: `orderings/{type}` or, for practice areas, `orderings/practice_area_attorneys:{areaId}`.
 * `ids` are profile ids, or `blogs/{id}` / `publications/{id}` references for `home_pinned`.
 */
export interface OrderingData {
  type: OrderingType
  key: string | null
  ids: string[]
}

export type Profile = DocMeta & ProfileData
export type Blog = DocMeta & BlogData
export type Publication = DocMeta & PublicationData
export type Category = DocMeta & CategoryData
export type Tag = DocMeta & TagData
export type PracticeArea = DocMeta & PracticeAreaData
export type Ordering = DocMeta & OrderingData

export interface CollectionTypes {
  profiles: Profile
  blogs: Blog
  publications: Publication
  categories: Category
  tags: Tag
  practiceAreas: PracticeArea
  orderings: Ordering
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
]
