/**
 * `npm run backup [-- --out <folder>]`: a consistent copy of DATA_DIR's store and uploads,
 * taken while the site runs, into `<folder>/{timestamp}/` (default BACKUP_DIR or ./backups).
 * See functions/src/backup/backup.ts.
 *
 * `npm run backup -- --backend firebase --out <folder> [--project <id>] [--page-size <n>]`: the Firebase project's
 * documents, upload files and accounts into `<folder>/{timestamp}/` (docs/backup-firebase.md,
 * functions/src/backup/firebase-backup.ts).
 */
import { createBackup } from '../backup/backup'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

async function backupFirebase(outDir: string): Promise<string> {
  const [{ openFirebaseBackupAccess }, { createFirebaseBackup }] = await Promise.all([import('../backends/firebase/backup-access'), import('../backup/firebase-backup')])
  const access = await openFirebaseBackupAccess(process.env, option('--project'))
  try {
    console.log(`Mencadangkan ${access.label}…`)
    const pageSize = option('--page-size')
    if (pageSize !== undefined && !(Number.isInteger(Number(pageSize)) && Number(pageSize) >= 1 && Number(pageSize) <= 1000)) {
      throw new Error('--page-size: bilangan bulat 1 sampai 1000.')
    }
    const { dir } = await createFirebaseBackup({ access, outDir, ...(pageSize ? { pageSize: Number(pageSize) } : {}), log: (line) => console.log(line) })
    return dir
  } finally {
    await access.close()
  }
}

async function main() {
  const backend = option('--backend') ?? 'embedded'
  if (backend !== 'embedded' && backend !== 'firebase') throw new Error(`--backend ${backend} tidak dikenal (embedded atau firebase).`)
  const outDir = option('--out') ?? process.env.BACKUP_DIR ?? './backups'
  let dir: string
  if (backend === 'firebase') {
    dir = await backupFirebase(outDir)
  } else {
    const dataDir = option('--data-dir') ?? process.env.DATA_DIR ?? './data'
    dir = (await createBackup({ dataDir, outDir, log: (line) => console.log(line) })).dir
  }
  // The last line is the folder alone, for scripts.
  console.log(dir)
}

main().catch((error) => {
  console.error(`Pencadangan gagal: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
