/**
 * For `npm run bench:load`: fills the server's render cache with every public page a crawler
 * can reach (the sitemap in both languages, each list's pages and filters), and reads the
 * server's memory from Linux (`/proc/{pid}/status`), so the peak it prints includes a full cache
 * with the demo content (≤ 256 MB).
 */
import { readFileSync } from 'node:fs'

/** Every page the sitemap names, and the list pages and filters their own links lead to. Returns how many answered 200. */
export async function fillRenderCache(baseUrl: string): Promise<{ pages: number; bytes: number }> {
  const seen = new Set<string>()
  const queue: string[] = []
  const add = (href: string) => {
    const url = new URL(href, baseUrl)
    if (url.origin !== new URL(baseUrl).origin) return
    const key = url.pathname + url.search
    if (/^\/(dashboard|login|logout|api|img|media|assets)(\/|$)/.test(url.pathname) || /\/(cv|vcard|download)$/.test(url.pathname)) return
    if (!seen.has(key)) {
      seen.add(key)
      queue.push(key)
    }
  }
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)) add((match[1] ?? match[2])!.replace(/&amp;/g, '&'))
  for (const path of ['/', '/en', '/search?q=hukum', '/en/search?q=law']) add(path)
  let pages = 0
  let bytes = 0
  while (queue.length) {
    const path = queue.shift()!
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })
    const body = await res.text()
    if (res.status !== 200) continue
    pages++
    bytes += body.length
    // Lists lead to their other pages and filters: each is a cache entry of its own.
    if (/^(\/en)?\/(blogs|publications|attorneys)$/.test(new URL(path, baseUrl).pathname)) {
      for (const match of body.matchAll(/href="([^"]*\?(?:page|category|tag|area)=[^"]*)"/g)) add(match[1]!.replace(/&amp;/g, '&'))
    }
  }
  return { pages, bytes }
}

/** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB; null where /proc is not there. */
export function residentMemory(pid: number): { nowMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
    return { nowMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
  } catch {
    return null
  }
}
