/**
 * How the public pages' script is split into files (scripts/build.mjs builds it;
 * scripts/public-bundle.test.ts holds its shape). Every file a public page loads costs more than
 * its code: its imports and exports by name, and brotli starting afresh without the other files'
 * context (docs/decisions/0065-public-js-room.md). So each file is the entry or a chunk loaded by
 * its own import(), and none holds modules two of them share.
 */
import path from 'node:path'

/** The public pages' entry, from the repository's root. */
export const PUBLIC_ENTRY = 'web/src/client/site.ts'

/**
 * The public forms' helpers (form-feedback.ts, form-app-check.ts) go into each form's chunk, a
 * copy in each, instead of the chunk of their own esbuild makes of what two chunks share: a page
 * has one form, and that third file cost about 190 B brotli more than the copy, on pages then
 * within a few bytes of the 6 KB budget. A copy is a module of its own (the suffix names the form
 * importing it); form-app-check.ts keeps one instance per form script, and both load the same
 * app-check.ts chunk.
 */
export function formHelpersPerForm(root) {
  const clientDir = path.join(root, 'web/src/client')
  return {
    name: 'form-helpers-per-form',
    setup(b) {
      b.onResolve({ filter: /^\.\/form-(?:feedback|app-check)$/ }, (args) =>
        args.resolveDir === clientDir ? { path: path.join(clientDir, `${args.path}.ts`), suffix: `?${path.basename(args.importer, '.ts')}` } : undefined,
      )
    },
  }
}
