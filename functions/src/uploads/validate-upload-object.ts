/**
 * The upload check for files that reach the file store without passing through the app: the
 * dashboard sends them straight to Cloud Storage, and storage.rules can only check the
 * declared type and the size. A plain handler of the finalized object; on Firebase the
 * Storage `onObjectFinalized` trigger calls it (functions/src/cloud-functions/upload-function.ts).
 *
 * The bytes decide, as for uploads through the app (`validateUpload`): a refused object is
 * deleted, and why is recorded first, so whoever finds the object gone also finds the reason
 * (the upload field asks for it once the upload has finished).
 */
import { uploadFolderOf } from '../../../shared/schemas/file-paths'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'
import type { DirectUploads, FileStore } from '../backends/ports'
import { validateUpload } from './validate-upload'

/** What the storage event tells about the object. */
export interface FinalizedObject {
  /** The object name, which is the store path `{folder}/{name}`. */
  name: string
  /** Bytes, as the event reports them (Cloud Storage sends a string). */
  size: number | string
  contentType?: string
}

export interface ValidateUploadObjectDeps {
  files: FileStore
  rejections: Pick<DirectUploads, 'recordRejection'>
}

export type UploadObjectOutcome =
  | { outcome: 'ignored'; path: string; reason: string }
  | { outcome: 'accepted'; path: string; contentType: string; width?: number; height?: number; retyped: boolean }
  | { outcome: 'rejected'; path: string; message: string }

/** Checks one finalized object; deletes it (after recording why) when its folder's rule refuses it. */
export async function validateUploadObject(object: FinalizedObject, deps: ValidateUploadObjectDeps): Promise<UploadObjectOutcome> {
  const path = object.name
  const folder = uploadFolderOf(path)
  if (!folder) return { outcome: 'ignored', path, reason: 'not in an upload folder' }
  const rule = UPLOAD_RULES[folder]

  const reject = async (message: string): Promise<UploadObjectOutcome> => {
    await deps.rejections.recordRejection(path, message)
    await deps.files.delete(path)
    return { outcome: 'rejected', path, message }
  }

  // Too large by the event's own count: refused without downloading it.
  if (Number(object.size) > rule.maxBytes) return reject(rule.messages.size)
  const bytes = await deps.files.read(path)
  // Replaced or deleted since it was finalized: a later event covers whatever is there now.
  if (!bytes) return { outcome: 'ignored', path, reason: 'no longer there' }
  const check = await validateUpload(folder, bytes)
  if (!check.ok) return reject(check.message)

  // The browser declares the type from the file name; the bytes may say otherwise (a PNG named
  // .jpg). The object is stored again with the type it really has, so it is served as that.
  // That write finalizes the object once more, and the second check finds the types equal.
  const retyped = object.contentType !== check.contentType
  if (retyped) await deps.files.put(path, bytes, check.contentType)
  return {
    outcome: 'accepted',
    path,
    contentType: check.contentType,
    ...(check.width ? { width: check.width, height: check.height } : {}),
    retyped,
  }
}
