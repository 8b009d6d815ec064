/**
 * `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back into
 * DATA_DIR (or `--data-dir <folder>`). Refused while the site (or anything else) has the store
 * open: stop the server first. See functions/src/backup/restore.ts for the rules.
 *
 * `npm run restore -- --backend firebase <backup folder> [--project <id>] [--force]
 * [--hash-config <file>]`: puts a Firebase backup back into a project, empty unless --force
 * (docs/backup-firebase.md, functions/src/backup/firebase-restore.ts).
 *
 * `npm run restore -- --backend firebase --from gs://<bucket>/<prefix>/<timestamp> …`: the same,
 * from a backup written with `--to` (functions/src/backup/firebase-bucket.ts).
 */
import { readFile } from 'node:fs/promises'
import { restoreBackup, RestoreRefusedError } from '../backup/restore'

/** Options that take a value; `--force` takes none. */
const VALUED = ['--data-dir', '--backend', '--project', '--hash-config', '--from']

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

async function restoreFirebase(args: string[], source: string) {
  const [{ openFirebaseBackupAccess }, { restoreFirebaseBackup, parsePasswordHashConfig }, { parseBucketAddress, restoreFirebaseBackupFromBucket }, { openBackupBucket }] =
    await Promise.all([
      import('../backends/firebase/backup-access'),
      import('../backup/firebase-restore'),
      import('../backup/firebase-bucket'),
      import('../backends/firebase/backup-bucket'),
    ])
  const hashFile = option(args, '--hash-config')
  const passwordHashConfig = hashFile ? parsePasswordHashConfig(await readFile(hashFile, 'utf8')) : undefined
  // The source first: a wrong address or a missing permission stops before the project is touched.
  const address = source.startsWith('gs://') ? parseBucketAddress(source) : undefined
  const bucket = address ? await openBackupBucket(process.env, address.bucket, option(args, '--project') ?? process.env.FIREBASE_PROJECT_ID) : undefined
  try {
    const access = await openFirebaseBackupAccess(process.env, option(args, '--project'))
    try {
      console.log(`Memulihkan ke ${access.label}…`)
      const common = {
        access,
        force: args.includes('--force'),
        ...(passwordHashConfig ? { passwordHashConfig } : {}),
        log: (line: string) => console.log(line),
      }
      if (bucket && address) await restoreFirebaseBackupFromBucket({ ...common, bucket, prefix: address.prefix })
      else await restoreFirebaseBackup({ ...common, backupDir: source })
    } finally {
      await access.close()
    }
  } finally {
    await bucket?.close()
  }
}

async function main() {
  const args = process.argv.slice(2)
  const skip = new Set<number>()
  for (const name of VALUED) {
    const at = args.indexOf(name)
    if (at !== -1) skip.add(at).add(at + 1)
  }
  // `--from` with nothing after it (an empty variable in a script) is a mistake, not "no source".
  const from = args.includes('--from') ? (option(args, '--from') ?? '') : undefined
  const backupDir = from ?? args.find((a, i) => !skip.has(i) && !a.startsWith('--'))
  const backend = option(args, '--backend') ?? 'embedded'
  if (backend !== 'embedded' && backend !== 'firebase') throw new Error(`--backend ${backend} tidak dikenal (embedded atau firebase).`)
  if (from !== undefined && backend !== 'firebase') throw new Error('--from (sebuah bucket) hanya untuk --backend firebase.')
  if (from !== undefined && !from.startsWith('gs://')) throw new Error(`--from menerima alamat bucket gs://NAMA-BUCKET/awalan/WAKTU, bukan ${from || 'kosong'}; folder ditulis tanpa --from.`)
  if (backend !== 'firebase' && backupDir?.startsWith('gs://')) throw new Error('Cadangan di bucket hanya untuk --backend firebase.')
  if (!backupDir) {
    console.error(
      'Pemakaian: npm run restore -- <folder cadangan> [--data-dir <folder data>]\n' +
        '       npm run restore -- --backend firebase <folder cadangan> [--project <id>] [--force] [--hash-config <file>]\n' +
        '       npm run restore -- --backend firebase --from gs://<bucket>/<awalan>/<waktu> [--project <id>] [--force] [--hash-config <file>]',
    )
    process.exit(2)
  }
  if (backend === 'firebase') {
    await restoreFirebase(args, backupDir)
    return
  }
  const dataDir = option(args, '--data-dir') ?? process.env.DATA_DIR ?? './data'
  await restoreBackup({ backupDir, dataDir, log: (line) => console.log(line) })
}

main().catch((error) => {
  const refused = error instanceof RestoreRefusedError
  console.error(`Pemulihan ${refused ? 'ditolak' : 'gagal'}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(refused ? 3 : 1)
})
