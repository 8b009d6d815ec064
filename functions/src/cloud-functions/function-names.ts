/**
 * The exported functions of the Firebase deployment, by the module that defines them. A Cloud
 * Functions instance runs one function (its name is FUNCTION_TARGET) and loads only that
 * function's module (functions/src/index.ts); the deploy's discovery loads every one.
 */
export const FUNCTION_GROUPS = {
  app: ['app'],
  // One per searchable collection (search-sync-functions.ts `searchSyncFunctionName`). Written
  // here, not read from the registry, so an instance's start loads no module of it; a test
  // holds this list to the registry's (`searchSyncNamesOutOfStep`).
  searchSync: ['searchSyncBlogs', 'searchSyncPublications', 'searchSyncProfiles', 'searchSyncCategories', 'searchSyncTags', 'searchSyncPracticeAreas', 'searchSyncBlockPages', 'searchSyncRegulations', 'searchSyncEvents'],
  upload: ['validateUpload'],
  // The schedules, and the client alerts' sender their module defines beside them.
  schedules: ['sweepScheduled', 'sendAlerts', 'sendQueuedAlerts', 'pruneUploads'],
} as const

/**
 * The functions Cloud Scheduler runs, one scheduler job each (all-functions.test.ts holds this
 * list to the functions declaring a schedule; tests/docs/firebase-counts.test.ts holds the
 * deploy guide's counts of jobs to it).
 */
export const SCHEDULED_FUNCTIONS = ['sweepScheduled', 'sendAlerts', 'pruneUploads'] as const

export type FunctionGroup = keyof typeof FUNCTION_GROUPS
export type FunctionName = (typeof FUNCTION_GROUPS)[FunctionGroup][number]

export const FUNCTION_NAMES: readonly FunctionName[] = Object.values(FUNCTION_GROUPS).flat()

/**
 * Whether this process defines the functions of `group`: all of them when it runs none in
 * particular (the deploy's discovery, the emulators, tests) or one this list does not know.
 */
export function definesGroup(group: FunctionGroup, target: string | undefined = process.env.FUNCTION_TARGET): boolean {
  if (!target || !(FUNCTION_NAMES as readonly string[]).includes(target)) return true
  return (FUNCTION_GROUPS[group] as readonly string[]).includes(target)
}

/** FUNCTION_TARGET when it names one of this deployment's functions: the process is an instance running it. */
export function instanceTarget(target: string | undefined = process.env.FUNCTION_TARGET): FunctionName | undefined {
  return target && (FUNCTION_NAMES as readonly string[]).includes(target) ? (target as FunctionName) : undefined
}
