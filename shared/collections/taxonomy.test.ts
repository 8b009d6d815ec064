import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { byName, nameKey, tidyName } from '../schemas/common'
import { MSG } from '../schemas/messages'
import { NAMED_LINE_BREAKING_CHARACTERS } from '../schemas/text-fields.fixtures'
import { categories } from './categories'
import { tags } from './tags'

const CategorySchema = categories.formSchema
const TagSchema = tags.formSchema

/** What a real form post goes through (Conform: an empty field is "not sent"). */
function submit(schema: typeof CategorySchema | typeof TagSchema, name: string) {
  const form = new FormData()
  form.append('name', name)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'success' ? { value: submission.value.name } : { errors: submission.error?.name }
}

describe('CategorySchema', () => {
  it('takes 4 to 50 characters, with the spec messages', () => {
    expect(submit(CategorySchema, '')).toEqual({ errors: [MSG.categoryMin] })
    expect(submit(CategorySchema, 'Pjk')).toEqual({ errors: [MSG.categoryMin] })
    expect(submit(CategorySchema, 'Pjak')).toEqual({ value: 'Pjak' })
    expect(submit(CategorySchema, 'a'.repeat(50))).toEqual({ value: 'a'.repeat(50) })
    expect(submit(CategorySchema, 'a'.repeat(51))).toEqual({ errors: [MSG.categoryMax] })
  })

  it('tidies spaces before counting, so spaces alone are not a name', () => {
    expect(submit(CategorySchema, '  Analisis \t  Hukum  ')).toEqual({ value: 'Analisis Hukum' })
    expect(submit(CategorySchema, '      ')).toEqual({ errors: [MSG.categoryMin] })
    expect(submit(CategorySchema, ' P  j ')).toEqual({ errors: [MSG.categoryMin] })
  })
})

describe('TagSchema', () => {
  it('takes 2 to 50 characters, spaces tidied', () => {
    expect(submit(TagSchema, ' ')).toEqual({ errors: [MSG.tagMin] })
    expect(submit(TagSchema, 'A')).toEqual({ errors: [MSG.tagMin] })
    expect(submit(TagSchema, ' HKI ')).toEqual({ value: 'HKI' })
    expect(submit(TagSchema, 'x'.repeat(51))).toEqual({ errors: [MSG.tagMax] })
  })
})

describe('names', () => {
  it('are the same when they read the same', () => {
    expect(tidyName(' a \n b ')).toBe('a b')
    const key = nameKey('Analisis Hukum', 'id')
    for (const alike of ['analisis hukum', 'ANALISIS   HUKUM', 'Analisis-Hukum', 'Análisis Hukum']) expect(nameKey(alike, 'id')).toBe(key)
    expect(nameKey('Analisis Pajak', 'id')).not.toBe(key)
    expect(nameKey('!!!', 'id')).toBe('!!!')
  })

  it('sort as a reader expects', () => {
    const sorted = ['zakat', 'Analisis', 'berita', 'Éksekusi'].map((name) => ({ name })).sort(byName)
    expect(sorted.map((item) => item.name)).toEqual(['Analisis', 'berita', 'Éksekusi', 'zakat'])
  })
})

describe('control characters in category and tag names', () => {
  describe.each(NAMED_LINE_BREAKING_CHARACTERS)('%s', (_name, char) => {
    it.each([
      ['category', CategorySchema],
      ['tag', TagSchema],
    ] as const)('refuses it in a %s name, though spaces are tidied', (_kind, schema) => {
      for (const name of [`Analisis${char}Hukum`, `Analisis Hukum${char}`, `${char}Analisis Hukum`]) {
        expect(submit(schema, name), JSON.stringify(name)).toEqual({ errors: [MSG.controlCharacters] })
      }
    })
  })
})
