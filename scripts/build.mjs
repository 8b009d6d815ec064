#!/usr/bin/env node
/**
 * Builds what runs: the public scripts and stylesheet (hashed, precompressed), the static
 * files, the manifest the server reads, and the server bundle (dist/server.mjs).
 * `node scripts/build.mjs --assets-only` skips the server bundle (used by tests).
 */
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import sharp from 'sharp'
import { PUBLIC_ENTRY, formHelpersPerForm } from './public-bundle.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const publicDir = path.join(dist, 'public')
const assetsDir = path.join(publicDir, 'assets')
const assetsOnly = process.argv.includes('--assets-only')
const started = Date.now()

rmSync(publicDir, { recursive: true, force: true })
mkdirSync(assetsDir, { recursive: true })

/**
 * Browser builds. The public script is one self-contained file (no shared chunks with the
 * dashboard, so public pages load exactly one small module); the dashboard splits per route
 * so the editor is loaded only where it is used.
 */
/**
 * zod's classic API re-exports every locale as a namespace (`z.locales`), so bundlers cannot
 * drop them. The dashboard uses its own Indonesian messages, never zod's locales.
 */
const zodWithoutLocales = {
  name: 'zod-without-locales',
  setup(b) {
    b.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}zod${path.sep}`) ? { path: path.join(root, 'scripts/zod-locales-en.mjs') } : undefined,
    )
  },
}

const common = {
  plugins: [zodWithoutLocales],
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  target: ['es2020'],
  minify: true,
  sourcemap: false,
  outdir: assetsDir,
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
}
const entries = { site: PUBLIC_ENTRY }
// The public script's files: scripts/public-bundle.mjs.
const site = await build({ ...common, plugins: [...common.plugins, formHelpersPerForm(root)], entryPoints: entries, splitting: true, entryNames: '[name]-[hash]', chunkNames: 'site-chunk-[hash]' })
const builds = [site.metafile]
if (existsSync(path.join(root, 'web/src/dashboard/main.tsx'))) {
  entries.dashboard = 'web/src/dashboard/main.tsx'
  const dashboard = await build({
    ...common,
    entryPoints: { dashboard: entries.dashboard },
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'dashboard-chunk-[hash]',
  })
  builds.push(dashboard.metafile)
  // Kept for `npm run bench`, which reports what each dashboard page loads.
  writeFileSync(path.join(dist, 'dashboard-meta.json'), JSON.stringify(dashboard.metafile))
}
if (existsSync(path.join(root, 'web/src/dashboard/firebase-login.ts'))) {
  // The login page's script in Firebase mode; the Firebase SDK is its own lazily loaded chunk.
  entries['firebase-login'] = 'web/src/dashboard/firebase-login.ts'
  const firebaseLogin = await build({
    ...common,
    entryPoints: { 'firebase-login': entries['firebase-login'] },
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'firebase-login-chunk-[hash]',
  })
  builds.push(firebaseLogin.metafile)
}

const css = await build({
  absWorkingDir: root,
  entryPoints: { site: 'web/src/styles/site.css', ...(existsSync(path.join(root, 'web/src/styles/dashboard.css')) ? { dashboard: 'web/src/styles/dashboard.css' } : {}) },
  bundle: true,
  minify: true,
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  // The brand's web fonts (web/src/styles/brand.css, from @fontsource): copied beside the CSS
  // under hashed names, so they are immutable like every asset, and named in the manifest
  // (below) for the pages' preload links.
  loader: { '.woff2': 'file' },
  assetNames: '[name]-[hash]',
  metafile: true,
  logLevel: 'warning',
})

const files = {}
const named = { ...entries, 'site.css': 'web/src/styles/site.css', 'dashboard.css': 'web/src/styles/dashboard.css' }
for (const meta of [...builds, css.metafile]) {
  for (const [out, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint) continue
    const ext = path.extname(out)
    const name = Object.entries(named).find(([key, src]) => src === info.entryPoint && (key.endsWith(ext) || !key.includes('.')))?.[0]
    if (!name) continue // dynamic-import chunks are reached through their entry, not the manifest
    files[name.includes('.') ? name : `${name}${ext}`] = `/assets/${path.basename(out)}`
  }
}

// The fonts by their package file name (`inter-latin-400-normal.woff2`), for <link rel="preload">.
for (const [out, info] of Object.entries(css.metafile.outputs)) {
  if (!out.endsWith('.woff2')) continue
  const source = Object.keys(info.inputs)[0]
  if (source) files[path.basename(source)] = `/assets/${path.basename(out)}`
}

// Static files at the root: favicon, icons, the static server-error page.
for (const name of readdirSync(path.join(root, 'web/static'))) {
  copyFileSync(path.join(root, 'web/static', name), path.join(publicDir, name))
}
const favicon = readFileSync(path.join(root, 'web/static/favicon.svg'))
await sharp(favicon, { density: 300 }).resize(180, 180).png().toFile(path.join(publicDir, 'apple-touch-icon.png'))
await sharp(Buffer.from(ogImageSvg())).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'og-default.png'))
files['favicon.svg'] = '/favicon.svg'
files['apple-touch-icon.png'] = '/apple-touch-icon.png'
files['og-default.png'] = '/og-default.png'

// Precompress text assets once, so the server never compresses them per request.
for (const folder of [assetsDir, publicDir]) {
  for (const name of readdirSync(folder)) {
    if (!/\.(js|css|svg|html)$/.test(name)) continue
    const full = path.join(folder, name)
    const bytes = readFileSync(full)
    writeFileSync(`${full}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }))
  }
}

const buildId = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 12)
const manifest = { buildId, builtAt: new Date().toISOString(), files }
writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2))

if (!assetsOnly) {
  // Split at every dynamic import(): what the server loads only when used (the Firebase backend
  // and firebase-admin, the dashboard's pages with the editor, sharp, the demo seed) is a chunk of
  // its own, and its packages load with it, not at start (memory and start-up).
  rmSync(path.join(dist, 'server-chunks'), { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'functions/src/server.ts' },
    bundle: true,
    splitting: true,
    chunkNames: 'server-chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    sourcemap: true,
    jsx: 'automatic',
    logLevel: 'warning',
  })
}
console.log(`Build ${buildId} selesai dalam ${Date.now() - started} ms`)

function ogImageSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2036"/><stop offset="1" stop-color="#1d4670"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="80" y="80" width="120" height="120" fill="none" stroke="#d8c08f" stroke-width="5"/>
  <text x="140" y="156" font-family="Georgia, serif" font-size="44" fill="#d8c08f" text-anchor="middle">ALR</text>
  <text x="80" y="350" font-family="Georgia, serif" font-size="72" fill="#ffffff">Adiwarsa Lubis &amp; Rekan</text>
  <text x="80" y="430" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#d7dfe8">Konsultan hukum korporasi, litigasi, dan regulasi di Jakarta</text>
</svg>`
}
