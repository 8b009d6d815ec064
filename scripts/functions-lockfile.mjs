/**
 * functions/package-lock.json, cut out of the project's own package-lock.json.
 *
 * Cloud Build installs the deployed folder's dependencies with `npm ci` when a lockfile is
 * there (Google Cloud's Node.js buildpack; plain `npm install` otherwise, which resolves every
 * transitive version again on the day of the deploy). The lockfile is derived, not resolved:
 * it holds exactly the entries of the project's lockfile that the runtime dependencies reach
 * (each dependency found the way Node finds it, from the requiring package's folder upwards),
 * with their versions, `resolved` URLs and `integrity` hashes. So the deployed function runs
 * on the very tree the tests ran on, the output depends only on the two inputs (no registry,
 * no cache, no clock), and a dependency the project's lockfile does not hold stops the build.
 */

/** Flags that describe the project's own tree (dev tools, optional-for-the-project), not this one. */
const TREE_FLAGS = ['dev', 'devOptional', 'optional', 'peer']

/** The entry without the root tree's flags, and `optional` where it holds in this tree. */
function entryFor(original, optional) {
  const entry = Object.fromEntries(Object.entries(original).filter(([key]) => !TREE_FLAGS.includes(key)))
  if (optional) entry.optional = true
  return entry
}

/** The location a package at `from` gets `name` from (Node's lookup through parent node_modules). */
export function resolveLocation(packages, from, name) {
  let base = from
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return undefined
    const parent = base.lastIndexOf('/node_modules/')
    base = parent === -1 ? '' : base.slice(0, parent)
  }
}

/**
 * Every edge out of a package: [name, optional?]. An optional peer is not an edge: npm installs
 * it only when something else needs it.
 */
function edges(entry) {
  const peerMeta = entry.peerDependenciesMeta ?? {}
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(entry.peerDependencies ?? {})
      .filter((name) => !peerMeta[name]?.optional)
      .map((name) => [name, false]),
  ]
}

/**
 * The lockfile (v3) for `pkg` (the generated functions/package.json) from `rootLock` (the
 * project's package-lock.json). Throws naming any required dependency the root lock lacks.
 */
export function functionsLockfile(rootLock, pkg) {
  if (rootLock.lockfileVersion !== 3 && rootLock.lockfileVersion !== 2) {
    throw new Error(`package-lock.json has lockfileVersion ${rootLock.lockfileVersion}; npm 7 or newer writes version 2 or 3.`)
  }
  const packages = rootLock.packages
  const reached = new Map() // location -> reached through required edges only?
  const missing = []
  const visit = (location, required) => {
    const seen = reached.get(location)
    if (seen === true || (seen === false && !required)) return
    reached.set(location, required || seen === true)
    for (const [name, optional] of edges(packages[location])) {
      const target = resolveLocation(packages, location, name)
      if (target) visit(target, required && !optional)
      else if (!optional) missing.push(`${name} (needed by ${location.replace(/^.*node_modules\//, '')})`)
    }
  }
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    const location = `node_modules/${name}`
    if (!packages[location]) missing.push(`${name} (functions/package.json)`)
    else visit(location, true)
  }
  if (missing.length) {
    throw new Error(`package-lock.json has no entry for: ${[...new Set(missing)].join(', ')}. Run npm install in the project first.`)
  }

  const out = { '': { name: pkg.name, dependencies: pkg.dependencies, ...(pkg.engines ? { engines: pkg.engines } : {}) } }
  for (const location of [...reached.keys()].sort()) {
    // Reached only through optional edges (sharp's per-platform binaries): npm skips those that do not fit the machine.
    out[location] = entryFor(packages[location], !reached.get(location))
  }
  return { name: pkg.name, lockfileVersion: 3, requires: true, packages: out }
}
