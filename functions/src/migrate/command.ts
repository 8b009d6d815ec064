/**
 * `npm run migrate -- --from embedded --to firebase` (and back): the argument handling of the
 * command, apart from the process (functions/src/cli/migrate.ts) so tests can run it.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { migrate, type MigrationSummary } from './migrate'
import { BACKEND_KINDS, openBackendFor, type BackendKind, type MigrationEndpoint } from './open-backend-for'

export const USAGE = [
  'Pemakaian: npm run migrate -- --from <embedded|firebase> --to <embedded|firebase> [--from-data-dir FOLDER] [--to-data-dir FOLDER]',
  '  embedded memakai DATA_DIR (atau ./data) kecuali --from-data-dir/--to-data-dir diberikan;',
  '  firebase memakai FIREBASE_PROJECT_ID (atau GCLOUD_PROJECT), FIREBASE_STORAGE_BUCKET (atau STORAGE_BUCKET)',
  '  dan kredensial Google (GOOGLE_APPLICATION_CREDENTIALS), atau emulator bila FIRESTORE_EMULATOR_HOST',
  '  dan FIREBASE_STORAGE_EMULATOR_HOST diisi.',
].join('\n')

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${USAGE}`)
    this.name = 'UsageError'
  }
}

function kindOf(value: string | undefined, flag: string): BackendKind {
  if (!value) throw new UsageError(`${flag} wajib diisi.`)
  if (!BACKEND_KINDS.includes(value as BackendKind)) throw new UsageError(`${flag} harus embedded atau firebase, bukan "${value}".`)
  return value as BackendKind
}

export async function runMigrateCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<MigrationSummary> {
  let values: { from?: string; to?: string; 'from-data-dir'?: string; 'to-data-dir'?: string }
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, 'from-data-dir': { type: 'string' }, 'to-data-dir': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new UsageError(`Argumen tidak dikenal: ${(error as Error).message}`)
  }
  const fromKind = kindOf(values.from, '--from')
  const toKind = kindOf(values.to, '--to')
  if (values['from-data-dir'] && fromKind !== 'embedded') throw new UsageError('--from-data-dir hanya untuk --from embedded.')
  if (values['to-data-dir'] && toKind !== 'embedded') throw new UsageError('--to-data-dir hanya untuk --to embedded.')
  if (fromKind === 'firebase' && toKind === 'firebase') {
    throw new UsageError('Sumber dan tujuan keduanya firebase: salin antarproyek dengan export/import Firestore dan gsutil.')
  }
  if (fromKind === 'embedded' && toKind === 'embedded') {
    const fromDir = path.resolve(values['from-data-dir'] ?? env.DATA_DIR ?? './data')
    const toDir = path.resolve(values['to-data-dir'] ?? env.DATA_DIR ?? './data')
    if (fromDir === toDir) throw new UsageError(`Sumber dan tujuan sama (${fromDir}).`)
  }

  const opened: MigrationEndpoint[] = []
  try {
    const from = await openBackendFor(fromKind, env, { dataDir: values['from-data-dir'], role: 'source' })
    opened.push(from)
    const to = await openBackendFor(toKind, env, { dataDir: values['to-data-dir'], role: 'target' })
    opened.push(to)
    log(`Migrasi dari ${from.label} ke ${to.label}.`)
    return await migrate(from, to, { log })
  } finally {
    for (const endpoint of opened.reverse()) await endpoint.close()
  }
}
