/**
 * Vitest globalSetup for the browser tests: gives the run one scratch directory (shared by
 * every test file of the run through `inject('e2eRunDir')`) and removes it at the end.
 *
 * It does no expensive work itself, so registering it costs nothing on runs without e2e
 * files. The first e2e file that starts a site builds the project (`node scripts/build.mjs`,
 * under a cross-process lock), snapshots `dist/` into this directory and seeds a template data
 * directory once; the other files of the run wait on the same lock and reuse both
 * (harness.ts, `prepareRun`).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eRunDir: string
  }
}

export default function setup(project: TestProject) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'alr-e2e-'))
  project.provide('e2eRunDir', runDir)
  return () => rmSync(runDir, { recursive: true, force: true })
}
