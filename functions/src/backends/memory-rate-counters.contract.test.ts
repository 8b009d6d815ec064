import { describeRateCountersContract } from './rate-counters.contract'
import { MemoryRateCounters } from './memory-rate-counters'
import { createTestBackend } from '../testing/test-backend'

describeRateCountersContract('MemoryRateCounters (embedded)', async () => {
  const backend = createTestBackend()
  return { counters: backend.openRateCounters(), cleanup: () => backend.cleanup() }
})

describeRateCountersContract('MemoryRateCounters (no backend: a guard of its own)', async () => ({ counters: new MemoryRateCounters(), async cleanup() {} }))
