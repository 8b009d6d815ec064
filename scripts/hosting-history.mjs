#!/usr/bin/env node
/**
 * Keeps the hashed assets of the last builds Hosting released in each new Hosting release.
 *
 * A page names its script and stylesheet by hash (/assets/site-3FQ2.js). After a Hosting
 * release, pages rendered by the previous build are still around for minutes: `app` instances
 * that have not picked up the new functions yet (`--only hosting`), and pages the CDN keeps
 * (s-maxage plus stale-while-revalidate) or a browser has open. Their asset files must still be
 * there, or CSS and JavaScript break. (The other direction, new pages before Hosting has their
 * files, is covered by the function serving its own build's assets: build-functions.mjs.)
 *
 * Firebase's CLI cannot download what a release holds, so the previous builds' files are kept
 * beside the project, per Firebase project, in a folder that survives between deploys:
 *
 *   .hosting-history/<project id>/builds.json   [{ buildId, releasedAt, files: ['site-3FQ2.js', …] }], newest first
 *   .hosting-history/<project id>/assets/…      those files
 *
 * (HOSTING_HISTORY_DIR moves the folder, e.g. to a CI cache or a shared drive when more than one
 * machine deploys.) Two steps, both in firebase.json:
 *
 *   merge   (Hosting predeploy, after the assets build) copies the kept builds' files into
 *           dist/public/assets next to the new build's, and notes the new build in
 *           dist/hosting-release.json;
 *   record  (Hosting postdeploy, which the CLI runs only after every release succeeded) adds the
 *           new build to the history and forgets builds beyond the last KEEP_BUILDS, deleting
 *           files no kept build names. A failed deploy never takes a place in the history.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** How many earlier released builds each Hosting release carries (besides its own). */
export const KEEP_BUILDS = 3

/** Hosting's own copies only: precompressed twins are ignored by firebase.json (Hosting compresses itself). */
const isReleased = (name) => !/\.(br|gz)$/.test(name)

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback
}

/** The history folder of one Firebase project. */
export function historyDir(projectId, base = process.env.HOSTING_HISTORY_DIR || path.join(root, '.hosting-history')) {
  if (!/^[a-z0-9-]+$/.test(projectId ?? '')) throw new Error(`Not a Firebase project id: "${projectId}"`)
  return path.join(path.resolve(root, base), projectId)
}

/** The builds recorded as released, newest first. */
export function releasedBuilds(dir) {
  return readJson(path.join(dir, 'builds.json'), [])
}

/**
 * Predeploy: puts the kept builds' files into `publicDir`/assets beside the new build's and
 * writes what the release holds to `releaseFile`. Returns that record.
 */
export function mergeHistory({ dir, publicDir, manifestFile, releaseFile }) {
  const assets = path.join(publicDir, 'assets')
  const { buildId } = readJson(manifestFile, {})
  if (!buildId) throw new Error(`${manifestFile} has no buildId: build the assets first.`)
  const own = readdirSync(assets).filter(isReleased).sort()
  const carried = []
  for (const build of releasedBuilds(dir)) {
    if (build.buildId === buildId) continue
    let copied = 0
    const missing = []
    for (const name of build.files) {
      const from = path.join(dir, 'assets', name)
      const to = path.join(assets, name)
      if (existsSync(to)) continue
      // A file deleted by hand costs that build its pages' styling after this release, not the deploy.
      if (!existsSync(from)) missing.push(name)
      else {
        copyFileSync(from, to)
        copied++
      }
    }
    carried.push({ buildId: build.buildId, copied, missing })
  }
  const release = { buildId, files: own, carried }
  writeFileSync(releaseFile, `${JSON.stringify(release, null, 2)}\n`)
  return release
}

/**
 * Postdeploy: records the released build (its own files, copied from `publicDir`) as the newest,
 * keeps the last `keep` builds, and deletes history files none of them names.
 */
export function recordRelease({ dir, publicDir, releaseFile, keep = KEEP_BUILDS, now = new Date() }) {
  const release = readJson(releaseFile, null)
  if (!release) throw new Error(`${releaseFile} is missing: the Hosting predeploy (merge) did not run.`)
  mkdirSync(path.join(dir, 'assets'), { recursive: true })
  for (const name of release.files) {
    const to = path.join(dir, 'assets', name)
    if (!existsSync(to)) copyFileSync(path.join(publicDir, 'assets', name), to)
  }
  const builds = [
    { buildId: release.buildId, releasedAt: now.toISOString(), files: release.files },
    ...releasedBuilds(dir).filter((build) => build.buildId !== release.buildId),
  ].slice(0, keep)
  const named = new Set(builds.flatMap((build) => build.files))
  for (const name of readdirSync(path.join(dir, 'assets'))) {
    if (!named.has(name)) rmSync(path.join(dir, 'assets', name))
  }
  writeFileSync(path.join(dir, 'builds.json'), `${JSON.stringify(builds, null, 2)}\n`)
  return builds
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const step = process.argv[2]
  const projectId = process.env.GCLOUD_PROJECT
  if ((step !== 'merge' && step !== 'record') || !projectId) {
    console.error('Usage (as firebase.json runs it, with GCLOUD_PROJECT set): node scripts/hosting-history.mjs merge|record')
    process.exit(2)
  }
  const dir = historyDir(projectId)
  const paths = {
    dir,
    publicDir: path.join(root, 'dist', 'public'),
    manifestFile: path.join(root, 'dist', 'manifest.json'),
    releaseFile: path.join(root, 'dist', 'hosting-release.json'),
  }
  const shown = path.relative(root, dir) || dir
  if (step === 'merge') {
    const release = mergeHistory(paths)
    for (const build of release.carried.filter((b) => b.missing.length)) {
      console.warn(`The history lacks ${build.missing.length} files of build ${build.buildId} (${build.missing.join(', ')}); this release carries the rest.`)
    }
    const carried = release.carried.map((b) => b.buildId).join(', ')
    console.log(
      carried
        ? `Hosting release ${release.buildId} also carries the assets of builds ${carried} (${shown}).`
        : `Hosting release ${release.buildId}: no earlier build recorded in ${shown} (first deploy from this folder).`,
    )
  } else {
    const builds = recordRelease(paths)
    console.log(`Recorded build ${builds[0].buildId} in ${shown}; kept: ${builds.map((b) => b.buildId).join(', ')}.`)
  }
}
