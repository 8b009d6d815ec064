import type { AppConfig } from '../config'
import type { Backend } from './ports'
import { createEmbeddedBackend } from './embedded'

/** Opens the backend chosen by BACKEND. Only this module knows the adapters by name. */
export async function openBackend(config: AppConfig): Promise<Backend> {
  if (config.backend === 'embedded') return createEmbeddedBackend({ dataDir: config.dataDir })
  throw new Error('BACKEND=firebase is not available in this build yet; use BACKEND=embedded')
}
