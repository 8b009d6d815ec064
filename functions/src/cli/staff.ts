/** `npm run staff -- list|add|reset-password|disable|enable|role`: staff accounts from the shell. */
import { openBackend } from '../backends/open-backend'
import { loadConfig } from '../config'
import { runStaffCommand } from './staff-command'

async function main() {
  const config = loadConfig(process.env)
  const backend = await openBackend(config)
  try {
    process.exitCode = await runStaffCommand(process.argv.slice(2), backend.identity, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    })
  } finally {
    await backend.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
