import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { ChangeEmitter } from '../change-emitter'
import type { Backend } from '../ports'
import { LocalFileStore } from './local-file-store'
import { SqliteContentStore } from './sqlite-content-store'
import { SqliteIdentity } from './sqlite-identity'

export interface EmbeddedBackend extends Backend {
  name: 'embedded'
  content: SqliteContentStore
  files: LocalFileStore
  events: ChangeEmitter
  identity: SqliteIdentity
  dataDir: string
}

/** The zero-setup backend: `DATA_DIR/content.db` (SQLite) and `DATA_DIR/uploads`. */
export function createEmbeddedBackend(options: { dataDir: string; now?: () => Date }): EmbeddedBackend {
  const dataDir = path.resolve(options.dataDir)
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true })
  const events = new ChangeEmitter()
  const content = new SqliteContentStore({ file: path.join(dataDir, 'content.db'), events, now: options.now })
  const files = new LocalFileStore(path.join(dataDir, 'uploads'))
  const identity = new SqliteIdentity(content.db, options.now ? () => options.now!().getTime() : undefined)
  return {
    name: 'embedded',
    content,
    files,
    events,
    identity,
    dataDir,
    async close() {
      content.close()
    },
  }
}
