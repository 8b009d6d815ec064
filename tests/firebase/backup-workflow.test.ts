/**
 * .github/workflows/backup.yml, the nightly Firebase backup into the backup bucket: read with
 * firebase-tools' own YAML parser, then against the project: the command it runs must be one the
 * backup CLI takes, with the environment that CLI reads, signed in without a key file, and every
 * repository variable it reads must be in docs/backup-firebase.md.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBucketAddress } from '../../functions/src/backup/firebase-bucket'

const root = path.resolve(import.meta.dirname, '../..')
const text = readFileSync(path.join(root, '.github/workflows/backup.yml'), 'utf8')
const { load } = createRequire(path.join(root, 'node_modules/firebase-tools/package.json'))('js-yaml') as { load(text: string): any }
const workflow = load(text)
type Step = { uses?: string; run?: string; with?: Record<string, unknown> }
type Job = { permissions?: Record<string, string>; steps: Step[]; env?: Record<string, string>; 'timeout-minutes'?: number }
const jobs = workflow.jobs as Record<string, Job>
const job = jobs.backup!
const stepAt = (match: (s: Step) => boolean) => job.steps.findIndex(match)

describe('.github/workflows/backup.yml', () => {
  it('runs every night on a cron schedule, and by hand, one at a time', () => {
    expect(Object.keys(jobs)).toEqual(['backup'])
    const schedules = workflow.on.schedule as { cron: string }[]
    expect(schedules).toHaveLength(1)
    const fields = schedules[0]!.cron.split(' ')
    // Minute, hour, then every day of every month.
    expect(fields).toHaveLength(5)
    expect(fields.slice(2)).toEqual(['*', '*', '*'])
    expect(Number(fields[0])).toBeGreaterThanOrEqual(0)
    expect(Number(fields[1])).toBeLessThan(24)
    expect(Object.keys(workflow.on)).toContain('workflow_dispatch')
    expect(workflow.concurrency['cancel-in-progress']).toBe(false)
    // The consistent read must end within the hour Firestore keeps past versions (without PITR).
    expect(job['timeout-minutes']).toBeLessThanOrEqual(60)
  })

  it('signs in through Workload Identity Federation as a backup account of its own, never a key file', () => {
    expect(job.permissions).toMatchObject({ 'id-token': 'write' })
    const auth = job.steps.find((s) => s.uses?.startsWith('google-github-actions/auth@'))!
    expect(auth.with).toEqual({ workload_identity_provider: '${{ vars.BACKUP_WIF_PROVIDER }}', service_account: '${{ vars.BACKUP_SERVICE_ACCOUNT }}' })
    expect(text).not.toMatch(/credentials_json|GOOGLE_APPLICATION_CREDENTIALS|secrets\./)
    expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))!.with).toMatchObject({ 'node-version': 22 })
  })

  it('runs npm run backup into the backup bucket, after npm ci and the sign-in, with the environment the CLI reads', () => {
    const backupAt = stepAt((s) => Boolean(s.run?.startsWith('npm run backup')))
    expect(backupAt).toBe(job.steps.length - 1)
    expect(stepAt((s) => s.run === 'npm ci --no-audit --no-fund')).toBeLessThan(backupAt)
    expect(stepAt((s) => Boolean(s.uses?.startsWith('google-github-actions/auth@')))).toBeLessThan(backupAt)
    const command = job.steps[backupAt]!.run!
    expect(command).toBe('npm run backup -- --backend firebase --to "$BACKUP_BUCKET/firebase"')
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.backup).toBe('tsx functions/src/cli/backup.ts')
    // What backends/firebase/backup-access.ts reads for the project and its bucket.
    expect(job.env).toEqual({
      FIREBASE_PROJECT_ID: '${{ vars.FIREBASE_PROJECT }}',
      FIREBASE_STORAGE_BUCKET: '${{ vars.FIREBASE_STORAGE_BUCKET }}',
      BACKUP_BUCKET: '${{ vars.BACKUP_BUCKET }}',
    })
    // With the variable as the guide tells to set it, the address is one the CLI takes.
    const address = /--to "([^"]+)"/.exec(command)![1]!.replace('$BACKUP_BUCKET', 'gs://firm-12345-backups')
    expect(parseBucketAddress(address)).toEqual({ bucket: 'firm-12345-backups', prefix: 'firebase' })
  })

  it('every repository variable it reads is explained in docs/backup-firebase.md', () => {
    const guide = readFileSync(path.join(root, 'docs/backup-firebase.md'), 'utf8')
    const variables = [...new Set([...text.matchAll(/vars\.([A-Z_]+)/g)].map((m) => m[1]!))]
    expect(variables.sort()).toEqual(['BACKUP_BUCKET', 'BACKUP_SERVICE_ACCOUNT', 'BACKUP_WIF_PROVIDER', 'FIREBASE_PROJECT', 'FIREBASE_STORAGE_BUCKET'])
    for (const variable of variables) expect(guide, variable).toContain(`\`${variable}\``)
    expect(guide).toContain('.github/workflows/backup.yml')
  })
})
