/**
 * The README and the pages under docs/ link to each other and into the tree: every relative link
 * names a file that exists, and every `#anchor` a heading of the page it names (GitHub's anchor
 * rule: lower case, punctuation dropped, spaces to hyphens).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function markdownFiles(): string[] {
  const found = ['README.md']
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, name)
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative)
      else if (name.endsWith('.md')) found.push(relative)
    }
  }
  walk('docs')
  return found
}

const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-')

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)))
}

describe('links in the README and docs/', () => {
  it.each(markdownFiles())('%s links only to files and headings that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')
    const broken: string[] = []
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue
      const [pathPart, anchor] = target.split('#')
      const resolved = pathPart ? path.normalize(path.join(path.dirname(file), pathPart)) : file
      if (!existsSync(path.join(root, resolved))) {
        broken.push(`${target} (no file ${resolved})`)
        continue
      }
      if (anchor && resolved.endsWith('.md') && !anchorsIn(resolved).has(anchor)) broken.push(`${target} (no heading #${anchor})`)
    }
    expect(broken).toEqual([])
  })

  it('keeps the README a front door: at most about 1,500 words', () => {
    const words = readFileSync(path.join(root, 'README.md'), 'utf8').split(/\s+/).filter(Boolean).length
    expect(words).toBeLessThanOrEqual(1_500)
  })
})
