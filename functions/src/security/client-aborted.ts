/**
 * A client that goes away mid-request (a closed tab, a cancelled upload, a dropped phone
 * connection) is not a server failure: it is logged as one line at info level, not as an
 * error with a stack, and nobody is left to read the answer.
 */
export class ClientAbortedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the client disconnected before its request was read', options)
    this.name = 'ClientAbortedError'
  }
}

/** Error codes Node uses when the peer's request stream ends early. */
const ABORT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'UND_ERR_ABORTED'])

/** Whether `error` (or what caused it) is the client going away, rather than a fault of ours. */
export function isClientAbort(error: unknown, request?: Request): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ClientAbortedError) return true
    if (typeof e !== 'object') break
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'AbortError' || (typeof code === 'string' && ABORT_CODES.has(code))) return true
    if (message === 'aborted' || message === 'terminated') return request?.signal.aborted ?? true
  }
  return request?.signal.aborted === true
}
