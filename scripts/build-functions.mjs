#!/usr/bin/env node
/**
 * Builds what `firebase deploy` uploads for Cloud Functions (the `functions/` folder):
 *
 *   functions/lib/index.js       the ESM bundle of functions/src/index.ts (esbuild), split: each
 *   functions/lib/chunks/        function's module and what only it uses is a chunk of its own,
 *                                loaded by the instances that run that function (a
 *                                trigger's cold start loads no site, React or sharp)
 *   functions/lib/manifest.json  the asset manifest of the build Hosting serves (dist/)
 *   functions/lib/500.html       the static server-error page
 *   functions/lib/public/assets  the build's hashed assets: a deploy releases the functions before
 *                                Hosting, and meanwhile the function serves the files its pages name
 *   functions/package.json       "main", "type", the Node version and the runtime dependencies
 *   functions/package-lock.json  those dependencies' whole tree as the project's lockfile pins it
 *                                (functions-lockfile.mjs), so Cloud Build's `npm ci` installs what
 *                                the tests ran against instead of resolving versions on deploy day
 *
 * Everything is bundled except what cannot or should not be: firebase-functions (the CLI loads
 * it from the functions folder to discover the functions), firebase-admin (large, with gRPC),
 * @google-cloud/firestore (firebase-admin's Firestore client, which the site opens directly:
 * firestore-transport.ts; the same copy firebase-admin uses) and sharp (a native module Cloud
 * Build installs for Linux). Their versions are the ones
 * installed here, so the deployed code runs against what the tests ran against.
 * The embedded backend is left out: a Functions instance always opens the Firebase one.
 *
 * Run after the assets build (`npm run build:functions` runs both).
 * `--out-dir <dir>` writes the folder elsewhere and `--manifest <file>` takes another asset
 * manifest, whose assets are in `public/assets` beside it (the bundle test builds into a
 * scratch folder, leaving functions/ alone).
 */
import { build } from 'esbuild'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { functionsLockfile } from './functions-lockfile.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { values: args } = parseArgs({ options: { 'out-dir': { type: 'string' }, manifest: { type: 'string' }, metafile: { type: 'string' } } })
const functionsDir = path.resolve(args['out-dir'] ?? path.join(root, 'functions'))
const lib = path.join(functionsDir, 'lib')
const started = Date.now()

/** Packages the deployed function installs instead of bundling. */
export const RUNTIME_DEPENDENCIES = ['firebase-admin', 'firebase-functions', 'sharp', '@google-cloud/firestore']
/** The Cloud Functions runtime (firebase-functions v7 supports Node 18 to 22). */
export const NODE_MAJOR = '22'

const manifestFile = path.resolve(args.manifest ?? path.join(root, 'dist', 'manifest.json'))
if (!existsSync(manifestFile)) {
  console.error('dist/manifest.json is missing: run `node scripts/build.mjs --assets-only` first (npm run build:functions does both).')
  process.exit(1)
}

rmSync(lib, { recursive: true, force: true })
mkdirSync(lib, { recursive: true })

/** The Functions bundle opens only the Firebase backend; the embedded one (better-sqlite3) is not in it. */
const withoutEmbeddedBackend = {
  name: 'without-embedded-backend',
  setup(b) {
    b.onResolve({ filter: /^\.\/embedded$/ }, (args) =>
      args.importer.endsWith(path.join('backends', 'open-backend.ts')) ? { path: 'embedded-backend', namespace: 'stub' } : undefined,
    )
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: "export function createEmbeddedBackend() { throw new Error('BACKEND=embedded is not part of the Functions bundle') }",
      loader: 'js',
    }))
  },
}

/** As in the browser build (build.mjs): zod's locales are never used, the app has its own messages. */
const zodWithoutLocales = {
  name: 'zod-without-locales',
  setup(b) {
    b.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}zod${path.sep}`) ? { path: path.join(root, 'scripts/zod-locales-en.mjs') } : undefined,
    )
  },
}

/**
 * react-dom/server loads two renderers, the string one (renderToString, all this app uses) and the
 * streaming one: about 300 KB the site would parse at every cold start for nothing. The bundle takes
 * the string renderer alone (React's own production file; NODE_ENV is "production" below).
 */
const reactDomServerStringOnly = {
  name: 'react-dom-server-string-only',
  setup(b) {
    b.onResolve({ filter: /^react-dom\/server$/ }, () => ({ path: path.join(root, 'node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js') }))
  },
}

/**
 * @hono/node-server imports `http2` to tell HTTP/2 requests apart (`instanceof Http2ServerRequest`).
 * A function's requests come from the Functions Framework's HTTP/1.1 server, never HTTP/2, and
 * Node's http2 module is some 20–40 ms of a new instance's import: the adapter gets a class no
 * request is an instance of.
 */
const nodeServerWithoutHttp2 = {
  name: 'node-server-without-http2',
  setup(b) {
    b.onResolve({ filter: /^(node:)?http2$/ }, (args) =>
      args.importer.includes(`${path.sep}@hono${path.sep}node-server${path.sep}`) ? { path: 'http2', namespace: 'no-http2' } : undefined,
    )
    b.onLoad({ filter: /.*/, namespace: 'no-http2' }, () => ({
      contents: 'export class Http2ServerRequest {}\nexport const constants = {}',
      loader: 'js',
    }))
  },
}

const result = await build({
  absWorkingDir: root,
  entryPoints: { index: 'functions/src/index.ts' },
  outdir: lib,
  bundle: true,
  // Every dynamic import() is a chunk loaded when it runs: each function's module (index.ts),
  // the backend (on the first event), sharp (on the first image), the dashboard's pages.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: Boolean(args.metafile),
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...RUNTIME_DEPENDENCIES, ...RUNTIME_DEPENDENCIES.map((name) => `${name}/*`)],
  plugins: [withoutEmbeddedBackend, zodWithoutLocales, reactDomServerStringOnly, nodeServerWithoutHttp2],
  // Bundled CommonJS packages call require() for Node built-ins; an ES module has no require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  // Not minified: a stack trace in the Functions logs then names real functions and lines.
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
})

if (args.metafile) writeFileSync(path.resolve(args.metafile), JSON.stringify(result.metafile))
copyFileSync(manifestFile, path.join(lib, 'manifest.json'))
const assetsDir = path.join(path.dirname(manifestFile), 'public', 'assets')
const named = Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')).files ?? {}).filter((url) => url.startsWith('/assets/'))
const absent = named.filter((url) => !existsSync(path.join(assetsDir, url.slice('/assets/'.length))))
if (absent.length) {
  console.error(`The asset manifest names files ${path.relative(root, assetsDir) || assetsDir} does not have (${absent.join(', ')}): build the assets again.`)
  process.exit(1)
}
if (existsSync(assetsDir)) cpSync(assetsDir, path.join(lib, 'public', 'assets'), { recursive: true })
const assetCount = existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => !/\.(br|gz)$/.test(name)).length : 0
const errorPage = path.join(root, 'dist', 'public', '500.html')
if (existsSync(errorPage)) copyFileSync(errorPage, path.join(lib, '500.html'))

const installed = (name) => JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version
const pkg = {
  name: 'kantor-hukum-functions',
  private: true,
  description: 'Generated by scripts/build-functions.mjs: the Cloud Functions deployment of the site.',
  type: 'module',
  main: 'lib/index.js',
  engines: { node: NODE_MAJOR },
  dependencies: Object.fromEntries(RUNTIME_DEPENDENCIES.map((name) => [name, installed(name)])),
}
writeFileSync(path.join(functionsDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
const rootLock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
const lock = functionsLockfile(rootLock, pkg)
writeFileSync(path.join(functionsDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`)

const chunks = readdirSync(path.join(lib, 'chunks')).filter((name) => name.endsWith('.js'))
const size = [path.join(lib, 'index.js'), ...chunks.map((name) => path.join(lib, 'chunks', name))].reduce((sum, file) => sum + statSync(file).size, 0)
console.log(
  `Functions bundle ${path.relative(root, path.join(lib, 'index.js'))}: ${(statSync(path.join(lib, 'index.js')).size / 1024).toFixed(0)} KiB and ${chunks.length} chunks, ${(size / 1024).toFixed(0)} KiB in all, ${assetCount} assets, ` +
    `${Object.keys(lock.packages).length - 1} locked packages, built in ${Date.now() - started} ms`,
)
