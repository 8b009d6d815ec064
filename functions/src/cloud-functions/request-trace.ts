/**
 * The request's trace for firebase-functions' logger, as its `onRequest` sets it: each log line
 * written while a request is handled carries `logging.googleapis.com/trace`, so Cloud Logging
 * shows it under that request. The SDK keeps the trace in an AsyncLocalStorage of its own module
 * `common/trace` (the one its logger reads), which its package exports do not name; it is found
 * beside the logger's own file. Should a later SDK move it, the site still runs, its log lines
 * simply not grouped by request (and this module's test fails first).
 */
import type { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

interface TraceModule {
  traceContext: AsyncLocalStorage<unknown>
  extractTraceContext(headers: IncomingMessage['headers']): unknown
}

/** firebase-functions' trace module, the ES module build the site's `import` of its logger loads. */
export async function loadTraceModule(): Promise<TraceModule | undefined> {
  try {
    // The CommonJS logger is lib/logger/index.js; the ES build beside it, lib/esm/, holds the module the ES logger reads.
    const logger = createRequire(import.meta.url).resolve('firebase-functions/logger')
    const trace = (await import(pathToFileURL(path.join(path.dirname(logger), '../esm/common/trace.mjs')).href)) as Partial<TraceModule>
    return typeof trace.extractTraceContext === 'function' && trace.traceContext ? (trace as TraceModule) : undefined
  } catch {
    return undefined
  }
}

/** `handler`, run inside the trace its request's headers (`traceparent`, `X-Cloud-Trace-Context`) name. */
export async function withRequestTrace<Req extends IncomingMessage, Res>(handler: (req: Req, res: Res) => Promise<void>): Promise<(req: Req, res: Res) => Promise<void>> {
  const trace = await loadTraceModule()
  if (!trace) return handler
  return (req, res) => {
    const parent = trace.extractTraceContext(req.headers)
    return parent ? trace.traceContext.run(parent, handler, req, res) : handler(req, res)
  }
}
