/**
 * `npm run backup [-- --out <folder>]`: a consistent copy of DATA_DIR's store and uploads,
 * taken while the site runs, into `<folder>/{timestamp}/` (default BACKUP_DIR or ./backups).
 * See functions/src/backup/backup.ts.
 *
 * `npm run backup -- --backend firebase --out <folder> [--project <id>] [--page-size <n>]`: the Firebase project's
 * documents, upload files and accounts into `<folder>/{timestamp}/` (docs/backup-firebase.md,
 * functions/src/backup/firebase-backup.ts).
 *
 * `npm run backup -- --backend firebase --to gs://<bucket>/<prefix>`: the same, into a bucket of
 * its own under `<prefix>/{timestamp}/`, manifest last (functions/src/backup/firebase-bucket.ts).
 */
import { createBackup } from '../backup/backup'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

function pageSizeOption(): number | undefined {
  const pageSize = option('--page-size')
  if (pageSize === undefined) return undefined
  if (!(Number.isInteger(Number(pageSize)) && Number(pageSize) >= 1 && Number(pageSize) <= 1000)) throw new Error('--page-size: bilangan bulat 1 sampai 1000.')
  return Number(pageSize)
}

/** Backs the project up into a folder, or into a bucket when `to` is a gs:// address; returns where. */
async function backupFirebase(outDir: string, to: string | undefined): Promise<string> {
  const pageSize = pageSizeOption()
  const [{ openFirebaseBackupAccess }, { createFirebaseBackup }, { parseBucketAddress, createFirebaseBackupInBucket }, { openBackupBucket }] = await Promise.all([
    import('../backends/firebase/backup-access'),
    import('../backup/firebase-backup'),
    import('../backup/firebase-bucket'),
    import('../backends/firebase/backup-bucket'),
  ])
  // The destination first: a wrong address or a missing permission stops before any reading.
  const address = to === undefined ? undefined : parseBucketAddress(to)
  const bucket = address ? await openBackupBucket(process.env, address.bucket, option('--project') ?? process.env.FIREBASE_PROJECT_ID) : undefined
  try {
    const access = await openFirebaseBackupAccess(process.env, option('--project'))
    try {
      console.log(`Mencadangkan ${access.label}…`)
      const log = (line: string) => console.log(line)
      if (bucket && address) return (await createFirebaseBackupInBucket({ access, bucket, prefix: address.prefix, ...(pageSize ? { pageSize } : {}), log })).address
      return (await createFirebaseBackup({ access, outDir, ...(pageSize ? { pageSize } : {}), log })).dir
    } finally {
      await access.close()
    }
  } finally {
    await bucket?.close()
  }
}

async function main() {
  const backend = option('--backend') ?? 'embedded'
  if (backend !== 'embedded' && backend !== 'firebase') throw new Error(`--backend ${backend} tidak dikenal (embedded atau firebase).`)
  const outDir = option('--out') ?? process.env.BACKUP_DIR ?? './backups'
  // `--to` with nothing after it (an empty variable in a script) must not fall back to a folder.
  const to = process.argv.includes('--to') ? (option('--to') ?? '') : option('--to')
  if (to !== undefined && backend !== 'firebase') throw new Error('--to (sebuah bucket) hanya untuk --backend firebase; cadangan embedded ditulis ke folder dengan --out.')
  if (to !== undefined && !to.startsWith('gs://')) throw new Error(`--to menerima alamat bucket gs://NAMA-BUCKET/awalan, bukan ${to || 'kosong'}; folder ditulis dengan --out.`)
  let dir: string
  if (backend === 'firebase') {
    dir = await backupFirebase(outDir, to)
  } else {
    const dataDir = option('--data-dir') ?? process.env.DATA_DIR ?? './data'
    dir = (await createBackup({ dataDir, outDir, log: (line) => console.log(line) })).dir
  }
  // The last line is the folder (or the gs:// address) alone, for scripts.
  console.log(dir)
}

main().catch((error) => {
  console.error(`Pencadangan gagal: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
