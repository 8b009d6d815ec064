#!/usr/bin/env node
/**
 * Files Firebase Hosting serves itself, written into dist/public after the assets build
 * (hosting predeploy in firebase.json).
 *
 * robots.txt: the HTTP runtime of Cloud Functions answers `/robots.txt` and `/favicon.ico`
 * with an empty 404 before the function runs (Google's Functions Framework does it, and the
 * Functions emulator copies it), so the app's own /robots.txt never reaches visitors on
 * Firebase. Hosting serves this copy instead; its lines are the app's (routes/feeds.ts, held
 * equal by tests/firebase/hosting-files.test.ts). The Sitemap line needs the site's address:
 * PUBLIC_BASE_URL from the environment, else from the functions' params file of the project
 * being deployed (functions/.env.<project id> or .env.<alias>, over functions/.env). Without it
 * the script fails: a robots.txt without its Sitemap line would be released silently.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { projectAliases, readParamValues } from './deploy-params.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The robots.txt of the site at `base` (no trailing slash), or without a Sitemap line. */
export function robotsTxt(base) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', '', ...(base ? [`Sitemap: ${base}/sitemap.xml`] : []), ''].join('\n')
}

/** PUBLIC_BASE_URL as the deployed functions will see it (no trailing slash), or undefined. */
export function publicBaseUrl(env = process.env, { functionsDir = path.join(root, 'functions'), rc = readFirebaserc() } = {}) {
  const strip = (value) => value.replace(/\/+$/, '')
  if (env.PUBLIC_BASE_URL) return strip(env.PUBLIC_BASE_URL)
  const projectId = env.GCLOUD_PROJECT
  if (!projectId) return undefined
  const { values } = readParamValues({ functionsDir, projectId, aliases: projectAliases(rc, projectId) })
  return values.PUBLIC_BASE_URL ? strip(values.PUBLIC_BASE_URL) : undefined
}

function readFirebaserc() {
  const file = path.join(root, '.firebaserc')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --public-dir: another Hosting folder (tests write into a scratch one).
  const { values: args } = parseArgs({ options: { 'public-dir': { type: 'string' } } })
  const publicDir = path.resolve(args['public-dir'] ?? path.join(root, 'dist', 'public'))
  const base = publicBaseUrl()
  if (!base) {
    const project = process.env.GCLOUD_PROJECT
    console.error(
      `PUBLIC_BASE_URL not found (environment, or functions/.env.${project ?? '<project id>'}): robots.txt needs it for its Sitemap line. ` +
        'Write it into the params file first (docs/deploy-firebase.md), or set PUBLIC_BASE_URL for a local try.',
    )
    process.exit(1)
  }
  if (!existsSync(publicDir)) {
    console.error(`${path.relative(root, publicDir)} is missing: run \`node scripts/build.mjs --assets-only\` first.`)
    process.exit(1)
  }
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(base))
  console.log(`${path.relative(root, path.join(publicDir, 'robots.txt'))} (Sitemap: ${base}/sitemap.xml)`)
}
