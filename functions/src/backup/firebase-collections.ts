/**
 * Which Firestore collections a Firebase backup copies: every content collection of the
 * registry (shared/collections), the store's own companions (unique values, its metadata, the
 * editorial history) and the staff's recovery codes, each named where it is defined. A
 * collection added to the registry is backed up with no edit here.
 *
 * Left out on purpose: outgoing mail (the Trigger Email extension sends every `mail` document
 * written, so restoring them would send old emails again) and the records of refused direct
 * uploads, which only live until the upload's check answers.
 */
import { COLLECTION_NAMES } from '../../../shared/collections'
import { UPLOAD_FOLDERS } from '../../../shared/schemas/uploads'
import { uploadFoldersOf } from '../../../shared/collections/uploads'
import { UPLOAD_REJECTIONS_COLLECTION } from '../backends/firebase/direct-uploads'
import { RECOVERY_CODES_COLLECTION } from '../backends/firebase/firebase-identity'
import { HISTORY_COLLECTIONS, META_COLLECTION, UNIQUES_COLLECTION } from '../backends/firebase/firestore-content-store'
import { MAIL_COLLECTION } from '../mail/firestore-mailer'

/** The collections the app is known to keep, in the order a restore writes them. */
export const BACKED_UP_COLLECTIONS: readonly string[] = [
  ...new Set<string>([
    ...COLLECTION_NAMES,
    UNIQUES_COLLECTION,
    META_COLLECTION,
    ...Object.values(HISTORY_COLLECTIONS),
    RECOVERY_CODES_COLLECTION,
  ]),
]

/** Collections never copied (see above). Any other collection found in the project is copied too. */
export const NOT_BACKED_UP_COLLECTIONS: ReadonlySet<string> = new Set([MAIL_COLLECTION, UPLOAD_REJECTIONS_COLLECTION])

/** The Storage folders whose objects are copied: every module's upload folders, and every folder the upload rules declare. */
export const BACKED_UP_FOLDERS: readonly string[] = [...new Set<string>([...COLLECTION_NAMES.flatMap(uploadFoldersOf), ...UPLOAD_FOLDERS])].sort()
