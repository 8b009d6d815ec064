// TEMPORARY (for running the e2e tests before vitest.config.ts registers the globalSetup).
import { defineConfig, mergeConfig } from 'vitest/config'
import base from '../../vitest.config'
export default mergeConfig(base, defineConfig({ test: { globalSetup: ['tests/e2e/global-setup.ts'] } }))
