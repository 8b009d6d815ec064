/**
 * Work done once however many processes try it at the same moment (Statistik's weekly email,
 * docs/decisions/0062-insights-dashboard.md): the sweeps of two instances, or two runs of the
 * minute sweep that overlap, each ask for the key and only one is given it. A key is kept, so
 * it is never given again. SQLite keeps the keys in a table of their own (a primary key);
 * Firestore as documents that `create` refuses once they exist.
 */
export interface OnceClaims {
  /** True for the first claim of `key`, false for every other, also one made at the same moment elsewhere. */
  claim(key: string, at: Date): Promise<boolean>
}

/** What a claim's key may hold: a document id and a table key alike (no `/`, bounded). */
export const ONCE_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/

export function checkOnceKey(key: string): void {
  if (!ONCE_KEY.test(key)) throw new Error(`claim key not allowed: ${key}`)
}
