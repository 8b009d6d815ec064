/** `npm run search:reindex`: rebuilds the public and staff search indexes from the content store. */
import { openBackend } from '../backends/open-backend'
import { BULK_DEADLINES } from '../backends/with-deadline'
import { loadConfig } from '../config'
import { reindexAll } from '../search/search-sync'

async function main() {
  const config = loadConfig(process.env)
  const backend = await openBackend(config, { deadlines: BULK_DEADLINES })
  const started = Date.now()
  let lastShown = 0
  try {
    // The backend's own start-up work first: on Firebase, the Algolia index settings.
    await backend.prepare?.((line) => console.log(line))
    const { total } = await reindexAll({ store: backend.content, search: backend.search, now: () => new Date() }, (done, all) => {
      // A line every 10 % (and at the end), so a large store shows progress without flooding.
      if (done === all || done - lastShown >= Math.max(1, Math.ceil(all / 10))) {
        lastShown = done
        console.log(`Mengindeks ulang… ${done}/${all}`)
      }
    })
    console.log(`Indeks pencarian dibangun ulang: ${total} dokumen dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`)
  } finally {
    await backend.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
