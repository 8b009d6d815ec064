#!/usr/bin/env node
/**
 * The first step of each predeploy in firebase.json: checks that the functions' params file of
 * the project being deployed (functions/.env.<project id>, or .env.<alias>, over functions/.env)
 * holds every value the deploy needs, and stops the deploy with one message naming each missing
 * or malformed value.
 *
 * Why before anything else: `firebase deploy` runs every predeploy first and asks for missing
 * params only afterwards, so a value answered at the prompt comes too late for what the
 * predeploy writes (robots.txt's Sitemap line needs PUBLIC_BASE_URL), and a region answered
 * there can differ from the one Hosting's rewrite sends requests to. With the file complete the
 * CLI never asks, and `firebase deploy --non-interactive` (CI) works.
 *
 *   node scripts/deploy-params.mjs --for functions   every param the built bundle declares (the
 *                                                    SDK lists them, as the CLI does) and their rules
 *   node scripts/deploy-params.mjs --for hosting     what Hosting's own files need
 *
 * Both check that APP_REGION is the region firebase.json's Hosting rewrite names: the functions'
 * region is a param, the rewrite's is fixed in firebase.json (the CLI reads it before any
 * predeploy runs, and the Hosting emulator needs it), so this check is what keeps one truth.
 * The project comes from GCLOUD_PROJECT, which the CLI sets for predeploy commands.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What Hosting's predeploy needs, as the functions declare them (held equal to the bundle's params by tests/firebase/functions-bundle.test.ts). */
export const HOSTING_PARAMS = [
  {
    name: 'PUBLIC_BASE_URL',
    type: 'string',
    description: 'The public address of the site, used in canonical links, the sitemap and feeds (https://www.example.co.id).',
    input: { text: { example: 'https://www.example.co.id', validationRegex: '^https://[^/]+$', validationErrorMessage: 'An https:// origin without a path.' } },
  },
  {
    name: 'APP_REGION',
    type: 'string',
    description: 'Cloud Functions region; the same as the Firestore database and the Storage bucket (asia-southeast2 is Jakarta).',
  },
]

/** Pairs of int params where the first may not exceed the second. */
const ORDERED = [
  ['APP_MIN_INSTANCES', 'APP_MAX_INSTANCES'],
  ['TRIGGER_MIN_INSTANCES', 'TRIGGER_MAX_INSTANCES'],
]

/** The aliases .firebaserc gives the project (the CLI also reads functions/.env.<alias>). */
export function projectAliases(rc, projectId) {
  return Object.entries(rc?.projects ?? {})
    .filter(([alias, id]) => id === projectId && alias !== projectId)
    .map(([alias]) => alias)
}

/** The dotenv parser of the installed firebase-tools, so a value means here what it will mean to the CLI. */
function parseDotenv(text) {
  const cli = createRequire(path.join(root, 'node_modules/firebase-tools/package.json'))
  return cli('./lib/functions/env.js').parse(text)
}

/**
 * The param values the CLI will use for the project: functions/.env, then .env.<project id> or
 * .env.<alias> (firebase-tools/lib/functions/env.js, findEnvfiles). `file` is the one to edit.
 */
export function readParamValues({ functionsDir = path.join(root, 'functions'), projectId, aliases = [] }) {
  const candidates = ['.env', `.env.${projectId}`, ...aliases.map((alias) => `.env.${alias}`)]
  const files = candidates.filter((name) => existsSync(path.join(functionsDir, name)))
  const values = {}
  const errors = []
  for (const name of files) {
    const { envs, errors: bad } = parseDotenv(readFileSync(path.join(functionsDir, name), 'utf8'))
    Object.assign(values, envs)
    errors.push(...bad.map((line) => `functions/${name}: cannot read the line "${line}"`))
  }
  const own = files.filter((name) => name !== '.env')
  if (own.length > 1) errors.push(`functions/${own.join(' and functions/')} both exist for this project; the CLI refuses that: keep one.`)
  return { values, files, file: `functions/${own[0] ?? `.env.${projectId}`}`, errors }
}

/** The region firebase.json's Hosting rewrite sends the `app` function's requests to. */
export function rewriteRegion(firebaseJson) {
  const hosting = [firebaseJson.hosting ?? []].flat()
  for (const site of hosting) {
    for (const rewrite of site.rewrites ?? []) {
      if (rewrite.function?.functionId === 'app') return rewrite.function.region ?? 'us-central1'
    }
  }
  return undefined
}

/** Every problem with `values` for `params` (the SDK's param declarations), as lines naming the value. */
export function checkParams({ params, values, hostingRegion }) {
  const problems = []
  const declared = new Map(params.map((p) => [p.name, p]))
  for (const param of params) {
    if (param.type === 'secret') continue
    const value = values[param.name]
    if (value === undefined) {
      const fallback = param.default === undefined ? '' : ` (write ${param.name}=${param.default} to keep the default)`
      problems.push(`${param.name} is missing: ${param.description ?? 'no description'}${fallback}`)
      continue
    }
    if (param.type === 'int' && !/^-?\d+$/.test(value)) {
      problems.push(`${param.name}=${value} is not a whole number`)
      continue
    }
    const text = param.input?.text
    if (text?.validationRegex && !new RegExp(text.validationRegex).test(value)) {
      problems.push(`${param.name}=${value} is refused: ${text.validationErrorMessage ?? `it must match ${text.validationRegex}`}`)
    }
    const options = param.input?.select?.options
    if (options && !options.some((option) => String(option.value) === value)) {
      problems.push(`${param.name}=${value} is not one of ${options.map((option) => option.value).join(', ')}`)
    }
  }
  for (const [low, high] of ORDERED) {
    if (!declared.has(low) || !declared.has(high)) continue
    const [a, b] = [Number(values[low]), Number(values[high])]
    if (Number.isInteger(a) && Number.isInteger(b) && a > b) problems.push(`${low}=${a} is above ${high}=${b}`)
  }
  problems.push(...appCheckProblems(declared, values))
  const region = values.APP_REGION
  if (declared.has('APP_REGION') && region !== undefined && hostingRegion !== undefined && region !== hostingRegion) {
    problems.push(
      `APP_REGION=${region} but firebase.json's Hosting rewrite sends requests to the app function in ${hostingRegion}: ` +
        `set both to the region of the Firestore database (APP_REGION here, "region" under hosting.rewrites in firebase.json)`,
    )
  }
  return problems
}

/**
 * App Check's params must agree, or the deploy stops:
 * - APP_CHECK=enforce refuses every public write without a valid App Check token, and the
 *   site's pages can only get one with the reCAPTCHA Enterprise site key: without
 *   APP_CHECK_SITE_KEY every visitor's form would be refused. That cannot be what is meant, so
 *   it is an error, not a warning (a warning scrolls by in the deploy's output). `monitor`
 *   without a key only logs, which is how one starts: allowed.
 * - APP_CHECK_SITE_KEY needs WEB_APP_ID: App Check exchanges tokens for a registered app, and
 *   the instance refuses to start with a key but no App ID (functions/src/config.ts); better to
 *   stop here than after the release.
 */
function appCheckProblems(declared, values) {
  const problems = []
  const siteKey = (values.APP_CHECK_SITE_KEY ?? '').trim()
  if (declared.has('APP_CHECK') && declared.has('APP_CHECK_SITE_KEY') && values.APP_CHECK === 'enforce' && !siteKey) {
    problems.push(
      'APP_CHECK=enforce but APP_CHECK_SITE_KEY is empty: no page could get an App Check token, so every public form would be refused. ' +
        'Set APP_CHECK_SITE_KEY (docs/deploy-firebase.md, "App Check"), or use APP_CHECK=monitor until it is set',
    )
  }
  if (declared.has('APP_CHECK_SITE_KEY') && declared.has('WEB_APP_ID') && siteKey && !(values.WEB_APP_ID ?? '').trim()) {
    problems.push("APP_CHECK_SITE_KEY is set but WEB_APP_ID is empty: App Check needs the web app's App ID (Project settings > General > Your apps)")
  }
  return problems
}

/** The params the built bundle declares, listed by the firebase-functions SDK the way the CLI lists them. */
export async function discoverParams(functionsDir) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'deploy-params-'))
  const out = path.join(scratch, 'functions.yaml.json')
  try {
    await promisify(execFile)(path.join(root, 'node_modules/.bin/firebase-functions'), [], {
      cwd: functionsDir,
      env: { ...process.env, FUNCTIONS_CONTROL_API: 'true', FUNCTIONS_MANIFEST_OUTPUT_PATH: out },
    })
    return JSON.parse(readFileSync(out, 'utf8')).params ?? []
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The whole check for one predeploy: the message to stop with, or null when the deploy may go on. */
export async function deployParamsProblem({ target, projectId, functionsDir = path.join(root, 'functions'), firebaseJson, rc }) {
  if (!projectId) return 'GCLOUD_PROJECT is not set: this check runs as a predeploy step of `firebase deploy`, which sets it.'
  const { values, files, file, errors } = readParamValues({ functionsDir, projectId, aliases: projectAliases(rc, projectId) })
  const params = target === 'functions' ? await discoverParams(functionsDir) : HOSTING_PARAMS
  const problems = [...errors, ...checkParams({ params, values, hostingRegion: rewriteRegion(firebaseJson) })]
  if (!problems.length) return null
  const where = files.some((name) => name !== '.env') ? file : `${file} (it does not exist yet)`
  return [
    `Deploy stopped before anything was uploaded: ${where} is not complete for project ${projectId}.`,
    ...problems.map((line) => `  - ${line}`),
    `Write every value into ${file} (docs/deploy-firebase.md, "Write the params file"), then deploy again.`,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // --functions-dir: another deploy folder (tests check a scratch build).
  const { values: args } = parseArgs({ options: { for: { type: 'string' }, 'functions-dir': { type: 'string' } } })
  if (args.for !== 'hosting' && args.for !== 'functions') {
    console.error('Usage: node scripts/deploy-params.mjs --for hosting|functions')
    process.exit(2)
  }
  const readJson = (name) => (existsSync(path.join(root, name)) ? JSON.parse(readFileSync(path.join(root, name), 'utf8')) : {})
  const problem = await deployParamsProblem({
    target: args.for,
    projectId: process.env.GCLOUD_PROJECT,
    ...(args['functions-dir'] ? { functionsDir: path.resolve(args['functions-dir']) } : {}),
    firebaseJson: readJson('firebase.json'),
    rc: readJson('.firebaserc'),
  })
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
  console.log(`Params for ${args.for}: complete (project ${process.env.GCLOUD_PROJECT}).`)
}
