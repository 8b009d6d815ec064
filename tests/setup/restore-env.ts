/**
 * Each test file leaves the environment as it found it. Files share a worker process (and its
 * `process.env`) where their project does not isolate them, and libraries write the environment
 * themselves: firebase-admin sets STORAGE_EMULATOR_HOST from FIREBASE_STORAGE_EMULATOR_HOST the
 * first time it opens Storage, and never again while it is set, so the next file's Storage
 * client went to the emulator an earlier file had stopped. Taken when the file starts (setup
 * files run before each file), put back when it ends.
 */
import { afterAll } from 'vitest'

const atStart = { ...process.env }

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name]
  Object.assign(process.env, atStart)
})
