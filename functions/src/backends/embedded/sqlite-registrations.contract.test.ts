import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ChangeEmitter } from '../change-emitter'
import { SqliteContentStore } from './sqlite-content-store'
import { describeRegistrationsContract } from '../registrations.contract'

describeRegistrationsContract('SqliteContentStore (embedded)', async (now) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alr-registrations-'))
  const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter(), now })
  return {
    store,
    async cleanup() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
})
