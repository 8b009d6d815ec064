/**
 * Ends a run that left whole projects out (`npm run test:unit` is the unit projects alone) with
 * what it did not run, so that a green fast loop is never read as the whole suite passing.
 * Each project's description comes from vitest.config.ts; a run of all projects prints nothing.
 */
import type { Reporter, Vitest } from 'vitest/node'

export interface LeftOutOptions {
  /** A project's name, and what its files are (with how many), for every project worth naming. */
  leftOut: Record<string, string>
}

export default class LeftOutReport implements Reporter {
  private vitest: Vitest | undefined

  constructor(private readonly options: LeftOutOptions) {}

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  onTestRunEnd() {
    const ran = new Set(this.vitest?.projects.map((project) => project.name))
    const missing = Object.entries(this.options.leftOut).filter(([project]) => !ran.has(project))
    if (missing.length === 0) return
    const lines = missing.map(([project, what]) => `  ${project}: ${what}`)
    process.stdout.write(`\nLeft out of this run (\`npm test\` runs every test, and is what CI runs):\n${lines.join('\n')}\n`)
  }
}
