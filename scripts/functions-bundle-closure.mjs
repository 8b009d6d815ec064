/**
 * What each Cloud Function loads at its cold start, read from the esbuild metafile of the
 * Functions bundle (scripts/build-functions.mjs --metafile): the bundle's index, then the module
 * of the function (cloud/<module>.ts, imported for FUNCTION_TARGET by functions/src/index.ts) and
 * every chunk either imports statically. Dynamic imports (the backend on the first event, sharp on
 * the first image, the dashboard's pages) are left out: they load later, if ever.
 * Used by `npm run bench:cold` and tests/firebase/functions-bundle.test.ts.
 */

/** The module under functions/src/cloud/ that defines each group of functions (cloud/function-names.ts). */
export const GROUP_MODULES = {
  app: 'functions/src/cloud/app-function.ts',
  searchSync: 'functions/src/cloud/search-sync-functions.ts',
  upload: 'functions/src/cloud/upload-function.ts',
  schedules: 'functions/src/cloud/schedule-functions.ts',
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

/** What the instances of one group load when they start: the index and the group's module, statically. */
export function groupClosure(meta, group) {
  const index = Object.entries(meta.outputs).find(([, info]) => info.entryPoint === 'functions/src/index.ts')?.[0]
  const module = outputOf(meta, GROUP_MODULES[group])
  if (!index || !module) throw new Error(`the metafile has no index or no module for ${group}`)
  return staticClosure(meta, [index, module])
}
