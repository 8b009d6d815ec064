import type { AppConfig } from '../config'
import type { Backend } from './ports'
import type { DeadlineSettings } from './with-deadline'

export interface OpenBackendOptions {
  /**
   * Deadlines of the remote services' calls (Firebase; with-deadline.ts). The default suits
   * requests; a command-line tool reading whole collections from an operator's machine passes
   * BULK_DEADLINES.
   */
  deadlines?: DeadlineSettings
}

/**
 * Opens the backend chosen by BACKEND. Only this module knows the adapters by name. Each is
 * imported when chosen, so a process never loads the other's drivers (the Functions bundle
 * never opens better-sqlite3; `npm start` never loads firebase-admin).
 */
export async function openBackend(config: AppConfig, options: OpenBackendOptions = {}): Promise<Backend> {
  if (config.backend === 'firebase') {
    if (!config.firebase) throw new Error('BACKEND=firebase needs its settings (loadConfig checks them)')
    const { createFirebaseBackend } = await import('./firebase')
    return createFirebaseBackend({ ...config.firebase, ...(options.deadlines ? { deadlines: options.deadlines } : {}) })
  }
  const { createEmbeddedBackend } = await import('./embedded')
  return createEmbeddedBackend({ dataDir: config.dataDir })
}
