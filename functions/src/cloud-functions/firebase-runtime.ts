/**
 * What an instance opens on its first event, whatever its function: the configuration from the
 * params (checked with zod) and the Firebase backend. Imported on that first event (index.ts), so
 * loading a function costs only its own module.
 */
import { envFromParams } from '../backends/firebase/firebase-params'
import { warnIfSchemaBehind } from '../backends/migrations'
import { openBackend } from '../backends/open-backend'
import { functionsProcessSettings, loadConfig, type AssetManifest } from '../config'
import type { FunctionsRuntime } from './runtime'

export async function loadFirebaseRuntime(manifest: string | undefined): Promise<FunctionsRuntime> {
  // The params, and what only the process says: the emulators' addresses and ALGOLIA_HOSTS (config.ts).
  const config = loadConfig({ ...envFromParams(), ...functionsProcessSettings() }, manifest ? (JSON.parse(manifest) as AssetManifest) : undefined)
  const backend = await openBackend(config)
  // The deploy migrates the stored documents (npm run migrate:schema); an instance only says
  // when it finds the store behind, without holding up its first request.
  warnIfSchemaBehind(backend.content, (line) => console.warn(line)).catch(() => {})
  // Cloud Run sends SIGTERM and waits about 10 s before stopping an instance: Statistik's sums
  // still in memory (a few seconds' worth) are written then, not lost with it.
  process.once('SIGTERM', () => {
    backend.insightsCounter.flush().catch((error: unknown) => console.error('Statistik tidak dapat disimpan', error))
  })
  return { config, backend }
}
