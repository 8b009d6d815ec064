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

/** Site settings: lengths of what the header, footer and meta tags show. */
export const TAGLINE_MAX = 160
/** The firm's short description: the home page's meta description and the feeds' description. */
export const SITE_DESCRIPTION_MAX = 300
export const DISCLAIMER_MAX = 500
/** The longest email address a mail path carries (RFC 5321 §4.5.3.1.3: 256 octets with the angle brackets). */
export const EMAIL_MAX = 254
export const URL_MAX = 300
/** The earliest founding year accepted; the latest is the current year. */
export const FOUNDING_YEAR_MIN = 1800
/** Logos: pixels at most on either side; search engines want at least 112×112 (recommended). */
export const LOGO_MAX_SIDE = 4000
export const LOGO_RECOMMENDED = { width: 112, height: 112 } as const

/** Offices. */
export const OFFICES_MAX = 20
export const ADDRESS_LINES_MAX = 4
export const ADDRESS_LINE_MAX = 120
export const CITY_MAX = 80
export const POSTAL_CODE_MAX = 10
export const HOURS_NOTE_MAX = 200
/**
 * Digits of an international phone number, country code included: at most 15 (ITU-T E.164,
 * 11/2010, §6.1); 8 is the shortest we take (a country code and a short subscriber number).
 */
export const PHONE_DIGITS_MIN = 8
export const PHONE_DIGITS_MAX = 15
