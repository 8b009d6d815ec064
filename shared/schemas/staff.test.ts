import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { MSG } from './messages'
import { StaffCreateSchema } from './staff'
import { NAMED_LINE_BREAKING_CHARACTERS } from './text-fields.fixtures'

const VALID = { email: 'siti@kantor.test', displayName: 'Siti Rahma', role: 'editor' } as const

function errorsOf(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const submission = parseWithZod(form, { schema: StaffCreateSchema })
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

describe('StaffCreateSchema', () => {
  it('accepts an account and tidies its text', () => {
    expect(StaffCreateSchema.parse({ ...VALID, displayName: ' Siti\tRahma ' })).toEqual({ ...VALID, displayName: 'Siti Rahma' })
  })

  // The display name is printed by `npm run staff -- list` in an admin's terminal, where ESC
  // and CSI start control sequences.
  describe.each(NAMED_LINE_BREAKING_CHARACTERS)('%s', (_name, char) => {
    it.each(['email', 'displayName'] as const)('is refused in %s, beside the field', (field) => {
      for (const value of [VALID[field].slice(0, 4) + char + VALID[field].slice(4), VALID[field] + char]) {
        expect(errorsOf({ ...VALID, [field]: value }), JSON.stringify(value)).toEqual({ [field]: [MSG.controlCharacters] })
      }
    })
  })
})
