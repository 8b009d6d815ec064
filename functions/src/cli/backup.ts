/**
 * `npm run backup [-- --out <folder>]`: a consistent copy of DATA_DIR's store and uploads,
 * taken while the site runs, into `<folder>/{timestamp}/` (default BACKUP_DIR or ./backups).
 * See functions/src/backup/backup.ts.
 */
import { createBackup } from '../backup/backup'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

async function main() {
  const dataDir = option('--data-dir') ?? process.env.DATA_DIR ?? './data'
  const outDir = option('--out') ?? process.env.BACKUP_DIR ?? './backups'
  const { dir } = await createBackup({ dataDir, outDir, log: (line) => console.log(line) })
  // The last line is the folder alone, for scripts.
  console.log(dir)
}

main().catch((error) => {
  console.error(`Pencadangan gagal: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
