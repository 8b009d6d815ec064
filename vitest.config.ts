import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { useTestTmpDir } from './tests/setup/test-tmpdir'

// Temporary files (test stores, sites' data folders) in memory where the machine allows: SQLite
// waits for the disk on every commit, tmpfs does not (tests/setup/test-tmpdir.ts).
useTestTmpDir()

// Passwords hashed at scrypt's N=2^10 rather than production's 2^15: the suite creates and signs
// in thousands of accounts (over 800 hashes in the unit files alone, about 80 ms each at 2^15 on
// a quiet core), and what it tests is the code around the hash, which is the same at any cost.
// Set here, before anything starts, so the workers, the shared seeded site and every server a
// test starts inherit it; a test that needs the default passes its own environment.
process.env.PASSWORD_HASH_COST ??= '10'

/**
 * Test files that hold code to a time budget (every answer in under a second, the event loop
 * never blocked that long, a sign-in no slower for an unknown address...) or run a load. They
 * run after everything else, away from the browser tests: the sweeps (each one process bound by
 * one core, on machines of two) two at a time, the short ones one at a time (TIMED_FIRST below).
 */
const TIMED = [
  'tests/security/worst-case-bodies.test.ts',
  'tests/security/worst-case-bodies-forms.test.ts',
  'tests/security/upload-worst-case.test.ts',
  // Not the fuzz suite: it asks for answers below 500, and its one clock (a pathological HTML
  // case under a second) is far above what its cases take, so it runs beside the others.
  'tests/security/redirects-worst-case.test.ts',
  'tests/security/move-worst-case.test.ts',
  'tests/reliability/load-smoke.test.ts',
  'functions/src/routes/dashboard/account.test.ts',
  'functions/src/routes/two-factor-sign-in.test.ts',
  'functions/src/routes/dashboard/form-helpers.test.ts',
  'functions/src/backends/with-deadline.test.ts',
  'functions/src/backends/firebase/firebase-outage.test.ts',
  // The client alerts contract times its sends (each under 0.5 s), here on the official Firestore emulator.
  'functions/src/backends/firebase/firebase-full.test.ts',
  'functions/src/backends/embedded/fts-search-index.test.ts',
  'functions/src/alerts/public-routes.test.ts',
  'functions/src/collections/inquiries/public-routes.test.ts',
  'functions/src/content/html-nesting.test.ts',
  'functions/src/content/sanitize-html.test.ts',
  'functions/src/render/json-ld.test.ts',
  'functions/src/search/query-text.test.ts',
  'functions/src/uploads/validate-upload.test.ts',
  'functions/src/mail/mail.test.ts',
  'functions/src/seed/index.test.ts',
  'shared/text/html-to-text.test.ts',
  'web/src/client/app-check.test.ts',
]

const ROOT = fileURLToPath(new URL('.', import.meta.url))

/** Every test file, as the projects' include patterns below find them. */
const TEST_FILES = ['functions/src', 'web/src', 'shared', 'scripts', 'tests'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules/')),
)
const BROWSER = TEST_FILES.filter((file) => file.startsWith('tests/e2e/'))
const SOURCES = new Map(TEST_FILES.filter((file) => !BROWSER.includes(file)).map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]))
const filesWhose = (text: RegExp) => [...SOURCES].filter(([, source]) => text.test(source)).map(([file]) => file)

/**
 * Files that start an emulator (the Auth emulator, either Firestore emulator, Storage's) or the
 * built site: they import its helper. Read from the files, so a new one never joins the fast loop.
 */
const EMULATORS = filesWhose(/testing\/(firestore-js-emulator|storage-test-emulator|firebase-identity-emulator|official-firestore-emulator)['"]|@firestore-emulator\/server['"]|e2e\/harness['"]/)

/** Files that start real processes (the CLI, a server killed mid-write, the Functions bundle's build) and take 10-40 s each. */
const PROCESSES = [
  'tests/reliability/alert-queue-crash.test.ts',
  'tests/reliability/backup-restore.test.ts',
  'tests/reliability/crash.test.ts',
  'tests/reliability/store-unavailable.test.ts',
  'tests/firebase/functions-bundle.test.ts',
]

/**
 * Timed files that sweep every endpoint or upload rule at its worst, and the short load run on a
 * real server: 10 s to a minute each (over half the unit files' time together).
 */
const SWEEPS = [
  'tests/security/worst-case-bodies.test.ts',
  'tests/security/worst-case-bodies-forms.test.ts',
  'tests/security/fuzz-endpoints.test.ts',
  'tests/security/upload-worst-case.test.ts',
  'tests/reliability/load-smoke.test.ts',
]

/** What `npm run test:unit` leaves to `npm test`, besides the browser tests. */
const NOT_UNIT = [...EMULATORS, ...PROCESSES, ...SWEEPS]

/**
 * Files that need modules of their own, where the other unit files share theirs (one import of
 * the app per worker, not one per file): they replace a module (`vi.mock`), or test the browser
 * side of a module the server configures once per process (phone numbers without the server's
 * numbering plans).
 */
const OWN_MODULES = [...filesWhose(/\bvi\.(mock|doMock|resetModules)\(/), 'shared/schemas/phone.test.ts']

/** Integration files among them: their own project, since the integration files share their modules. */
const INTEGRATION_OWN_MODULES = OWN_MODULES.filter((file) => NOT_UNIT.includes(file) && !TIMED.includes(file))

/**
 * The longest files, started first so that the two workers finish together. Without the
 * timings of an earlier run (a clean clone), Vitest starts the largest files first, and a short
 * file that runs long (Lighthouse) could start last and keep one worker busy alone.
 */
const LONGEST = [
  'tests/e2e/lighthouse.e2e.test.ts',
  'tests/security/fuzz-endpoints.test.ts',
  'tests/e2e/two-factor.e2e.test.ts',
  'tests/e2e/quality-dashboard.e2e.test.ts',
  'tests/e2e/brand.e2e.test.ts',
  'tests/e2e/dev-firebase.e2e.test.ts',
  'tests/e2e/dashboard.e2e.test.ts',
  'tests/e2e/client-alerts.e2e.test.ts',
]

/**
 * The timed files run in three groups after everything else. Group 1, two at a time: the sweeps,
 * each one process bound by one core, the two halves of the worst-case bodies (about 50 s each)
 * side by side and the uploads' sweep after the half that ends first. Group 2, two at a time:
 * the files that start other processes (the short load run's server, the emulators: the official
 * Firestore emulator is a Java process of many threads), never beside a sweep. Group 3, one at a
 * time on shared modules: the short timed unit files, whose budgets are tighter for what they
 * time, and which missed more of them two at a time for about 10 s of 90 saved (measured side by
 * side on a busy machine, docs/decisions/0063-test-run-speed.md). Within a group, Vitest hands
 * the files to its workers first come, first served, in this order.
 */
const TIMED_SWEEPS = ['tests/security/worst-case-bodies.test.ts', 'tests/security/worst-case-bodies-forms.test.ts', 'tests/security/upload-worst-case.test.ts']
const TIMED_FIRST = [...TIMED_SWEEPS, 'tests/reliability/load-smoke.test.ts', 'functions/src/backends/firebase/firebase-outage.test.ts', 'functions/src/backends/firebase/firebase-full.test.ts']

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const first = file.project.config.sequence.groupOrder === 0 ? LONGEST : TIMED_FIRST
      const index = first.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      if (index !== -1) return index
      return first.length
    }
    // Array#sort is stable: the other files keep Vitest's order (groups first, then its own).
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b))
  }
}

/** What both groups share; globalSetup stays in the root config, so it runs once per run. */
const common = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // restore-env: files sharing a worker share its environment (tests/setup/restore-env.ts).
  setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-check-seed.ts', 'tests/setup/restore-env.ts'],
} satisfies TestProjectInlineConfiguration['test']

/** The timed files in `npm run test:unit`; one that needs its own modules stays in the isolated timed project below. */
const UNIT_TIMED = TIMED.filter((file) => !NOT_UNIT.includes(file) && !OWN_MODULES.includes(file))

const UNIT_INCLUDE = ['functions/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts']

export default defineConfig({
  test: {
    // Two files at a time: the machines this runs on have two cores, and Vitest would otherwise
    // keep one for itself and run every file in a single worker.
    maxWorkers: 2,
    // Browser tests share one build and one seeded data folder per run (tests/e2e/harness.ts);
    // the official Firestore emulator is started once for the run, in the background, for the
    // files that use it (tests/setup/official-firestore-emulator.ts).
    globalSetup: ['tests/e2e/global-setup.ts', 'tests/setup/official-firestore-emulator.ts'],
    sequence: { sequencer: LongestFirst },
    reporters: [
      'default',
      './tests/setup/flaky-report.ts',
      // Every run ends with its ten slowest files (tests/setup/slowest-files-report.ts).
      './tests/setup/slowest-files-report.ts',
      // `npm run test:unit` ends by saying what it did not run (tests/setup/left-out-report.ts).
      [
        './tests/setup/left-out-report.ts',
        {
          leftOut: {
            browser: `${BROWSER.length} browser test files`,
            integration: `${NOT_UNIT.filter((file) => !TIMED.includes(file)).length} files on the Firestore, Storage and Auth emulators, starting real processes, or the fuzz sweep`,
            timed: `${TIMED.length - UNIT_TIMED.length} timed files: the worst-case sweeps, the short load run, and two on the emulators`,
          },
        },
      ],
    ],
    // Projects whose names start with "unit" are `npm run test:unit`: no browser, no emulator, no
    // process but Vitest's. Vitest queues files by project name within a group, so the browser
    // tests start first and the unit files, short and sharing their workers, fill in at the end.
    projects: [
      {
        // Shared modules: a worker imports the app once and runs file after file in it, where
        // each file used to import it anew (docs/testing.md has the figures). Each file still
        // builds its own backend and app; modules that keep state key it by backend or cache
        // (WeakMaps), and OWN_MODULES lists the files that cannot share. Modules are evaluated
        // in the order the worker's first file needed them, so an import cycle may show here
        // and not when the file runs alone, or the other way round.
        test: {
          ...common,
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: ['**/node_modules/**', 'tests/e2e/**', ...NOT_UNIT, ...TIMED, ...OWN_MODULES],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'unit-own-modules',
          include: OWN_MODULES,
          exclude: ['**/node_modules/**', 'tests/e2e/**', ...NOT_UNIT, ...TIMED],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'integration',
          include: NOT_UNIT,
          exclude: ['**/node_modules/**', 'tests/e2e/**', ...TIMED, ...OWN_MODULES],
          // Shared modules too (those that set an emulator's address in the environment put the
          // old one back; one that replaces a module runs in the project below): each of its 47
          // files imported the app and the Firebase SDKs anew, about 30 s of CPU in a run.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      // An integration file that replaces a module (`vi.mock`), in modules of its own; none today.
      ...(INTEGRATION_OWN_MODULES.length > 0
        ? [{ test: { ...common, name: 'integration-own-modules', include: INTEGRATION_OWN_MODULES, exclude: ['**/node_modules/**', ...TIMED], sequence: { groupOrder: 0 } } }]
        : []),
      {
        // Browser tests run beside the others (same group, same two workers). A browser test
        // that fails is run once more: a real browser on a loaded two-core machine has timing
        // the code does not control, and one such failure would keep a whole day's work from
        // landing. A second attempt that passes is still reported, with the first attempt's
        // error, by tests/setup/flaky-report.ts (docs/decisions/0037-browser-test-retry.md).
        test: {
          ...common,
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...TIMED],
          retry: 1,
          // A worker runs file after file in one process, so it keeps one Chromium for all of
          // them (tests/e2e/harness.ts, launchBrowser) instead of launching one per file; each
          // file still starts its own site and opens its own browser contexts.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      // The timed files, after everything else, in three groups (see TIMED_FIRST): the sweeps
      // two at a time, then the files that start processes two at a time, then the timed unit
      // files one at a time.
      {
        test: {
          ...common,
          name: 'timed-sweeps',
          include: TIMED_SWEEPS,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...common,
          name: 'unit-timed',
          include: UNIT_TIMED,
          // One worker runs them all in turn, on shared modules.
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          ...common,
          name: 'timed',
          include: TIMED.filter((file) => !UNIT_TIMED.includes(file) && !TIMED_SWEEPS.includes(file)),
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
