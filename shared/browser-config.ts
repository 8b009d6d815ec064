/**
 * The configuration the server renders into pages for browser code. Only public identifiers:
 * never a key that grants anything.
 */

/** The header an App Check token travels in (the Firebase convention): the forms send it, the server reads it. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck'

/**
 * The public configuration the Firebase browser SDK signs in with. None of it is secret: the
 * web API key only names the project (Firebase's own docs), access is decided by the server.
 */
export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
  /** `host:port` of the Auth emulator (development and tests): the browser SDK connects to it. */
  authEmulatorHost?: string
}

/**
 * How the dashboard's upload fields send files: to the app (`/dashboard/uploads/{folder}`), or
 * straight to Cloud Storage with the Firebase web SDK's resumable upload.
 */
export type UploadTransportConfig =
  | { transport: 'app' }
  | {
      transport: 'cloud-storage'
      firebase: { apiKey: string; authDomain: string; projectId: string; storageBucket: string; appId?: string }
      /**
       * Firebase App Check with reCAPTCHA Enterprise: the site key (public by design: it names the
       * key, the browser proves itself to Google with it), present only when the deployment has
       * one and is not on the emulators. The dashboard's Firebase app then attaches an App Check
       * token to every Storage and Firestore request, so both can be enforced in the console.
       */
      appCheck?: { siteKey: string }
      /** `host:port` of the emulators the browser SDK connects to instead (development and tests). */
      emulators?: { auth?: string; storage?: string }
    }
