import { afterEach, beforeEach, vi } from 'vitest'

/**
 * An unexpected console.error fails the test (as in the Epic Stack). A test that expects
 * one calls `expectConsoleError()` first.
 */
let allowed = 0
let seen: unknown[][] = []

export function expectConsoleError(count = 1) {
  allowed += count
}

beforeEach(() => {
  allowed = 0
  seen = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    seen.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (seen.length > allowed) {
    const first = seen[allowed]?.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')
    throw new Error(`unexpected console.error (${seen.length - allowed} more than expected): ${first}`)
  }
})
