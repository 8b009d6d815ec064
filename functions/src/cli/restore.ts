/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back into
 * DATA_DIR (or `--data-dir <folder>`). Refused while the site (or anything else) has the store
 * open: stop the server first. See functions/src/backup/restore.ts for the rules.
 */
import { restoreBackup, RestoreRefusedError } from '../backup/restore'

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

async function main() {
  const args = process.argv.slice(2)
  const dataDir = option(args, '--data-dir') ?? process.env.DATA_DIR ?? './data'
  const skip = new Set<number>()
  const at = args.indexOf('--data-dir')
  if (at !== -1) skip.add(at).add(at + 1)
  const backupDir = args.find((a, i) => !skip.has(i) && !a.startsWith('--'))
  if (!backupDir) {
    console.error('Pemakaian: npm run restore -- <folder cadangan> [--data-dir <folder data>]')
    process.exit(2)
  }
  await restoreBackup({ backupDir, dataDir, log: (line) => console.log(line) })
}

main().catch((error) => {
  const refused = error instanceof RestoreRefusedError
  console.error(`Pemulihan ${refused ? 'ditolak' : 'gagal'}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(refused ? 3 : 1)
})
