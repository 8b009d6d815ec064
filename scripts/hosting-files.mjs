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
 * being deployed (functions/.env.<project id>, then functions/.env).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The robots.txt of the site at `base` (no trailing slash), or without a Sitemap line. */
export function robotsTxt(base) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /login', '', ...(base ? [`Sitemap: ${base}/sitemap.xml`] : []), ''].join('\n')
}

/** PUBLIC_BASE_URL as the deployed functions will see it. */
export function publicBaseUrl(env = process.env) {
  if (env.PUBLIC_BASE_URL) return env.PUBLIC_BASE_URL.replace(/\/+$/, '')
  const project = env.GCLOUD_PROJECT
  for (const name of [project && `.env.${project}`, '.env'].filter(Boolean)) {
    const file = path.join(root, 'functions', name)
    if (!existsSync(file)) continue
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => /^\s*PUBLIC_BASE_URL\s*=/.test(l))
    if (line) return line.split('=').slice(1).join('=').trim().replace(/^["']|["']$/g, '').replace(/\/+$/, '')
  }
  return undefined
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const publicDir = path.join(root, 'dist', 'public')
  if (!existsSync(publicDir)) {
    console.error('dist/public is missing: run `node scripts/build.mjs --assets-only` first.')
    process.exit(1)
  }
  const base = publicBaseUrl()
  if (!base) console.warn('PUBLIC_BASE_URL not found (environment or functions/.env.<project>): robots.txt is written without its Sitemap line.')
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(base))
  console.log(`dist/public/robots.txt${base ? ` (Sitemap: ${base}/sitemap.xml)` : ''}`)
}
