/** `npm run staff -- list|add|reset-password|reset-two-factor|disable|enable|role`: staff accounts from the shell. */
import { openBackend } from '../backends/open-backend'
import { loadConfig } from '../config'
import { runStaffCommand } from './staff-command'
import { CLI_ACTOR } from '../../../shared/history'
import { logActivity } from '../history/activity'

async function main() {
  const config = loadConfig(process.env)
  const backend = await openBackend(config)
  try {
    process.exitCode = await runStaffCommand(process.argv.slice(2), backend.identity, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      // Account changes from the shell are staff account changes too: Log Aktivitas shows them.
      log: (change) => logActivity(backend.content, { ...change, actor: CLI_ACTOR }),
    })
  } finally {
    await backend.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
