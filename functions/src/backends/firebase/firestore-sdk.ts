/**
 * The Firestore client's values, from @google-cloud/firestore itself (the package firebase-admin's
 * `firebase-admin/firestore` re-exports: the same classes), loaded with require() rather than
 * `import`.
 *
 * - The package is CommonJS, and it exports `GrpcStatus` as a getter that loads the whole of
 *   google-gax, gRPC's libraries included, "to avoid pulling it in from static scope". An ES
 *   module `import` of a CommonJS package reads every export it finds to fill in the namespace,
 *   that getter too: on a new instance's first request the Firestore client, which talks REST
 *   (firestore-transport.ts), loaded gRPC all the same, some 150 ms of CPU for nothing
 *   (`npm run bench:cold`, docs/bench.md). require() reads only what is asked for, below.
 * - Not through firebase-admin: its Firestore entry loads firebase-admin's credentials module and
 *   with it a second google-auth-library (the client brings its own), about 20 ms of a new
 *   instance's first request, for a client the site makes without a firebase-admin app
 *   (firestore-transport.ts).
 *
 * The site reads no other value of the package; types are imported as usual (`import type`).
 */
import { createRequire } from 'node:module'
import type * as FirestoreSdk from '@google-cloud/firestore'

const sdk = createRequire(import.meta.url)('@google-cloud/firestore') as typeof FirestoreSdk

export const { DocumentReference, FieldPath, FieldValue, Firestore, GeoPoint, Timestamp } = sdk
// The classes' instance types, under the same names as their values.
export type DocumentReference = FirestoreSdk.DocumentReference
export type FieldPath = FirestoreSdk.FieldPath
export type FieldValue = FirestoreSdk.FieldValue
export type Firestore = FirestoreSdk.Firestore
export type GeoPoint = FirestoreSdk.GeoPoint
export type Timestamp = FirestoreSdk.Timestamp
