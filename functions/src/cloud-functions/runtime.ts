import type { Backend } from '../backends/ports'
import type { AppConfig } from '../config'

export interface FunctionsRuntime {
  config: AppConfig
  backend: Backend
}

/** Opens the configuration and the backend; called once per instance, on its first event. */
export type LoadRuntime = () => Promise<FunctionsRuntime>

/** Memoizes a start-up; a failed one is tried again on the next event instead of sticking. */
export function once<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => {
    pending ??= start().catch((error: unknown) => {
      pending = null
      throw error
    })
    return pending
  }
}
