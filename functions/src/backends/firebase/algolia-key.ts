/**
 * What the server's Algolia key (the ALGOLIA_ADMIN_KEY secret) must allow, and nothing more:
 * the app, the triggers, the schedules and `npm run search:reindex` use one key, on the
 * `{prefix}_*` indexes only. The browser holds no Algolia key: visitors search through the app.
 * docs/deploy-firebase.md says how to create it; `npm run verify:deploy` checks it.
 */
export const ALGOLIA_SERVER_ACL = [
  // Searches (the visitors' and the dashboard lists'), and reading records by id before a write.
  'search',
  // The sweep and the reindex list what an index holds (browseObjects).
  'browse',
  // Saving records (batch addObject), and waiting for a write's task.
  'addObject',
  // Removing records: by id in a batch, by filter (deleteBy), all of them (clearObjects).
  'deleteObject',
  // Reading an index's settings: each instance checks them before its first use, and /healthz.
  'settings',
  // Applying the settings and synonyms where they differ, so a new index works without a reindex.
  'editSettings',
] as const

export interface AlgoliaKeyVerdict {
  ok: boolean
  /** ACLs the server needs that the key lacks. */
  missing: string[]
  /** ACLs the key holds that the server never uses. */
  extra: string[]
}

/** Whether a key's ACL is exactly what the server needs. */
export function judgeAlgoliaAcl(acl: readonly string[]): AlgoliaKeyVerdict {
  const missing = ALGOLIA_SERVER_ACL.filter((name) => !acl.includes(name))
  const extra = acl.filter((name) => !(ALGOLIA_SERVER_ACL as readonly string[]).includes(name))
  return { ok: missing.length === 0 && extra.length === 0, missing, extra }
}
