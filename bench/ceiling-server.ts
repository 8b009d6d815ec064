/**
 * The ceiling: a plain Hono handler on @hono/node-server that returns fixed bytes with the
 * same headers the app sends. Nothing can be faster on this machine with this stack.
 * Usage: tsx bench/ceiling-server.ts <port> <bodies.json>
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { readFileSync } from 'node:fs'

const [portArg, bodiesFile] = process.argv.slice(2)
const bodies = JSON.parse(readFileSync(bodiesFile!, 'utf8')) as Record<string, { body: string; headers: Record<string, string> }>
const app = new Hono()
for (const [path, { body, headers }] of Object.entries(bodies)) {
  const bytes = Buffer.from(body, 'base64')
  app.get(path, () => new Response(bytes, { headers }))
}
serve({ fetch: app.fetch, port: Number(portArg) }, () => console.log('ready'))
