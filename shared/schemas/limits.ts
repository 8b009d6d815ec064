/** Business limits from the specification (section 9). One place, imported by server and browser. */
export const MB = 1024 * 1024

export const IMAGE_MAX_BYTES = 10 * MB
export const CV_MAX_BYTES = 10 * MB
export const PUBLICATION_MAX_BYTES = 20 * MB

/** Cover images: at most 6000 wide by 4000 high (spec section 5). */
export const COVER_MAX_WIDTH = 6000
export const COVER_MAX_HEIGHT = 4000

/**
 * Profile pictures: the spec's rule says 4000x6000 while its message mentions 375x433.
 * We enforce 4000x6000 as the upper bound and treat 375x433 as the recommended
 * (displayed) size; see docs/decisions/0003-profile-picture-dimensions.md.
 */
export const PROFILE_PICTURE_MAX_WIDTH = 4000
export const PROFILE_PICTURE_MAX_HEIGHT = 6000
export const PROFILE_PICTURE_RECOMMENDED = { width: 375, height: 433 } as const

/** The image cover constant of the spec: the aspect ratio covers are cropped to on the site. */
export const IMAGE_COVER = { width: 1200, height: 630 } as const

export const BIO_MIN = 100
export const CONTENT_MIN = 100
export const TITLE_MIN = 10
export const TITLE_MAX = 200
export const CATEGORY_NAME_MIN = 4
export const CATEGORY_NAME_MAX = 50
export const TAG_NAME_MIN = 2
export const TAG_NAME_MAX = 50
export const SLUG_MAX = 120
export const NAME_MAX = 120

/** Page sizes of public lists (not given by the spec). */
export const BLOGS_PER_PAGE = 9
export const PUBLICATIONS_PER_PAGE = 9
export const DASHBOARD_PER_PAGE = 20

/** Client behaviour timings (spec section 2 and 9). */
export const LOADING_BAR = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400 } as const
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const BUILD_CHECK_DELAY_MS = 1_000

/** Upload folders of the file store (spec section 3). */
export const UPLOAD_FOLDERS = ['profile_pictures', 'cv', 'blog_images', 'publications', 'publication_images', 'practice_area_images'] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]
