import { Hono, type Context } from 'hono'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { AppEnv } from '../app-env'
import { pickEncoding } from '../render/render-cache'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

interface StaticFile {
  type: string
  etag: string
  identity: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
  immutable: boolean
}

/** Loads the built public folder into memory (a few small files), with their precompressed twins. */
function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!existsSync(dir)) return files
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name)
      if (statSync(full).isDirectory()) {
        walk(full)
        continue
      }
      if (name.endsWith('.br') || name.endsWith('.gz')) continue
      const urlPath = `/${path.relative(dir, full).split(path.sep).join('/')}`
      const identity = readFileSync(full)
      const twin = (ext: string) => (existsSync(full + ext) ? readFileSync(full + ext) : undefined)
      files.set(urlPath, {
        type: TYPES[path.extname(name)] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
        identity,
        br: twin('.br'),
        gzip: twin('.gz'),
        immutable: urlPath.startsWith('/assets/'),
      })
    }
  }
  walk(dir)
  return files
}

/**
 * Serves the built assets: hashed files under /assets/ are immutable; the latest-build file
 * is never cached, so open pages notice a new deployment.
 *
 * The folder (some 300 files, 4 MB with their twins) is read at the first request for one of
 * them, not when the app is created: on Firebase, Hosting serves the assets and the function
 * only the few a fresh deploy names before Hosting has them, so a new instance's first page
 * no longer waits for every file to be read and hashed.
 */
export function staticAssets(staticDir: string | undefined) {
  const app = new Hono<AppEnv>()
  let loaded: Map<string, StaticFile> | undefined
  const files = () => (loaded ??= staticDir ? loadStaticFiles(staticDir) : new Map<string, StaticFile>())

  app.get('/_build/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ buildId: c.get('config').buildId, builtAt: c.get('config').builtAt })
  })

  const serve = (c: Context<AppEnv>, next: () => Promise<void>) => {
    const file = files().get(c.req.path)
    if (!file) return next()
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      ETag: file.etag,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
    }
    const inm = c.req.header('if-none-match')
    if (inm && inm.split(',').some((t) => t.trim() === file.etag)) return c.body(null, 304, headers)
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    let body = file.identity
    if (encoding === 'br' && file.br) {
      body = file.br
      headers['Content-Encoding'] = 'br'
    } else if ((encoding === 'br' || encoding === 'gzip') && file.gzip) {
      body = file.gzip
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = String(body.byteLength)
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers)
  }
  app.get('/assets/*', serve)
  app.get('/:file{[a-z0-9-]+\\.(svg|png|ico|html|txt|webmanifest)}', serve)
  return app
}
