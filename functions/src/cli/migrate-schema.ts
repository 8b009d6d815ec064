/**
 * `npm run migrate:schema`: brings the stored documents up to the schema the code expects
 * (backends/migrations.ts), on the backend BACKEND names. The Firebase deploy runs it once per
 * release (docs/deploy-firebase.md, Updating); the embedded backend runs the same at start.
 * Safe to run again, and to run again after an interruption: it resumes where it stopped.
 * `--recheck` applies the steps already recorded again (after the deploy's switch-over).
 */
import { openBackend } from '../backends/open-backend'
import { latestSchemaVersion, runMigrations } from '../backends/migrations'
import { BULK_DEADLINES } from '../backends/with-deadline'
import { loadConfig } from '../config'

async function main() {
  const config = loadConfig(process.env)
  const backend = await openBackend(config, { deadlines: BULK_DEADLINES })
  const started = Date.now()
  try {
    const recheck = process.argv.slice(2).includes('--recheck')
    const { from, to, written } = await runMigrations(backend.content, { recheck, log: (line) => console.log(line) })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      from === to
        ? `Skema data sudah versi ${to} (terbaru: ${latestSchemaVersion()}); ${written} dokumen diperbarui.`
        : `Skema data versi ${to}: ${written} dokumen diperbarui dalam ${seconds} detik.`,
    )
  } finally {
    await backend.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
