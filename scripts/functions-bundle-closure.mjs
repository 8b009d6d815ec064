/**
 * What each Cloud Function loads at its cold start, read from the esbuild metafile of the
 * Functions bundle (scripts/build-functions.mjs --metafile): the bundle's index, the module an
 * instance of the function imports at its start (for `app`, cloud-functions/app-handler.ts; a trigger
 * imports its module on its first event, cloud-functions/instance-exports.ts) and every chunk they import
 * statically. Dynamic imports (the backend on the first event, sharp on the first image, the
 * dashboard's pages) are left out: they load later, if ever.
 * Used by `npm run bench:cold` and tests/firebase/functions-bundle.test.ts.
 */

/** The module an instance of each group imports at its start, beside the index (none: the index alone). */
export const INSTANCE_START_MODULES = {
  app: 'functions/src/cloud-functions/app-handler.ts',
}

/** The module under functions/src/cloud-functions/ that defines each group of functions (cloud-functions/function-names.ts); a trigger's instance imports it on its first event. */
export const GROUP_MODULES = {
  app: 'functions/src/cloud-functions/app-function.ts',
  searchSync: 'functions/src/cloud-functions/search-sync-functions.ts',
  upload: 'functions/src/cloud-functions/upload-function.ts',
  schedules: 'functions/src/cloud-functions/schedule-functions.ts',
}

/** The output file built from `entryPoint` (a source path), or undefined. */
export function outputOf(meta, entryPoint) {
  return Object.entries(meta.outputs).find(([, info]) => info.entryPoint === entryPoint)?.[0]
}

/**
 * The static closure of `start` (output paths): the output files, their bytes, the source files
 * and packages bundled in them, and the packages imported from node_modules at run time.
 * @param {{ outputs: Record<string, { bytes: number, entryPoint?: string, inputs: Record<string, unknown>, imports: { path: string, kind: string, external?: boolean }[] }> }} meta
 * @param {string[]} start
 */
export function staticClosure(meta, start) {
  const files = new Set()
  const externals = new Set()
  const queue = [...start]
  while (queue.length) {
    const file = queue.pop()
    if (files.has(file)) continue
    files.add(file)
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue
      if (imported.external) {
        if (!imported.path.startsWith('node:')) externals.add(imported.path)
      } else queue.push(imported.path)
    }
  }
  const inputs = [...files].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}))
  const packages = new Set(inputs.flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? []))
  const bytes = [...files].reduce((sum, file) => sum + (meta.outputs[file]?.bytes ?? 0), 0)
  return { files: [...files], bytes, inputs, packages, externals }
}

/** What the instances of one group load when they start: the index and the group's start module, statically. */
export function groupClosure(meta, group) {
  const index = outputOf(meta, 'functions/src/index.ts')
  const startModule = INSTANCE_START_MODULES[group]
  const module = startModule && outputOf(meta, startModule)
  if (!index || (startModule && !module)) throw new Error(`the metafile has no index or no start module for ${group}`)
  return staticClosure(meta, module ? [index, module] : [index])
}

/** What a group's module loads (statically) beyond its start: for a trigger, what its first event imports before the backend. */
export function definitionClosure(meta, group) {
  const module = outputOf(meta, GROUP_MODULES[group])
  if (!module) throw new Error(`the metafile has no module for ${group}`)
  return staticClosure(meta, [module])
}
