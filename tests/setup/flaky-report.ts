/**
 * Names every test that passed only on a second attempt (browser tests are retried once,
 * vitest.config.ts), with what the first attempt failed on: a flaky test is a bug to find,
 * in the product or the test, not a pass to trust. Printed at the end of the run and written
 * to artifacts/logs/flaky-tests.log, so the run's log and its artifacts both carry it.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'

const LOG = path.join(process.cwd(), 'artifacts', 'logs', 'flaky-tests.log')

export default class FlakyReport implements Reporter {
  private flaky: string[] = []

  onTestCaseResult(test: TestCase) {
    const diagnostic = test.diagnostic()
    if (!diagnostic?.flaky) return
    const first = test.result().errors?.[0]
    const reason = first ? `${first.message}${first.stack ? `\n${first.stack.split('\n').slice(0, 8).join('\n')}` : ''}` : '(no error recorded)'
    this.flaky.push(`${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n  passed on attempt ${diagnostic.retryCount + 1}; the first failed with:\n  ${reason.replace(/\n/g, '\n  ')}`)
  }

  onTestRunEnd() {
    if (this.flaky.length === 0) return
    const text = `${this.flaky.length} test(s) passed only when run again (flaky):\n\n${this.flaky.join('\n\n')}\n`
    mkdirSync(path.dirname(LOG), { recursive: true })
    writeFileSync(LOG, text)
    process.stdout.write(`\n${'='.repeat(72)}\n${text}${'='.repeat(72)}\n`)
  }
}
