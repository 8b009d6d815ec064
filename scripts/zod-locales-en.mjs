// The browser build's stand-in for zod's locale index: only English, which zod uses by
// default. The real index pulls every locale (over 200 KB minified) into the dashboard.
export { default as en } from 'zod/v4/locales/en.js'
