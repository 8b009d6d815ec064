/**
 * What an instance of a trigger exports for its FUNCTION_TARGET: a function that loads the
 * trigger's definition (firebase-functions' provider, the trigger's own code) on its first event,
 * then hands it every event. Cloud Functions calls the export with the event (a Firestore or
 * Storage CloudEvent; a schedule's HTTP request from Cloud Scheduler) and reads nothing else of
 * it, so the instance starts without the provider, whose import costs what the event's first
 * read costs anyway (firebase-functions/firestore loads firebase-admin's Firestore SDK: about
 * 200 ms). The deploy's discovery, the emulators' first load and the tests define every
 * function in full (functions/src/index.ts).
 */
import { once } from './runtime'

// The definitions are firebase-functions' own functions (CloudFunction<…>), any arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown

/**
 * The exports of a group in an instance running `target`: `target` itself, loaded on its first
 * event, and nothing for the group's other functions (the instance never runs them).
 */
export function lazyTarget<Group extends Record<string, AnyFunction>>(target: string, define: () => Promise<Group>): Group {
  const definitions = once(define)
  const run = async (...args: unknown[]) => {
    const fn = (await definitions())[target]
    if (!fn) throw new Error(`${target} is not a function of this group`)
    return fn(...args)
  }
  return { [target]: run } as unknown as Group
}
