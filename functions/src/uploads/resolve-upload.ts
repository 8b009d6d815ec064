import type { StoredFile } from '../../../shared/schemas/types'
import type { UploadFolder } from '../../../shared/schemas/uploads'
import { isUploadPath, splitUploadPath } from '../../../shared/schemas/file-paths'
import { MSG } from '../../../shared/schemas/messages'
import type { FileStore } from '../backends/ports'
import { cleanOriginalName, validateUpload } from './validate-upload'

/**
 * Turns a file reference sent by a form into the StoredFile a document keeps, after checking
 * that it exists in the expected folder and still passes the folder's rule. A form can name
 * only files that are really there and valid. `originalName` is the name the file had on the
 * user's computer, sent by the form beside the path, kept so the dashboard shows it again.
 */
export async function resolveUpload(
  files: FileStore,
  folder: UploadFolder,
  path: string,
  previous?: StoredFile | null,
  originalName?: unknown,
): Promise<{ ok: true; file: StoredFile } | { ok: false; message: string }> {
  if (previous && previous.path === path) return { ok: true, file: previous }
  // A file of another folder (chosen from Pustaka Media for a field that cannot save it) is said so.
  if (!isUploadPath(folder, path)) return { ok: false, message: splitUploadPath(path) ? MSG.uploadOtherFolder : 'File tidak ditemukan. Unggah ulang file.' }
  const bytes = await files.read(path)
  if (!bytes) return { ok: false, message: 'File tidak ditemukan. Unggah ulang file.' }
  const check = await validateUpload(folder, bytes)
  if (!check.ok) return { ok: false, message: check.message }
  const name = typeof originalName === 'string' ? cleanOriginalName(originalName) : ''
  return {
    ok: true,
    file: {
      path,
      contentType: check.contentType,
      size: bytes.byteLength,
      ...(check.width ? { width: check.width, height: check.height } : {}),
      ...(name ? { originalName: name } : {}),
    },
  }
}
