import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ChangeEmitter } from '../change-emitter'
import { describeMediaContract } from '../media.contract'
import { LocalFileStore } from './local-file-store'
import { SqliteContentStore } from './sqlite-content-store'

describeMediaContract('SqliteContentStore and LocalFileStore (embedded)', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'media-contract-'))
  const store = new SqliteContentStore({ file: path.join(dir, 'content.db'), events: new ChangeEmitter() })
  return {
    store,
    files: new LocalFileStore(path.join(dir, 'uploads')),
    async cleanup() {
      store.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
})
