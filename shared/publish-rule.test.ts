import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPublishedAt, PUBLISH_FIELD, PUBLISH_OP, publishedConstraint, scheduledConstraint } from './publish-rule'

const NOW = new Date('2026-11-22T08:45:00.123Z')

/** Evaluates a constraint the way a store does (string comparison of ISO instants). */
function matches(constraint: { op: string; value: string }, value: string): boolean {
  switch (constraint.op) {
    case '<=':
      return value <= constraint.value
    case '<':
      return value < constraint.value
    case '>':
      return value > constraint.value
    case '>=':
      return value >= constraint.value
    default:
      return value === constraint.value
  }
}

describe('publish rule', () => {
  it('is a where clause on publishedAt with the instant as the app stores it', () => {
    expect(publishedConstraint(NOW)).toEqual({ field: 'publishedAt', op: '<=', value: '2026-11-22T08:45:00.123Z' })
    expect(scheduledConstraint(NOW)).toEqual({ field: 'publishedAt', op: '>', value: '2026-11-22T08:45:00.123Z' })
  })

  it.each([
    ['2026-11-22T08:45:00.122Z', true],
    ['2026-11-22T08:45:00.123Z', true],
    ['2026-11-22T08:45:00.124Z', false],
    ['2025-01-01T00:00:00.000Z', true],
    ['2027-01-01T00:00:00.000Z', false],
  ])('an item dated %s is public: %s, by the document check, the query constraint and its complement', (publishedAt, expected) => {
    expect(isPublishedAt({ publishedAt }, NOW)).toBe(expected)
    expect(isPublishedAt(publishedAt, NOW.toISOString())).toBe(expected)
    expect(matches(publishedConstraint(NOW), publishedAt)).toBe(expected)
    expect(matches(scheduledConstraint(NOW), publishedAt)).toBe(!expected)
  })
})

// The rules tests run on the official Firestore emulator (tests/firebase/firestore-rules.test.ts),
// skipped where it is not installed; this reads the rules text so that the two statements of the
// rule cannot drift apart anywhere.
describe('firestore.rules states the same publish rule', () => {
  const rules = readFileSync(path.resolve(import.meta.dirname, '../firestore.rules'), 'utf8')
  const body = /function isPublished\((\w+)\)\s*\{\s*return ([^;]+);\s*\}/.exec(rules)

  it('has one isPublished(post) function comparing a stored field with the request time', () => {
    expect(body).not.toBeNull()
    const [, param, condition] = body!
    const comparison = new RegExp(`${param}\\.(\\w+)\\s*(<=|<|>=|>|==)\\s*nowIso\\(\\)`).exec(condition!)
    expect(comparison, condition).not.toBeNull()
    expect({ field: comparison![1], op: comparison![2] }).toEqual({ field: PUBLISH_FIELD, op: PUBLISH_OP })
    // A document without the field is never public (the store's query skips it too).
    expect(condition).toContain(`${param}.get('${PUBLISH_FIELD}', null) is string`)
  })

  it.each(['blogs', 'publications', 'practiceAreas'])('guards the public read of one %s item with it', (collection) => {
    const block = new RegExp(`match /${collection}/\\{id\\} \\{([^}]*)\\}`).exec(rules)
    expect(block).not.toBeNull()
    // Staff of the content roles (docs/roles.md) read every item, as the dashboard does.
    expect(block![1]).toMatch(/allow get: if may\('content'\) \|\| isPublished\(resource\.data\);/)
    expect(block![1]).toMatch(/allow list: if may\('content'\);/)
  })
})
