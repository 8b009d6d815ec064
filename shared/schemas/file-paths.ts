import { isUploadFolder, type UploadFolder } from './uploads'

/**
 * The names stored files have: the upload route's `{uuid}.{ext}` and the seed's random names
 * alike. A letter or digit first (no hidden files, nothing read as an option), then letters,
 * digits, `.`, `_` and `-`, 201 characters at most: nothing a URL, a file system or a shell reads
 * specially, so a name never needs escaping. Unanchored, to build larger patterns from it;
 * storage.rules' `plainName()` repeats it (rules cannot import; file-paths.test.ts compares them).
 */
export const STORED_NAME_PATTERN = '[A-Za-z0-9][A-Za-z0-9._-]{0,200}'

const STORED_NAME = new RegExp(`^${STORED_NAME_PATTERN}$`)
/** The folders a file store keeps: lower-case words (`blog_images`), never `.` or `..`. */
const STORE_FOLDER = /^[a-z_]+$/

/** A file name as stored: the pattern, and never `..` (not a path step, but nothing legitimate has it either). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.includes('..')
}

/** `{folder}/{name}` split at its one slash, or null. */
function splitOnce(path: string): { folder: string; name: string } | null {
  const slash = path.indexOf('/')
  if (slash <= 0 || path.indexOf('/', slash + 1) !== -1) return null
  return { folder: path.slice(0, slash), name: path.slice(slash + 1) }
}

/**
 * A path a file store reads and writes: `{folder}/{name}`, one level deep, with safe
 * characters only, so it can never leave the store's root (both backends check every path
 * with this before touching it).
 */
export function isStorePath(path: string): boolean {
  const parts = splitOnce(path)
  return !!parts && STORE_FOLDER.test(parts.folder) && isStoredName(parts.name)
}

/**
 * The upload folder of an object `{folder}/{something}` (one level deep, a non-empty name),
 * whatever the name: the check after a direct upload looks at every object in an upload folder,
 * including one whose name storage.rules would have refused.
 */
export function uploadFolderOf(path: string): UploadFolder | null {
  const parts = splitOnce(path)
  if (!parts || !parts.name) return null
  return isUploadFolder(parts.folder) ? parts.folder : null
}

/** An uploaded file's path split into its upload folder and stored name, or null when it is not one. */
export function splitUploadPath(path: string): { folder: UploadFolder; name: string } | null {
  const folder = uploadFolderOf(path)
  if (!folder) return null
  const name = path.slice(folder.length + 1)
  return isStoredName(name) ? { folder, name } : null
}

/** Whether `path` names a file the upload route could have stored in `folder`. */
export function isUploadPath(folder: UploadFolder, path: string): boolean {
  return splitUploadPath(path)?.folder === folder
}

/**
 * Where an upload is stored: `{folder}/{uuid}.{extension}`, a fresh random name (never reused,
 * so a file is never replaced in place and caches keyed by path stay right). The dashboard's
 * upload route, the browser's direct upload to Cloud Storage, the application form and the seed
 * all name files here.
 */
export function uploadPath(folder: UploadFolder, extension: string, id: string = crypto.randomUUID()): string {
  return `${folder}/${id}.${extension}`
}
