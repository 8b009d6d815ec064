import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLOSING_FIELD, CLOSING_OP, closingInstant, isOpenAt, jakartaDay, OPEN_STATUS, OPENING_STATUS_FIELD, openConstraints, validThrough } from './opening-rule'

/** Evaluates the constraints the way a store does (string comparison). */
function matches(constraints: { field: string; op: string; value: string }[], doc: Record<string, string>): boolean {
  return constraints.every(({ field, op, value }) => {
    const stored = doc[field] ?? ''
    return op === '==' ? stored === value : op === '>=' ? stored >= value : op === '<' ? stored < value : false
  })
}

describe('opening rule', () => {
  it('reads the day in Jakarta (UTC+7): 16:59 UTC is still the same day, 17:00 UTC the next', () => {
    expect(jakartaDay(new Date('2026-11-22T16:59:59.999Z'))).toBe('2026-11-22')
    expect(jakartaDay(new Date('2026-11-22T17:00:00.000Z'))).toBe('2026-11-23')
    expect(jakartaDay('2026-12-31T20:00:00.000Z')).toBe('2027-01-01')
  })

  it('is a status equality and a closing date not before today, as where clauses', () => {
    expect(openConstraints(new Date('2026-11-22T08:45:00.000Z'))).toEqual([
      { field: 'status', op: '==', value: 'open' },
      { field: 'closesOn', op: '>=', value: '2026-11-22' },
    ])
  })

  it.each([
    // [status, closesOn, now, open]
    ['open', '2026-11-22', '2026-11-22T16:59:59.999Z', true],
    ['open', '2026-11-22', '2026-11-22T17:00:00.000Z', false],
    ['open', '2026-11-21', '2026-11-22T08:00:00.000Z', false],
    ['open', '2027-01-01', '2026-11-22T08:00:00.000Z', true],
    ['closed', '2027-01-01', '2026-11-22T08:00:00.000Z', false],
  ])('an opening %s until %s is shown at %s: %s, by the document check and the query', (status, closesOn, now, expected) => {
    expect(isOpenAt({ status, closesOn }, now)).toBe(expected)
    expect(matches(openConstraints(now), { status, closesOn })).toBe(expected)
  })

  it('leaves the site at the midnight after its closing day, Jakarta time, and says so to search engines', () => {
    expect(closingInstant('2026-11-22')).toBe('2026-11-22T17:00:00.000Z')
    expect(closingInstant('2026-12-31')).toBe('2026-12-31T17:00:00.000Z')
    expect(isOpenAt({ status: 'open', closesOn: '2026-11-22' }, new Date(Date.parse(closingInstant('2026-11-22')) - 1))).toBe(true)
    expect(isOpenAt({ status: 'open', closesOn: '2026-11-22' }, closingInstant('2026-11-22'))).toBe(false)
    expect(validThrough('2026-11-22')).toBe('2026-11-22T23:59:59+07:00')
    expect(Date.parse(validThrough('2026-11-22'))).toBe(Date.parse(closingInstant('2026-11-22')) - 1000)
  })
})

// The rules tests run on the official Firestore emulator (tests/firebase/firestore-rules.test.ts),
// skipped where it is not installed; this reads the rules text so that the two statements of the
// rule cannot drift apart anywhere.
describe('firestore.rules states the same opening rule', () => {
  const rules = readFileSync(path.resolve(import.meta.dirname, '../firestore.rules'), 'utf8')

  it('has one isOpenOpening(opening) function: the status equality and the closing date against today in Jakarta', () => {
    const body = /function isOpenOpening\((\w+)\)\s*\{\s*return ([^;]+);\s*\}/.exec(rules)
    expect(body).not.toBeNull()
    const [, param, condition] = body!
    expect(condition).toContain(`${param}.get('${OPENING_STATUS_FIELD}', null) == '${OPEN_STATUS}'`)
    // A document without a closing date is never public (the store's query skips it too).
    expect(condition).toContain(`${param}.get('${CLOSING_FIELD}', null) is string`)
    const comparison = new RegExp(`${param}\\.(\\w+)\\s*(<=|<|>=|>|==)\\s*todayJakarta\\(\\)`).exec(condition!)
    expect({ field: comparison?.[1], op: comparison?.[2] }).toEqual({ field: CLOSING_FIELD, op: CLOSING_OP })
  })

  it('reads today in Jakarta as UTC+7, in the stored YYYY-MM-DD form', () => {
    expect(rules).toMatch(/function todayJakarta\(\) \{\s*let t = request\.time \+ duration\.value\(7, 'h'\);\s*return string\(t\.year\(\)\) \+ '-' \+ pad2\(t\.month\(\)\) \+ '-' \+ pad2\(t\.day\(\)\);\s*\}/)
  })

  it('guards the public read of one opening with it; lists are for HR and admins', () => {
    const block = /match \/openings\/\{id\} \{([^}]*)\}/.exec(rules)
    expect(block).not.toBeNull()
    // HR and admins (docs/roles.md) read every opening, as the dashboard does.
    expect(block![1]).toMatch(/allow get: if may\('openings'\) \|\| isOpenOpening\(resource\.data\);/)
    expect(block![1]).toMatch(/allow list: if may\('openings'\);/)
    // Only the site writes: tests/firebase/firestore-rules.test.ts checks every block.
    expect(block![1]).toMatch(/allow write: if false;/)
  })
})
