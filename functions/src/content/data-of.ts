/**
 * A stored document without its metadata, as an update writes it back. Its own module, free of
 * Hono, so that what runs outside a request (the alerts' schedule) can use it without loading
 * the site (tests/firebase/functions-bundle.test.ts).
 */
export function dataOf<T extends { id: string; version: number; createdAt: string; updatedAt: string; updatedBy: string }>(doc: T) {
  const { id: _i, version: _v, createdAt: _c, updatedAt: _u, updatedBy: _b, ...data } = doc
  return data
}
