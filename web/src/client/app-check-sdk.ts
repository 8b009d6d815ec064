/**
 * What the public forms use of the Firebase web SDK for App Check, as one module so the bundler
 * makes it one chunk, loaded by app-check.ts only on Firebase with a site key and only on a page
 * with a form (about the size of the dashboard's App Check chunk; public pages never load it
 * otherwise).
 */
export { initializeApp } from 'firebase/app'
export { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check'
