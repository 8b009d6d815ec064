/**
 * Search records built from documents: one place decides what is searchable. Long texts are
 * split so every record stays under Algolia's record size limit (10 KB on the smallest plan),
 * the same way on both backends. Each collection's projection is written out (its order and
 * separators are what the indexes hold); records.test.ts keeps it to the fields the collection
 * modules mark `searchable`.
 */
import { htmlToText } from '../../../shared/schemas/common'
import type { Blog, Category, PracticeArea, Profile, Publication, Tag } from '../../../shared/schemas/types'
import { attorneyUrl, postUrl } from '../../../web/src/lib/urls'
import type { SearchRecord } from '../backends/ports'

/** Bytes of text per record, leaving room for the other fields within 10 KB. */
export const MAX_TEXT_BYTES = 6000

const encoder = new TextEncoder()
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g

/** Splits text at word boundaries into parts of at most `maxBytes` UTF-8 bytes. */
export function splitText(text: string, maxBytes = MAX_TEXT_BYTES): string[] {
  const clean = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
  if (encoder.encode(clean).length <= maxBytes) return [clean]
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const word of clean.split(' ')) {
    const size = encoder.encode(word).length + 1
    if (currentBytes + size > maxBytes && current) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    // A single word longer than the limit (a pasted blob) is cut.
    const piece = size > maxBytes ? word.slice(0, Math.floor(maxBytes / 4)) : word
    current = current ? `${current} ${piece}` : piece
    currentBytes += encoder.encode(piece).length + 1
  }
  if (current) parts.push(current)
  return parts
}

function split(base: Omit<SearchRecord, 'objectID' | 'text'>, text: string): SearchRecord[] {
  return splitText(text).map((part, index) => ({
    ...base,
    objectID: index === 0 ? base.parentId : `${base.parentId}#${index}`,
    text: part,
  }))
}

export function postRecords(
  collection: 'blogs' | 'publications',
  post: Blog | Publication,
  category: Category | null,
  tags: Tag[],
  authors: Profile[] = [],
): SearchRecord[] {
  const text = [post.excerpt, htmlToText(post.content), authors.map((a) => a.name).join(', ')].filter(Boolean).join(' ')
  return split(
    {
      parentId: `${collection}/${post.id}`,
      type: collection === 'blogs' ? 'blog' : 'publication',
      title: post.title.replace(CONTROL, ' '),
      url: postUrl(collection, post.slug),
      summary: post.excerpt.slice(0, 240),
      categoryId: post.categoryId,
      categoryName: category?.name,
      tags: tags.map((t) => t.name),
      publishedAt: post.publishedAt,
      docId: post.id,
      collection,
    },
    text,
  )
}

export function profileRecords(profile: Profile, areas: PracticeArea[]): SearchRecord[] {
  const areaNames = areas.map((a) => a.name)
  const text = [profile.position, areaNames.join(', '), profile.bio, profile.education.join('. '), profile.languages.join(', ')].join(' ')
  return split(
    {
      parentId: `profiles/${profile.id}`,
      type: profile.kind === 'attorney' ? 'attorney' : 'profile',
      title: profile.name.replace(CONTROL, ' '),
      url: profile.kind === 'attorney' ? attorneyUrl(profile.slug) : `/dashboard/profiles/${profile.id}/edit`,
      summary: `${profile.position}${areaNames.length ? ` · ${areaNames.join(', ')}` : ''}`,
      tags: areaNames,
      docId: profile.id,
      collection: 'profiles',
    },
    text,
  )
}
