/**
 * The Firebase guides count what the source defines: the scheduler jobs (one per scheduled
 * function, function-names.ts), the functions the deploy creates and the composite indexes
 * (firestore.indexes.json). A count or a list written by hand goes stale when a function or an
 * index is added; this holds each to the source.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FUNCTION_NAMES, SCHEDULED_FUNCTIONS } from '../../functions/src/cloud-functions/function-names'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const GUIDES = ['docs/deploy-firebase.md', 'docs/firebase.md'] as const
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
/** "3" or "three". */
const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : WORDS.indexOf(text.toLowerCase()))
/** The names of a list written as `a`, `b`, `c`. */
const namesOf = (list: string) => [...list.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)

describe('the Firebase guides count what the source defines', () => {
  it('names every scheduled function, and only them, wherever they count scheduler jobs', () => {
    let mentions = 0
    for (const guide of GUIDES) {
      const text = read(guide)
      // "3 jobs: `a`, `b`, `c`" and "the three scheduled functions (`a`, `b`, `c`)".
      const patterns = [/(\w+) (?:scheduler )?jobs: ((?:`\w+`(?:, )?)+)/g, /(\w+) scheduled functions \(((?:`\w+`(?:, )?)+)\)/g]
      for (const pattern of patterns) {
        for (const [, count, list] of text.matchAll(pattern)) {
          mentions++
          expect(numberOf(count!), `${guide}: ${count} ${list}`).toBe(SCHEDULED_FUNCTIONS.length)
          expect(namesOf(list!), `${guide}: ${list}`).toEqual([...SCHEDULED_FUNCTIONS])
        }
      }
      // Cloud Scheduler's free jobs per billing account are 3: a claim of fitting in them must hold.
      if (/all within the free 3/.test(text)) expect(SCHEDULED_FUNCTIONS.length, guide).toBeLessThanOrEqual(3)
    }
    expect(mentions).toBeGreaterThanOrEqual(2)
  })

  it("the deploy guide's table of what gets deployed names every function, and only them", () => {
    const text = read('docs/deploy-firebase.md')
    const table = text.slice(text.indexOf('## What gets deployed'), text.indexOf('\n## ', text.indexOf('## What gets deployed') + 1))
    // The first cell of each row names what the row is about.
    const named = table.split('\n').filter((line) => line.startsWith('| `')).flatMap((line) => namesOf(line.split(' | ')[0]!))
    const functions = named.filter((name) => !/\.(json|rules)$/.test(name))
    expect(new Set(functions)).toEqual(new Set(FUNCTION_NAMES))
    expect(functions).toHaveLength(FUNCTION_NAMES.length)
  })

  it('says how many composite indexes firestore.indexes.json holds', () => {
    const { indexes } = JSON.parse(read('firestore.indexes.json')) as { indexes: unknown[] }
    let mentions = 0
    for (const guide of GUIDES) {
      for (const [, count] of read(guide).matchAll(/(\w+) composite indexes/g)) {
        mentions++
        expect(numberOf(count!), `${guide}: "${count} composite indexes"`).toBe(indexes.length)
      }
    }
    expect(mentions).toBeGreaterThanOrEqual(1)
  })
})
