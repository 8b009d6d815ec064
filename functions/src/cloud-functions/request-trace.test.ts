import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')

/**
 * In a plain Node process (as an instance loads the SDK, not through the test runner's module
 * loader): a log line written while a request is handled names that request's trace, as it does
 * under firebase-functions' own `onRequest`.
 */
async function logInside(headers: Record<string, string>): Promise<Record<string, unknown>> {
  const script = `
    import * as logger from 'firebase-functions/logger'
    import { withRequestTrace } from './functions/src/cloud-functions/request-trace.ts'
    const handler = await withRequestTrace(async () => { logger.info('inside the request') })
    await handler({ headers: ${JSON.stringify(headers)} }, {})
  `
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, env: { ...process.env, GCLOUD_PROJECT: 'demo-alr' } })
  return JSON.parse(stdout.trim().split('\n').find((line) => line.includes('inside the request'))!)
}

describe('withRequestTrace', () => {
  it('gives the log lines of a request its trace (traceparent and X-Cloud-Trace-Context)', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    expect((await logInside({ traceparent: `00-${traceId}-00f067aa0ba902b7-01` }))['logging.googleapis.com/trace']).toBe(`projects/demo-alr/traces/${traceId}`)
    expect((await logInside({ 'x-cloud-trace-context': `${traceId}/12345;o=1` }))['logging.googleapis.com/trace']).toBe(`projects/demo-alr/traces/${traceId}`)
  }, 30_000)

  it('leaves a request without a trace header as it is', async () => {
    expect(await logInside({})).not.toHaveProperty('logging.googleapis.com/trace')
  }, 30_000)
})
