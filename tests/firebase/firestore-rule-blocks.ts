/**
 * The collections firestore.rules names, read from its text: each `match /{collection}/{id} { … }`
 * block with its `allow` lines. Shared by the rules' tests and the test of a collection defined
 * later (functions/src/collections/scratch-collection.test.ts), so both check the registry alike.
 */

/** Every `match /{collection}/{id} { … }` block: the collection and its `allow` lines. */
export function ruleBlocks(rules: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [, collection, body] of rules.matchAll(/match \/(\w+)\/\{id\} \{([^}]*)\}/g)) {
    found.set(collection!, [...body!.matchAll(/^\s*(allow [^;]*;)/gm)].map((line) => line[1]!))
  }
  return found
}

/** The collections of `names` (the registry's) with no rule block: each needs one, closed to client writes. */
export function collectionsWithoutRule(rules: string, names: readonly string[]): string[] {
  const blocks = ruleBlocks(rules)
  return names.filter((name) => !blocks.get(name)?.includes('allow write: if false;'))
}
