/** A real embedded backend in a fresh temporary folder, for tests. */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createEmbeddedBackend, type EmbeddedBackend } from '../backends/embedded'
import { loadConfig, type AppConfig } from '../config'
import { createApp, type App, type CreateAppOptions } from '../app'

export interface TestBackend extends EmbeddedBackend {
  cleanup(): Promise<void>
}

export function createTestBackend(options: { now?: () => Date } = {}): TestBackend {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-test-'))
  const backend = createEmbeddedBackend({ dataDir, now: options.now })
  return Object.assign(backend, {
    async cleanup() {
      await backend.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  })
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ PUBLIC_BASE_URL: 'https://www.example.test', SEED_DEMO: '0', ...overrides })
}

/** A settable clock: tests move it forward to see scheduled items appear. */
export class TestClock {
  constructor(public time = new Date('2026-06-15T03:00:00.000Z')) {}
  now = () => new Date(this.time)
  advance(ms: number) {
    this.time = new Date(this.time.getTime() + ms)
  }
}

export function createTestApp(backend: TestBackend, options: CreateAppOptions & { config?: AppConfig } = {}): App {
  return createApp(backend, options.config ?? testConfig(), {
    imageCacheDir: path.join(backend.dataDir, 'cache', 'img'),
    ...options,
  })
}
