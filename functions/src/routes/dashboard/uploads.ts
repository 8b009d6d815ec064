import { Hono } from 'hono'
import { randomUUID } from 'node:crypto'
import { UPLOAD_FOLDERS, type UploadFolder } from '../../../../shared/schemas/limits'
import { UPLOAD_RULES } from '../../../../shared/schemas/uploads'
import type { StoredFile } from '../../../../shared/schemas/types'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { cleanOriginalName, validateUpload } from '../../uploads/validate-upload'

/** Reads a request body up to `limit` bytes; stops reading (and says so) past it. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | 'too-large'> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return 'too-large'
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

/**
 * POST /dashboard/uploads/{folder}: the file's bytes as the request body (the browser sends
 * it with progress events), its name in `X-File-Name`. Answers `{ file }` or `{ error }` with
 * the spec's message; never stores a file that fails its folder's rule.
 */
export function uploadRoutes() {
  const app = new Hono<AppEnv>()
  app.post('/dashboard/uploads/:folder', guards('auth'), async (c) => {
    const folder = c.req.param('folder') as UploadFolder
    if (!UPLOAD_FOLDERS.includes(folder)) return c.json({ error: 'Folder unggahan tidak dikenal.' }, 404)
    const rule = UPLOAD_RULES[folder]
    const declared = Number(c.req.header('content-length') ?? '0')
    if (declared > rule.maxBytes) return c.json({ error: rule.messages.size }, 413)
    const bytes = await readLimited(c.req.raw.body, rule.maxBytes)
    if (bytes === 'too-large') return c.json({ error: rule.messages.size }, 413)
    const check = await validateUpload(folder, bytes)
    if (!check.ok) return c.json({ error: check.message }, check.status)
    const path = `${folder}/${randomUUID()}.${check.extension}`
    const info = await c.get('backend').files.put(path, bytes, check.contentType)
    const originalName = cleanOriginalName(c.req.header('x-file-name'))
    const file: StoredFile = {
      path,
      contentType: check.contentType,
      size: info.size,
      ...(check.width ? { width: check.width, height: check.height } : {}),
      ...(originalName ? { originalName } : {}),
    }
    return c.json({ file }, 201)
  })
  return app
}
