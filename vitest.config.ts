import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Test files that hold code to a time budget (every answer in under a second, the event loop
 * never blocked that long, a sign-in no slower for an unknown address...) or run a load. They
 * run after everything else, one file at a time, so that a neighbour busy on the other core
 * cannot make them miss a budget their code keeps.
 */
const TIMED = [
  'tests/security/worst-case-bodies.test.ts',
  'tests/security/upload-worst-case.test.ts',
  'tests/security/fuzz-endpoints.test.ts',
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

/**
 * The longest files, started first so that the two workers finish together. Without the
 * timings of an earlier run (a clean clone), Vitest starts the largest files first, and a short
 * file that runs long (Lighthouse) could start last and keep one worker busy alone.
 */
const LONGEST = [
  'tests/e2e/lighthouse.e2e.test.ts',
  'tests/e2e/two-factor.e2e.test.ts',
  'tests/e2e/quality-dashboard.e2e.test.ts',
  'tests/e2e/brand.e2e.test.ts',
  'tests/e2e/dev-firebase.e2e.test.ts',
  'tests/e2e/dashboard.e2e.test.ts',
  'tests/e2e/client-alerts.e2e.test.ts',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`))
      return index === -1 ? LONGEST.length : index
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
  setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-check-seed.ts'],
} satisfies TestProjectInlineConfiguration['test']

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
    reporters: ['default', './tests/setup/flaky-report.ts'],
    projects: [
      {
        test: {
          ...common,
          name: 'parallel',
          include: ['functions/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'tests/e2e/**', ...TIMED],
          sequence: { groupOrder: 0 },
        },
      },
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
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'timed',
          include: TIMED,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
