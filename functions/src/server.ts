/**
 * Node entry for `npm start`: parses the configuration, opens the backend, serves on PORT,
 * meanwhile seeds demo content into an empty store and creates the first admin (start-up.ts),
 * and stops cleanly on SIGTERM/SIGINT.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createApp } from './app'
import { openBackend } from './backends/open-backend'
import { loadConfig, type AssetManifest } from './config'
import { ensureFirstAdmin } from './auth/bootstrap-admin'
import { startNodeServer } from './node-server'
import { sweepInbox } from './collections/inquiries/sweep'
import { sweepApplications } from './collections/applications/sweep'
import { sweepHistory } from './history/history-sweep'
import { purgeExpired } from './trash/trash-item'
import { createMailer } from './mail/create-mailer'
import { createAlertQueue } from './alerts/alert-queue'
import { sweepAlerts } from './alerts/alerts-sweep'
import { sweepRegistrations } from './collections/registrations/sweep'
import { sendWeeklySummary } from './insights/weekly-summary'
import { runStartUp, StartUp, type StartPhase, type StartStep } from './start-up'
import { sweepInsights } from './insights/insights-sweep'

function readManifest(distDir: string): AssetManifest | undefined {
  const file = path.join(distDir, 'manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AssetManifest) : undefined
}

async function main() {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')
  const config = loadConfig(process.env, readManifest(distDir))
  const backend = await openBackend(config)

  const mailer = createMailer(backend, config)
  // The client alerts' queue (alerts/alert-queue.ts): woken by a publish, and every minute below.
  const alertQueue = createAlertQueue({
    store: backend.content,
    mailer,
    now: () => new Date(),
    baseUrl: config.publicBaseUrl,
    ...(config.alertRatePerMinute ? { ratePerMinute: config.alertRatePerMinute } : {}),
  })
  const startUp = new StartUp()
  const app = createApp(backend, config, {
    staticDir: path.join(distDir, 'public'),
    imageCacheDir: path.join(path.resolve(config.dataDir), 'cache', 'img'),
    mailer,
    alertQueue,
    startUp,
  })
  // Beside the backend's own minute sweep: emails still due are tried again, inquiries and
  // applications past their retention period deleted (collections/inquiries/sweep.ts, collections/applications/sweep.ts).
  const inboxSweep = () =>
    Promise.all([
      sweepInbox({ store: backend.content, mailer, now: () => new Date(), baseUrl: config.publicBaseUrl }).catch((error) => console.error('inbox sweep failed', error)),
      sweepApplications({ store: backend.content, files: backend.files, mailer, now: () => new Date(), baseUrl: config.publicBaseUrl }).catch((error) => console.error('applications sweep failed', error)),
      // Revisions thinned, log lines past a year deleted (history/history-sweep.ts).
      sweepHistory({ store: backend.content, now: () => new Date(), thinning: { keepAllDays: config.revisionsKeepAllDays ?? 30 } }).catch((error) => console.error('history sweep failed', error)),
      // Items 30 days in Sampah deleted for good (trash/trash-item.ts).
      purgeExpired(backend.content, new Date()).catch((error) => console.error('trash sweep failed', error)),
      // Statistik's days past their retention (insights/insights-sweep.ts).
      sweepInsights({ store: backend.content, insights: backend.insights, now: () => new Date() }).catch((error) => console.error('insights sweep failed', error)),
      // Event registrations: freed seats to the waiting list, reminders a day and an hour before (collections/registrations/sweep.ts).
      sweepRegistrations({ store: backend.content, mailer, now: () => new Date(), baseUrl: config.publicBaseUrl }).catch((error) => console.error('registrations sweep failed', error)),
      // Client alerts: scheduled items whose date came, subscription emails, retention; then the queue.
      sweepAlerts({ store: backend.content, mailer, now: () => new Date(), baseUrl: config.publicBaseUrl })
        .then(() => alertQueue.kick())
        .catch((error) => console.error('alerts sweep failed', error)),
      // Statistik's weekly email to admins, once a week when wanted (insights/weekly-summary.ts).
      sendWeeklySummary({ backend, mailer, now: () => new Date(), baseUrl: config.publicBaseUrl }).catch((error) => console.error('weekly summary failed', error)),
    ])
  let inboxTimer: ReturnType<typeof setInterval> | undefined

  // The work that needs the store and the identity service runs once the server listens, each
  // step tried again while its service cannot be reached (start-up.ts): an outage at start is
  // a 503 until it ends, not a process that exits with nothing listening.
  let admin: Awaited<ReturnType<typeof ensureFirstAdmin>> = { created: false }
  const steps: Record<StartPhase, StartStep[]> = {
    content: [
      // The seed (with sharp and pdf-lib to draw its portraits and PDFs) loads only for an empty store.
      ...(config.seedDemo
        ? [
            {
              what: 'konten demo',
              run: async () => {
                if (await backend.content.isEmpty()) await (await import('./seed')).seedDemoContent(backend)
              },
            },
          ]
        : []),
      { what: 'persiapan penyimpanan data', run: async () => backend.prepare?.() },
      // One process owns the embedded store: a claim still held is one this process held before
      // it stopped. On Firebase other processes (sendAlerts, other servers) may hold live claims;
      // their lease ends them (alerts/alert-queue.ts).
      ...(backend.name === 'embedded'
        ? [
            {
              what: 'peringatan klien yang terputus',
              run: async () => {
                const released = await alertQueue.releaseClaims()
                if (released) console.log(`${released} peringatan klien yang terputus saat dikirim dijadwalkan ulang.`)
              },
            },
          ]
        : []),
    ],
    staff: [
      {
        what: 'akun admin pertama',
        run: async () => {
          admin = await ensureFirstAdmin(backend.identity, { email: config.adminEmail, password: config.adminPassword })
        },
      },
    ],
  }
  const stopping = new AbortController()
  // The sweeps read and write the store: only once it is prepared (migrated, claims released).
  void startUp.whenDone('content').then(() => {
    if (stopping.signal.aborted) return
    void inboxSweep()
    inboxTimer = setInterval(() => void inboxSweep(), 60_000)
    inboxTimer.unref()
  })

  const fallbackPage = (() => {
    const file = path.join(distDir, 'public', '500.html')
    return existsSync(file) ? readFileSync(file, 'utf8') : '<!doctype html><title>500</title><h1>Internal Server Error</h1>'
  })()

  let onListening!: (info: AddressInfo) => void
  const listening = new Promise<AddressInfo>((resolve) => (onListening = resolve))
  const server = startNodeServer(app, { port: config.port, fallbackPage, onListening })
  // A port that cannot be had is the operator's to fix: one line saying which, not a stack.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error
    const why = error.code === 'EADDRINUSE' ? 'sudah dipakai program lain' : 'tidak boleh dipakai oleh pengguna ini'
    console.error(`Port ${config.port} ${why}. Hentikan program itu, atau pilih port lain, misalnya PORT=3001 npm start.`)
    process.exit(1)
  })
  const started = listening.then(() => runStartUp(startUp, steps, { signal: stopping.signal, log: (line) => console.log(line) }))

  let stopped = false
  const stop = (signal: string) => {
    if (stopped) return
    stopped = true
    stopping.abort()
    clearInterval(inboxTimer)
    console.log(`${signal} diterima, menghentikan server…`)
    server.close(async () => {
      await backend.close()
      process.exit(0)
    })
    // Idle keep-alive connections would hold close() open; end them after a grace period.
    setTimeout(() => {
      ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
    }, 2000).unref()
    setTimeout(() => process.exit(0), 8000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))

  // The lines ops and scripts wait for say the site works: printed once the start-up is done.
  const finished = await started
  const info = await listening
  if (!finished) return
  console.log(`Situs berjalan di http://localhost:${info.port} (backend: ${backend.name}, data: ${path.resolve(config.dataDir)})`)
  console.log(`Dasbor staf: http://localhost:${info.port}/login${admin.email ? ` (masuk sebagai ${admin.email})` : ''}`)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
