import { describe, expect, it } from 'vitest'
import { slugify } from '../../../../shared/schemas/common'
import { BLOG_SPECS, PUBLICATION_SPECS } from '../posts-catalog'
import { TOPICS } from '../posts-text'
import { ENGLISH_BLOGS, ENGLISH_PUBLICATIONS } from './posts'
import { TOPICS_EN } from './topics'

/** The inline markup of a paragraph (strong, em, links): a translation keeps it where the original has it. */
const markup = (html: string) => [...html.matchAll(/<\/?([a-z]+)/g)].map((m) => m[0]).join('')

describe('the English topic banks', () => {
  it('mirror their Indonesian banks item for item, since an English post draws the same indexes', () => {
    for (const [key, english] of Object.entries(TOPICS_EN)) {
      const indonesian = TOPICS[key as keyof typeof TOPICS]
      expect(english.area, key).toBe(indonesian.area)
      expect(english.source?.href, key).toBe(indonesian.source?.href)
      expect(english.openers.map(markup), key).toEqual(indonesian.openers.map(markup))
      expect(english.headings, key).toHaveLength(indonesian.headings.length)
      expect(english.paragraphs.map(markup), key).toEqual(indonesian.paragraphs.map(markup))
      expect(english.list.items, key).toHaveLength(indonesian.list.items.length)
    }
  })

  it('cover the topic of every translated post, and each translation names a post of the catalogue', () => {
    for (const [specs, translations] of [
      [BLOG_SPECS, ENGLISH_BLOGS],
      [PUBLICATION_SPECS, ENGLISH_PUBLICATIONS],
    ] as const) {
      const bySlug = new Map(specs.map((spec) => [slugify(spec.title, 'id'), spec]))
      for (const [slug, english] of Object.entries(translations)) {
        const spec = bySlug.get(slug)
        expect(spec, slug).toBeDefined()
        if (spec) expect(TOPICS_EN[spec.topic], slug).toBeDefined()
        // The firm's own lead paragraph must be translated too, or the English post would open in Indonesian.
        if (spec?.lead) expect(english.lead, slug).toBeTruthy()
      }
    }
  })
})
