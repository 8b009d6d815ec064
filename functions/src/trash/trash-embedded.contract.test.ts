import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ChangeEmitter } from '../backends/change-emitter'
import { SqliteContentStore } from '../backends/embedded/sqlite-content-store'
import { describeTrashContract } from './trash.contract'

describeTrashContract('SqliteContentStore (embedded)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-trash-'))
  const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
  return {
    store,
    async cleanup() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
})
