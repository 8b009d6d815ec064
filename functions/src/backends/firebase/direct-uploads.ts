import type { Auth } from 'firebase-admin/auth'
import type { Firestore } from 'firebase-admin/firestore'
import { Timestamp } from './firestore-sdk'
import type { DirectUploads, StaffUser } from '../ports'

/** `uploadRejections/{encoded path}` → `{ path, message, at, expireAt }`; readable by staff only (firestore.rules). */
export const UPLOAD_REJECTIONS_COLLECTION = 'uploadRejections'

/** A refusal is kept a week: long enough for any open form, then Firestore's TTL policy on `expireAt` removes it. */
const REJECTION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Document ids cannot hold '/'; the store path is encoded whole (`blog_images%2Fa.jpg`). */
export function rejectionDocId(path: string): string {
  return encodeURIComponent(path)
}

/**
 * Browser uploads to Cloud Storage: the browser signs in to Firebase Authentication with a
 * custom token minted for the signed-in staff member (its `staff.role` claim is what
 * storage.rules check), and the upload trigger records here why it deleted an object.
 */
export class FirebaseDirectUploads implements DirectUploads {
  constructor(
    /** Auth, or how to load it (its SDK loads with the first upload, index.ts). */
    readonly auth: Auth | (() => Promise<Auth>),
    readonly db: Firestore,
    readonly now: () => Date = () => new Date(),
  ) {}

  async browserToken(user: StaffUser): Promise<string> {
    const auth = typeof this.auth === 'function' ? await this.auth() : this.auth
    // The same claim FirebaseIdentity keeps on the account (`staff: { role }`), carried by the ID
    // token the custom token is exchanged for: storage.rules check it.
    return auth.createCustomToken(user.uid, { staff: { role: user.role } })
  }

  async recordRejection(path: string, message: string): Promise<void> {
    const at = this.now()
    await this.db
      .collection(UPLOAD_REJECTIONS_COLLECTION)
      .doc(rejectionDocId(path))
      .set({ path, message, at: at.toISOString(), expireAt: Timestamp.fromMillis(at.getTime() + REJECTION_TTL_MS) })
  }

  async rejection(path: string): Promise<string | null> {
    const snapshot = await this.db.collection(UPLOAD_REJECTIONS_COLLECTION).doc(rejectionDocId(path)).get()
    const message = snapshot.exists ? snapshot.get('message') : null
    return typeof message === 'string' ? message : null
  }
}
