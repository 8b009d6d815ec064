import { createTestBackend } from '../../testing/test-backend'
import { describeSearchIndexContract } from '../search-index.contract'

describeSearchIndexContract('FtsSearchIndex (embedded)', async () => {
  const backend = createTestBackend()
  return { index: backend.search, cleanup: () => backend.cleanup() }
})
