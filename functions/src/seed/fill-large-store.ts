/**
 * `seedLargeContent` into an embedded store's folder: what `npm run seed:large` and
 * `npm run bench:scale` run.
 */
import { createEmbeddedBackend } from '../backends/embedded'
import { seedLargeContent, type LargeSizes } from './large-content'

export async function fillLargeStore(dataDir: string, sizes: LargeSizes, options: { now?: Date; log?: (line: string) => void } = {}) {
  const backend = createEmbeddedBackend({ dataDir })
  try {
    if (!(await backend.content.isEmpty())) throw new Error(`${dataDir} sudah berisi konten; seed:large hanya mengisi penyimpanan kosong.`)
    // A fresh store filled in one go: were the machine to stop midway, the half-filled store is
    // thrown away and filled again, so each write need not reach the disk before the next
    // (decision 5's synchronous=FULL is for staff's saves). Restored before the store is closed.
    backend.content.db.pragma('synchronous = OFF')
    const started = performance.now()
    const added = await seedLargeContent(backend, sizes, options)
    backend.content.db.pragma('synchronous = FULL')
    backend.content.db.pragma('wal_checkpoint(TRUNCATE)')
    return { added, seconds: (performance.now() - started) / 1000 }
  } finally {
    await backend.close()
  }
}
