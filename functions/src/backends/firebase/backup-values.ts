/**
 * Firestore values as JSON, for the Firebase backup (functions/src/backup/firebase-backup.ts):
 * what the driver's types are is this backend's business, so the backup writes and reads only
 * what these two functions give.
 */
import { Buffer } from 'node:buffer'
import type { Firestore } from 'firebase-admin/firestore'
import { DocumentReference, GeoPoint, Timestamp } from './firestore-sdk'

/**
 * A Firestore value as JSON. Plain JSON values stay as they are; the types JSON has no word for
 * are tagged objects with one `$…` key, and a map that itself has a key starting with `$` is
 * wrapped in `{"$map": …}`, so decoding is never ambiguous.
 */
export function encodeValue(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? value : { $double: String(value) }
  if (Array.isArray(value)) return value.map(encodeValue)
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } }
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } }
  if (value instanceof DocumentReference) return { $ref: value.path }
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') }
  if (typeof value === 'object' && value.constructor === Object) {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, encodeValue(inner)] as const)
    const map = Object.fromEntries(entries)
    return entries.some(([key]) => key.startsWith('$')) ? { $map: map } : map
  }
  throw new Error(`Nilai Firestore yang tidak dikenal: ${Object.prototype.toString.call(value)}`)
}

/** The inverse of encodeValue; `db` makes document references. */
export function decodeValue(value: unknown, db: Firestore): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((inner) => decodeValue(inner, db))
  const record = value as Record<string, unknown>
  const keys = Object.keys(record)
  if (keys.length === 1 && keys[0]!.startsWith('$')) {
    const tagged = record[keys[0]!]
    switch (keys[0]) {
      case '$double':
        return Number(tagged)
      case '$timestamp': {
        const { seconds, nanoseconds } = tagged as { seconds: number; nanoseconds: number }
        return new Timestamp(seconds, nanoseconds)
      }
      case '$geopoint': {
        const { latitude, longitude } = tagged as { latitude: number; longitude: number }
        return new GeoPoint(latitude, longitude)
      }
      case '$ref':
        return db.doc(String(tagged))
      case '$bytes':
        return Buffer.from(String(tagged), 'base64')
      case '$map':
        return Object.fromEntries(Object.entries(tagged as Record<string, unknown>).map(([key, inner]) => [key, decodeValue(inner, db)]))
    }
    throw new Error(`Cadangan tidak sah: penanda nilai ${keys[0]} tidak dikenal.`)
  }
  return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, decodeValue(inner, db)]))
}
