/**
 * `npm run seed:large [-- --posts N --profiles N --media N --regulations N --events N]`: fills an empty DATA_DIR with the
 * demo firm grown to a large firm's size (functions/src/seed/large-content.ts, docs/scale.md).
 * Embedded backend only.
 */
import { loadConfig } from '../config'
import { fillLargeStore } from '../seed/fill-large-store'
import { LARGE_SIZES, type LargeSizes } from '../seed/large-content'

function count(name: keyof LargeSizes): number {
  const args = process.argv.slice(2)
  const at = args.indexOf(`--${name}`)
  const raw = at === -1 ? undefined : args[at + 1]
  if (raw === undefined) return LARGE_SIZES[name]
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name}: bilangan bulat 0 atau lebih.`)
  return value
}

async function main() {
  const config = loadConfig({ ...process.env, SEED_DEMO: '0' })
  const sizes: LargeSizes = { posts: count('posts'), profiles: count('profiles'), media: count('media'), regulations: count('regulations'), events: count('events') }
  const { added, seconds } = await fillLargeStore(config.dataDir, sizes)
  console.log(
    `Konten besar siap dalam ${seconds.toFixed(1).replace('.', ',')} detik: ${added.blogs} blog, ${added.publications} publikasi, ` +
      `${added.profiles} profil, ${added.regulations} peraturan, ${added.events} acara, ${added.media} entri Pustaka Media ditambahkan pada konten demo.`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
