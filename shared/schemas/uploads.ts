import {
  COVER_MAX_HEIGHT,
  COVER_MAX_WIDTH,
  CV_MAX_BYTES,
  IMAGE_COVER,
  IMAGE_MAX_BYTES,
  LOGO_MAX_SIDE,
  LOGO_RECOMMENDED,
  PROFILE_PICTURE_MAX_HEIGHT,
  PROFILE_PICTURE_MAX_WIDTH,
  PUBLICATION_MAX_BYTES,
} from './limits'
import { MSG } from './messages'

export type UploadKind = 'image' | 'pdf'

export interface UploadRule {
  kind: UploadKind
  /** MIME types accepted, as detected from the bytes. */
  types: readonly string[]
  /** File extensions the picker offers. */
  accept: string
  maxBytes: number
  maxWidth?: number
  maxHeight?: number
  /** Below this an image is accepted but may look blurred on the site: the field says so. */
  recommended?: { width: number; height: number }
  /** `complex`: a PDF past the bounds of its check (decision 40), else `corrupt` is said. */
  messages: { type: string; size: string; dimensions?: string; corrupt: string; complex?: string }
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const

/** The image every image folder shares: JPEG or PNG, within the image size limit. */
const IMAGE_BASE = { kind: 'image', types: IMAGE_TYPES, accept: 'image/jpeg,image/png,.jpg,.jpeg,.png', maxBytes: IMAGE_MAX_BYTES } as const

/** A cover: of a blog, a publication or a practice area. */
const COVER_RULE: UploadRule = {
  ...IMAGE_BASE,
  maxWidth: COVER_MAX_WIDTH,
  maxHeight: COVER_MAX_HEIGHT,
  recommended: { width: 1200, height: 675 },
  messages: { type: MSG.coverType, size: MSG.coverSize, dimensions: MSG.coverDimensions, corrupt: MSG.imageCorrupt },
}

/**
 * Every upload folder of the file store (spec section 3), declared once with what it accepts
 * (spec sections 5 and 9): the modules' upload fields name these folders, and the folder lists
 * (shared/collections/uploads.ts), storage.rules (checked by tests/firebase/storage-rules.test.ts)
 * and the upload checks follow. The browser checks first; the server decides.
 */
const RULES = {
  profile_pictures: {
    ...IMAGE_BASE,
    maxWidth: PROFILE_PICTURE_MAX_WIDTH,
    maxHeight: PROFILE_PICTURE_MAX_HEIGHT,
    // The size portraits are shown at (decision 3).
    recommended: { width: 375, height: 433 },
    messages: { type: MSG.pictureType, size: MSG.pictureSize, dimensions: MSG.pictureDimensions, corrupt: MSG.imageCorrupt },
  },
  cv: {
    kind: 'pdf',
    types: ['application/pdf'],
    accept: 'application/pdf,.pdf',
    maxBytes: CV_MAX_BYTES,
    messages: { type: MSG.cvType, size: MSG.cvSize, corrupt: MSG.pdfCorrupt, complex: MSG.pdfTooComplex },
  },
  // Covers fill a 16:9 frame up to 960 px wide, and 1200 px in link previews; practice-area
  // covers follow the post cover rules.
  blog_images: COVER_RULE,
  publications: {
    kind: 'pdf',
    types: ['application/pdf'],
    accept: 'application/pdf,.pdf',
    maxBytes: PUBLICATION_MAX_BYTES,
    messages: { type: MSG.publicationType, size: MSG.publicationSize, corrupt: MSG.pdfCorrupt, complex: MSG.pdfTooComplex },
  },
  publication_images: COVER_RULE,
  practice_area_images: COVER_RULE,
  // The firm's logo: shown in the header and named in the JSON-LD `logo`.
  site_logos: {
    ...IMAGE_BASE,
    maxWidth: LOGO_MAX_SIDE,
    maxHeight: LOGO_MAX_SIDE,
    recommended: LOGO_RECOMMENDED,
    messages: { type: MSG.logoType, size: MSG.pictureSize, dimensions: MSG.logoDimensions, corrupt: MSG.imageCorrupt },
  },
  // The sharing image of pages without an image of their own (og:image), 1200×630 in link previews.
  share_images: {
    ...IMAGE_BASE,
    maxWidth: COVER_MAX_WIDTH,
    maxHeight: COVER_MAX_HEIGHT,
    recommended: IMAGE_COVER,
    messages: { type: MSG.coverType, size: MSG.coverSize, dimensions: MSG.shareImageDimensions, corrupt: MSG.imageCorrupt },
  },
  // A candidate's CV: the profile CV's rule, in a folder of its own (staff only).
  application_cvs: {
    kind: 'pdf',
    types: ['application/pdf'],
    accept: 'application/pdf,.pdf',
    maxBytes: CV_MAX_BYTES,
    messages: { type: MSG.cvType, size: MSG.cvSize, corrupt: MSG.pdfCorrupt, complex: MSG.pdfTooComplex },
  },
  // The home page's hero image: beside the heading on wide screens, under it on phones,
  // up to 720 px wide at 2× density; a landscape photo of at least 1600×1200 stays sharp.
  hero_images: {
    ...IMAGE_BASE,
    maxWidth: COVER_MAX_WIDTH,
    maxHeight: COVER_MAX_HEIGHT,
    recommended: { width: 1600, height: 1200 },
    messages: { type: MSG.coverType, size: MSG.coverSize, dimensions: MSG.heroImageDimensions, corrupt: MSG.imageCorrupt },
  },
} satisfies Record<string, UploadRule>

/** A folder of the file store that uploads go to. */
export type UploadFolder = keyof typeof RULES

export const UPLOAD_RULES: Record<UploadFolder, UploadRule> = RULES

/** Every upload folder, in the order UPLOAD_RULES declares them. */
export const UPLOAD_FOLDERS = /* @__PURE__ */ Object.keys(UPLOAD_RULES) as readonly UploadFolder[]

/** Whether `folder` names an upload folder. */
export function isUploadFolder(folder: string): folder is UploadFolder {
  return Object.hasOwn(UPLOAD_RULES, folder)
}

/**
 * The browser's early check from what the file claims (name, type, size): saves a pointless
 * upload. The server checks the bytes again whatever this said.
 */
export function precheckUpload(folder: UploadFolder, file: { name: string; type: string; size: number }): string | null {
  const rule = UPLOAD_RULES[folder]
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const typeOk =
    rule.kind === 'image'
      ? ['jpg', 'jpeg', 'png'].includes(extension) || (rule.types as readonly string[]).includes(file.type)
      : extension === 'pdf' || file.type === 'application/pdf'
  if (!typeOk) return rule.messages.type
  if (file.size > rule.maxBytes) return rule.messages.size
  if (file.size === 0) return rule.messages.corrupt
  return null
}

/**
 * A note (not a refusal) for an accepted image smaller than its folder recommends: staff learn
 * it may look blurred before visitors do.
 */
export function smallImageNote(folder: UploadFolder, width: number | undefined, height: number | undefined): string | null {
  const recommended = UPLOAD_RULES[folder].recommended
  if (!recommended || !width || !height) return null
  if (width >= recommended.width && height >= recommended.height) return null
  return `Gambar ini ${width}×${height} piksel, lebih kecil dari yang disarankan (minimal ${recommended.width}×${recommended.height} piksel): di situs bisa tampak buram.`
}
