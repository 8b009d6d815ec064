import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ChangeEmitter } from '../change-emitter'
import { describeContentStoreContract } from '../content-store.contract'
import { SqliteContentStore } from './sqlite-content-store'

// The bare store (no search sync subscribed): the contract is about the store alone.
describeContentStoreContract('SqliteContentStore (embedded)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-contract-'))
  const events = new ChangeEmitter()
  const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events })
  return {
    store,
    events,
    async cleanup() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
})
