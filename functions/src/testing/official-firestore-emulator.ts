/**
 * For tests: the official Cloud Firestore emulator of the run, started once by the globalSetup
 * tests/setup/official-firestore-emulator.ts and shared by every test file through
 * `inject('officialFirestore')`. Each file uses a project id of its own (`officialProjectId`):
 * the emulator keeps data and security rules per project, so files run side by side on it.
 *
 * It enforces firestore.rules and does what `@firestore-emulator/server` (firestore-js-emulator.ts)
 * cannot (cursors, offset, transaction isolation, a listener told of a deletion). It needs only
 * Java 11 or later; firebase-tools' `emulators:start` asks for Java 21, so the run starts it
 * itself. Where it is not installed the tests that need it are skipped, and the run says why.
 */
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'

/** What the globalSetup provides: where the emulator answers, or why there is none. */
export type OfficialFirestore =
  | {
      /** `127.0.0.1:{port}`, as FIRESTORE_EMULATOR_HOST would hold it. */
      host: string
      /** The emulator's output, quoted when it does not answer. */
      log: string | null
    }
  | { absent: string }

declare module 'vitest' {
  export interface ProvidedContext {
    officialFirestore: OfficialFirestore
  }
}

function provided(): OfficialFirestore {
  try {
    return inject('officialFirestore') ?? { absent: 'the globalSetup tests/setup/official-firestore-emulator.ts did not run' }
  } catch {
    return { absent: 'not inside a Vitest run' }
  }
}

/** The emulator's host (`127.0.0.1:{port}`), or null when this run has none. */
export function officialFirestoreHost(): string | null {
  const value = provided()
  return 'host' in value ? value.host : null
}

/** Why this run has no official emulator, or null when it has one. */
export function officialFirestoreAbsent(): string | null {
  const value = provided()
  return 'absent' in value ? value.absent : null
}

/**
 * A project id for one test file (`demo-` ids never reach a real project). Data and security
 * rules are kept per project, so files using different ids never see each other's documents.
 */
export function officialProjectId(name: string): string {
  return `demo-${name}`
}

/** The end of the emulator's output, for an error message. */
function logTail(log: string | null): string {
  if (!log) return ''
  try {
    const text = readFileSync(log, 'utf8').trim().split('\n').slice(-15).join('\n')
    return text ? `\nIts output ended with:\n${text}` : ''
  } catch {
    return ''
  }
}

/**
 * Waits until the emulator answers (it is started in the background when the run begins, so
 * that a run without these tests never waits for a JVM), or throws with its output.
 */
export async function officialFirestoreReady(timeoutMs = 60_000): Promise<string> {
  const value = provided()
  if (!('host' in value)) throw new Error(`no official Firestore emulator in this run: ${value.absent}`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`http://${value.host}/`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return value.host
    } catch {
      // Not listening yet.
    }
    const log = value.log ? safeRead(value.log) : ''
    const exited = /the Firestore emulator exited with status (\d+)/.exec(log)
    if (exited || Date.now() > deadline) {
      const why = exited ? `exited with status ${exited[1]}` : `did not answer within ${timeoutMs / 1000} s`
      throw new Error(`the official Firestore emulator at ${value.host} ${why}.${logTail(value.log)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Drops every document of one project (the emulator's own endpoint). */
export async function clearOfficialFirestore(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`clearing the Firestore emulator failed: ${response.status}`)
}
