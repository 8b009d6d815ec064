/**
 * OnceClaims in Firestore: a key is a document of `onceClaims`, which `create` writes only
 * while it does not exist; the server answers any later create ALREADY_EXISTS. No browser
 * reads or writes them (firestore.rules denies what it does not name).
 */
import type { Firestore } from 'firebase-admin/firestore'
import { checkOnceKey, type OnceClaims } from '../once-claims'

export const ONCE_CLAIMS_COLLECTION = 'onceClaims'
/** gRPC ALREADY_EXISTS. */
const ALREADY_EXISTS = 6

export class FirestoreOnceClaims implements OnceClaims {
  constructor(private readonly db: Firestore) {}

  async claim(key: string, at: Date): Promise<boolean> {
    checkOnceKey(key)
    try {
      await this.db.collection(ONCE_CLAIMS_COLLECTION).doc(key).create({ at: at.toISOString() })
      return true
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false
      throw error
    }
  }
}
