/**
 * firebase-tools' Functions emulator, alone, for tests/firebase/trigger-chain.test.ts: its own
 * FunctionsEmulator class, given the built bundle as `firebase emulators:start` would give it,
 * with an official Firestore emulator that is already running entered in its registry. The
 * CLI itself cannot start here: it refuses to start the Java emulators on Java older than 21,
 * and the Firestore emulator is one of them. With Firestore in its registry, the Functions
 * emulator registers each Firestore trigger with it (an `eventarcTrigger` per v2 function), and
 * Firestore delivers each write's event to the function, as on a deployment.
 *
 * Argument: JSON `{ projectId, functionsDir, port, firestoreHost }`. Prints a line starting with
 * "READY" and the loaded functions once every trigger is registered. Stops its emulator (and the
 * function runtimes it started) and exits when its standard input closes: the test holds the
 * other end, so nothing outlives the test run, however the run ends.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// The CLI's own modules, and winston as the CLI has it.
const fromCli = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('firebase-tools/package.json'))
const { projectId, functionsDir, port, firestoreHost } = JSON.parse(process.argv[2] ?? '{}')

// The CLI's log lines (the functions' own output, failures included) on standard output.
const winston = fromCli('winston')
const { logger } = fromCli('./lib/logger.js')
const SPLAT = Symbol.for('splat')
const line = (info) => [info.message, ...(info[SPLAT] ?? [])].filter((part) => typeof part === 'string').join(' ')
logger.add(new winston.transports.Console({ level: 'info', format: winston.format.printf((info) => stripVTControlCharacters(line(info))) }))
const { FunctionsEmulator } = fromCli('./lib/emulator/functionsEmulator.js')
const { EmulatorRegistry } = fromCli('./lib/emulator/registry.js')

// What the registry asks of a running emulator: its name and address.
const [firestoreHostname, firestorePort] = firestoreHost.split(':')
EmulatorRegistry.set('firestore', {
  getName: () => 'firestore',
  getInfo: () => ({ name: 'firestore', host: firestoreHostname, port: Number(firestorePort) }),
  start: async () => {},
  connect: async () => {},
  stop: async () => {},
})

const functions = new FunctionsEmulator({
  projectId,
  projectDir: path.dirname(functionsDir),
  emulatableBackends: [{ functionsDir, runtime: 'nodejs22', codebase: 'default', env: {}, secretEnv: [] }],
  host: '127.0.0.1',
  port,
  verbosity: 'INFO',
  // A demo project's settings, given here so that none is looked up.
  adminSdkConfig: { projectId, storageBucket: `${projectId}.appspot.com` },
})

let stopping
const stop = (code) =>
  (stopping ??= (async () => {
    // A function still running has 5 s to end (the test then stops what is left of the group).
    setTimeout(() => process.exit(code), 5_000).unref()
    await EmulatorRegistry.stop('functions').catch(() => {})
    process.exit(code)
  })())
process.stdin.on('end', () => void stop(0))
process.stdin.on('error', () => void stop(0))
process.stdin.resume()
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))

try {
  await EmulatorRegistry.start(functions)
  await functions.connect()
  const loaded = functions.getTriggerDefinitions().map((definition) => definition.entryPoint)
  // A bundle that fails to load is only logged by the emulator: here it is the end of the start.
  if (!loaded.length) throw new Error('no function was loaded from the bundle (its error is above)')
  console.log(`READY ${loaded.join(' ')}`)
} catch (error) {
  console.error(`the Functions emulator did not start: ${error instanceof Error ? error.stack : error}`)
  await stop(1)
}
