/**
 * The shape of the public pages' script (scripts/public-bundle.mjs): the entry and one chunk per
 * import(), no chunk of modules two files share. Such a chunk is one more file on every page
 * that loads either of them, which cost the pages near the 6 KB budget 150 to 190 B brotli each
 * time (docs/decisions/0065-public-js-room.md); the budget's browser test weighs the bytes, this
 * names the module that made the file, in the fast loop.
 */
import os from 'node:os'
import path from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { PUBLIC_ENTRY, formHelpersPerForm } from './public-bundle.mjs'

const root = path.resolve(import.meta.dirname, '..')

describe('the public pages’ script', () => {
  it('is the entry and chunks each loaded by its own import(), none of shared modules', async () => {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: { site: PUBLIC_ENTRY },
      bundle: true,
      format: 'esm',
      splitting: true,
      plugins: [formHelpersPerForm(root)],
      outdir: path.join(os.tmpdir(), 'public-bundle-shape'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    const outputs = Object.values(metafile.outputs).filter((output) => !output.entryPoint)
    expect(outputs.map((output) => Object.keys(output.inputs))).toEqual([])
    // The forms' helpers are in each form's chunk.
    const formChunk = (form: string) => Object.values(metafile.outputs).find((output) => output.entryPoint === `web/src/client/${form}.ts`)
    for (const form of ['inquiry-form', 'application-form']) {
      expect(Object.keys(formChunk(form)?.inputs ?? {}), form).toEqual(expect.arrayContaining([`web/src/client/form-feedback.ts?${form}`, `web/src/client/form-app-check.ts?${form}`]))
    }
  }, 30_000)
})
