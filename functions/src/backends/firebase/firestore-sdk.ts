/**
 * firebase-admin/firestore's values, loaded with require() rather than `import`.
 *
 * The package is CommonJS, and it exports `GrpcStatus` as a getter that loads the whole of
 * google-gax, gRPC's libraries included, "to avoid pulling it in from static scope". An ES
 * module `import` of a CommonJS package reads every export it finds to fill in the namespace,
 * that getter too: on a new instance's first request the Firestore client, which talks REST
 * (firestore-transport.ts), loaded gRPC all the same, some 150 ms of CPU for nothing
 * (`npm run bench:cold`, docs/bench.md). require() reads only what is asked for, below.
 * The site reads no other value of the package; types are imported as usual (`import type`).
 */
import { createRequire } from 'node:module'
import type * as FirestoreSdk from 'firebase-admin/firestore'

const sdk = createRequire(import.meta.url)('firebase-admin/firestore') as typeof FirestoreSdk

export const { DocumentReference, FieldPath, FieldValue, GeoPoint, Timestamp, getFirestore, initializeFirestore } = sdk
// The classes' instance types, under the same names as their values.
export type DocumentReference = FirestoreSdk.DocumentReference
export type FieldPath = FirestoreSdk.FieldPath
export type FieldValue = FirestoreSdk.FieldValue
export type GeoPoint = FirestoreSdk.GeoPoint
export type Timestamp = FirestoreSdk.Timestamp
