/**
 * `npm run migrate -- --from embedded --to firebase`: copies every document and every file from
 * one backend to the other (or `--from firebase --to embedded`). Safe to run again.
 * See functions/src/migrate/command.ts for the arguments.
 */
import { runMigrateCommand } from '../migrate/command'

runMigrateCommand(process.argv.slice(2), process.env).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
