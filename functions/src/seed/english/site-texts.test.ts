import { describe, expect, it } from 'vitest'
import { slugify, SLUG_PATTERN } from '../../../../shared/schemas/common'
import { BIO_MIN, CONTENT_MIN } from '../../../../shared/schemas/limits'
import { htmlToText } from '../../../../shared/schemas/common'
import { CATEGORIES, TAGS } from '../categories-and-tags'
import { PEOPLE } from '../firm-people'
import { PRACTICE_AREAS } from '../firm-practice-areas'
import { ENGLISH_PRACTICE_AREAS } from './practice-areas'
import { ENGLISH_PROFILES } from './profiles'
import { ENGLISH_CATEGORIES, ENGLISH_TAGS } from './taxonomy'

/** Words that carry nearly every Indonesian sentence: none may be left in an English text. */
const INDONESIAN = /\b(yang|untuk|dengan|adalah|dalam|serta|kami)\b/

describe('the English texts of the practice areas, profiles, categories and tags', () => {
  it('translate every practice area, each with the slug its English name gives', () => {
    expect(Object.keys(ENGLISH_PRACTICE_AREAS).sort()).toEqual(PRACTICE_AREAS.map((area) => area.slug).sort())
    const slugs = Object.values(ENGLISH_PRACTICE_AREAS).map((area) => area.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const area of PRACTICE_AREAS) {
      const english = ENGLISH_PRACTICE_AREAS[area.slug as keyof typeof ENGLISH_PRACTICE_AREAS]
      expect(english.slug, area.slug).toBe(slugify(english.name, 'en'))
      expect(english.slug, area.slug).toMatch(SLUG_PATTERN)
      expect(english.description, area.slug).toMatch(/^<p>[^<]+<\/p>$/)
      expect(htmlToText(english.description).length, area.slug).toBeGreaterThanOrEqual(CONTENT_MIN)
      for (const text of [english.name, english.summary, htmlToText(english.description)]) expect(text, area.slug).not.toMatch(INDONESIAN)
    }
  })

  it('translate every profile item for item: bio in two paragraphs, one entry per degree, admission and language', () => {
    expect(Object.keys(ENGLISH_PROFILES).sort()).toEqual(PEOPLE.map((person) => person.slug).sort())
    for (const person of PEOPLE) {
      const english = ENGLISH_PROFILES[person.slug]
      if (!english) continue
      expect(english.bio.split('\n\n'), person.slug).toHaveLength(2)
      expect(english.bio.length, person.slug).toBeGreaterThanOrEqual(BIO_MIN)
      expect(english.bio, person.slug).not.toMatch(INDONESIAN)
      expect(english.education, person.slug).toHaveLength(person.education.length)
      expect(english.barAdmissions, person.slug).toHaveLength(person.barAdmissions.length)
      expect(english.languages, person.slug).toHaveLength(person.languages.length)
      // The years of each degree are the Indonesian entry's own.
      expect(english.education.map((entry) => entry.match(/\(\d{4}\)$/)?.[0]), person.slug).toEqual(person.education.map((entry) => entry.match(/\(\d{4}\)$/)?.[0]))
    }
  })

  it('name every category and tag in English, each slug made from its name as the save makes it, unique', () => {
    for (const [terms, english] of [
      [CATEGORIES, ENGLISH_CATEGORIES],
      [TAGS, ENGLISH_TAGS],
    ] as const) {
      const byslug = english as Readonly<Record<string, { name: string; slug: string }>>
      expect(Object.keys(byslug).sort()).toEqual(terms.map((term) => term.slug).sort())
      const slugs = Object.values(byslug).map((term) => term.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      for (const term of Object.values(byslug)) expect(term.slug, term.name).toBe(slugify(term.name, 'en'))
    }
  })
})
