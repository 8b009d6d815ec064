// See README.md beside this file: requiring re2 fails as if it were not installed.
const error = new Error("Cannot find module 're2' (left out on purpose: see tools/re2-absent)")
error.code = 'MODULE_NOT_FOUND'
throw error
