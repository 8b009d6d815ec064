import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describeFileStoreContract } from '../file-store.contract'
import { LocalFileStore } from './local-file-store'

describeFileStoreContract('LocalFileStore (embedded)', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'alr-files-'))
  return { files: new LocalFileStore(root), cleanup: () => rm(root, { recursive: true, force: true }) }
})
