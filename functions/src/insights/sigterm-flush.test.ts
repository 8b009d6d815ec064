/**
 * Statistik's sums in memory reach the store when the server is stopped: `npm start`'s server
 * (functions/src/server.ts, a real process) counts a beacon and is sent SIGTERM well before its
 * 5-second flush; the view is in the SQLite file once the process has exited.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { INSIGHTS_BEACON_PATH } from '../../../shared/insights/beacon'
import { freePort } from '../testing/firestore-js-emulator'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alr-insights-sigterm-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the standalone server on SIGTERM', () => {
  it('writes the views it counted in memory before it exits', async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const watchdog = pathToFileURL(path.join(ROOT, 'tests/e2e/exit-with-parent.mjs')).href
    const child = spawn(process.execPath, ['--import=tsx', `--import=${watchdog}`, 'functions/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), PUBLIC_BASE_URL: baseUrl, DIST_DIR: path.join(dataDir, 'dist'), DATA_DIR: dataDir, SEED_DEMO: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const ready = new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        if (/Situs berjalan/.test(output)) resolve()
      }
      child.stdout!.on('data', onData)
      child.stderr!.on('data', onData)
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)))
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    try {
      await ready
      const res = await fetch(`${baseUrl}${INSIGHTS_BEACON_PATH}`, {
        method: 'POST',
        headers: { origin: baseUrl, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0' },
        body: JSON.stringify({ p: '/about' }),
      })
      expect(res.status).toBe(204)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    const db = new Database(path.join(dataDir, 'content.db'), { readonly: true })
    const rows = db.prepare(`SELECT dimension, key, count FROM insights ORDER BY dimension`).all()
    db.close()
    expect(rows).toEqual([
      { dimension: 'device', key: 'desktop', count: 1 },
      { dimension: 'view', key: '/about', count: 1 },
    ])
  }, 60_000)
})
