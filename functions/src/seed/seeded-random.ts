/**
 * Deterministic randomness keyed by a string (a slug or a name). The demo content must look
 * varied, yet a given post should always get the same palette and paragraphs, so reseeding
 * a fresh store gives the same site and a screenshot in a bug report can be reproduced.
 */

/** FNV-1a, 32 bits: tiny, fast and well spread for short keys. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[]
}

/** mulberry32 seeded from the key's hash. */
export function randomFor(key: string): Random {
  let state = hashString(key) || 1
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    },
  }
}
