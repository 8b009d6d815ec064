/**
 * Asset skew (scripts/hosting-history.mjs): each Hosting release carries the hashed assets of
 * the last KEEP_BUILDS builds released before it, so pages rendered by an earlier build (old
 * function instances, pages the CDN or a browser holds) keep their CSS and JavaScript. Builds
 * are simulated in scratch folders the way the predeploy (merge) and postdeploy (record) see them.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs build script without type declarations
import { historyDir, KEEP_BUILDS, mergeHistory, recordRelease, releasedBuilds } from '../../scripts/hosting-history.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hosting-history-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What `node scripts/build.mjs --assets-only` leaves: a fresh dist/public/assets and the manifest. */
function build(dist: string, n: number, extra: string[] = []) {
  rmSync(dist, { recursive: true, force: true })
  const assets = path.join(dist, 'public', 'assets')
  mkdirSync(assets, { recursive: true })
  const files = [`site-B${n}.js`, `site-B${n}.css`, `dashboard-chunk-B${n}.js`, ...extra]
  for (const name of files) {
    writeFileSync(path.join(assets, name), `build ${n}: ${name}`)
    writeFileSync(path.join(assets, `${name}.br`), 'twin') // precompressed twins are not Hosting's
  }
  writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify({ buildId: `b${n}`, files: { 'site.js': `/assets/site-B${n}.js` } }))
  return files
}

function deploy(dist: string, dir: string, n: number, { released = true, extra = [] as string[] } = {}) {
  const files = build(dist, n, extra)
  const paths = { dir, publicDir: path.join(dist, 'public'), manifestFile: path.join(dist, 'manifest.json'), releaseFile: path.join(dist, 'hosting-release.json') }
  const release = mergeHistory(paths)
  const uploaded = readdirSync(path.join(dist, 'public', 'assets')).filter((name) => !name.endsWith('.br'))
  if (released) recordRelease({ ...paths, now: new Date(Date.UTC(2026, 0, n)) })
  return { files, release, uploaded }
}

describe('Hosting releases keep earlier builds’ assets', () => {
  it(`carries the last ${KEEP_BUILDS} released builds and drops older ones, from release and history`, () => {
    const dist = path.join(scratch, 'a', 'dist')
    const dir = path.join(scratch, 'a', 'history')
    const files = new Map<number, string[]>()
    let last: ReturnType<typeof deploy> | undefined
    for (let n = 1; n <= 5; n++) {
      last = deploy(dist, dir, n)
      files.set(n, last.files)
    }
    // Release 5 holds its own files and those of builds 4, 3 and 2; build 1's are gone.
    const uploaded = new Set(last!.uploaded)
    for (const n of [5, 4, 3, 2]) for (const name of files.get(n)!) expect(uploaded.has(name), `${name} in release 5`).toBe(true)
    for (const name of files.get(1)!) expect(uploaded.has(name), `${name} in release 5`).toBe(false)
    expect(last!.release.carried.map((b: { buildId: string }) => b.buildId)).toEqual(['b4', 'b3', 'b2'])
    // The carried files are the earlier builds' bytes, not copies of the new ones.
    expect(readFileSync(path.join(dist, 'public', 'assets', 'site-B2.js'), 'utf8')).toBe('build 2: site-B2.js')
    // The history now holds builds 5, 4, 3 for the next release, and no other file.
    expect(releasedBuilds(dir).map((b: { buildId: string }) => b.buildId)).toEqual(['b5', 'b4', 'b3'])
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([...files.get(5)!, ...files.get(4)!, ...files.get(3)!].sort())
  })

  it('a deploy that fails after the predeploy takes no place in the history; deploying the same build again counts once', () => {
    const dist = path.join(scratch, 'b', 'dist')
    const dir = path.join(scratch, 'b', 'history')
    deploy(dist, dir, 1)
    deploy(dist, dir, 2)
    deploy(dist, dir, 3, { released: false }) // the release failed: postdeploy never ran
    expect(releasedBuilds(dir).map((b: { buildId: string }) => b.buildId)).toEqual(['b2', 'b1'])
    deploy(dist, dir, 2)
    expect(releasedBuilds(dir).map((b: { buildId: string }) => b.buildId)).toEqual(['b2', 'b1'])
    const next = deploy(dist, dir, 4)
    expect(next.release.carried.map((b: { buildId: string }) => b.buildId)).toEqual(['b2', 'b1'])
  })

  it('a file shared by two builds (same hash, same name) is kept while any kept build names it', () => {
    const dist = path.join(scratch, 'c', 'dist')
    const dir = path.join(scratch, 'c', 'history')
    deploy(dist, dir, 1, { extra: ['site-chunk-SAME.js'] })
    for (const n of [2, 3]) deploy(dist, dir, n, { extra: ['site-chunk-SAME.js'] })
    for (const n of [4, 5, 6]) deploy(dist, dir, n)
    // Builds 6, 5, 4 are kept; none names the shared chunk any more.
    expect(existsSync(path.join(dir, 'assets', 'site-chunk-SAME.js'))).toBe(false)
  })

  it('keeps one history per Firebase project (staging and production never mix), beside the project unless moved', () => {
    expect(historyDir('firm-prod', '.hosting-history')).toBe(path.join(root, '.hosting-history', 'firm-prod'))
    expect(historyDir('firm-prod', path.join(scratch, 'ci-cache'))).toBe(path.join(scratch, 'ci-cache', 'firm-prod'))
    expect(() => historyDir('../elsewhere', '.hosting-history')).toThrow(/Not a Firebase project id/)
    expect(readFileSync(path.join(root, '.gitignore'), 'utf8')).toMatch(/^\.hosting-history\/$/m)
  })

  it('runs as firebase.json runs it: merge before the upload, record after the release', async () => {
    const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'))
    expect(config.hosting.predeploy.at(-1)).toBe('node scripts/hosting-history.mjs merge')
    expect(config.hosting.postdeploy).toEqual(['node scripts/hosting-history.mjs record'])
    // Without a project (not run by the CLI) it refuses rather than writing a shared history.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'GCLOUD_PROJECT'))
    await expect(promisify(execFile)(process.execPath, ['scripts/hosting-history.mjs', 'merge'], { cwd: root, env })).rejects.toMatchObject({ code: 2 })
  })
})
