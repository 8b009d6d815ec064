/**
 * Ends every run with its ten slowest test files: where the suite's minutes go, so that a file
 * that grows slow shows in the next run's log rather than in CI's time limit months later. A
 * file's time is what its worker spent on it: importing it and its modules, then its hooks and
 * tests (Vitest's own per-file figure leaves the import out).
 */
import type { Reporter, TestModule } from 'vitest/node'

export interface FileTime {
  file: string
  project: string
  ms: number
}

/** The `count` slowest files, slowest first, as the lines the run ends with. */
export function slowestLines(times: readonly FileTime[], count = 10): string[] {
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, count)
  const width = Math.max(0, ...slowest.map(({ ms }) => Math.round(ms).toLocaleString('en-US').length))
  return slowest.map(({ file, project, ms }) => `  ${Math.round(ms).toLocaleString('en-US').padStart(width)} ms  ${file}${project ? ` (${project})` : ''}`)
}

export function fileTime(module: TestModule, root = process.cwd()): FileTime {
  const { collectDuration, duration } = module.diagnostic()
  return { file: module.moduleId.replace(`${root}/`, ''), project: module.project.name, ms: collectDuration + duration }
}

export default class SlowestFilesReport implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length === 0) return
    const lines = slowestLines(modules.map((module) => fileTime(module)))
    process.stdout.write(`\nSlowest test files of this run (${lines.length} of ${modules.length}, import and tests):\n${lines.join('\n')}\n`)
  }
}
