import { parseWithZod } from '@conform-to/zod/v4'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import { blogs } from '../../../../shared/collections/blogs'
import type { AppEnv } from '../../app-env'
import { boundFields, FORM_LIMITS, LIST_FIELDS, plusAsSpace, readBoundedForm, readForm, RICH_TEXT_FIELDS } from './form-helpers'

/** A bare app whose one route answers what readBoundedForm read. */
function echoApp() {
  const app = new Hono<AppEnv>()
  app.post('/', async (c) => {
    const { form, refusal } = await readBoundedForm(c)
    return c.json({ entries: [...form].map(([name, value]) => [name, typeof value === 'string' ? value : 'file']), refusal })
  })
  app.post('/strict', async (c) => c.json({ entries: [...(await readForm(c))].length }))
  app.onError((error, c) => c.json({ error: error.message }, error instanceof HTTPException ? error.status : 500))
  return app
}

async function post(body: BodyInit, contentType: string, path = '/') {
  const res = await echoApp().request(path, { method: 'POST', headers: { 'content-type': contentType }, body })
  return { status: res.status, body: (await res.json()) as { entries?: [string, string][]; refusal?: { field: string; message: string } | null; error?: string } }
}

const URLENCODED = 'application/x-www-form-urlencoded'

describe('boundFields', () => {
  it('keeps the first value of single fields and every value of list fields, in order', () => {
    const { form, refusal } = boundFields([
      ['title', 'Pertama'],
      ['tagIds', 'a'],
      ['title', 'Kedua'],
      ['tagIds', 'b'],
    ])
    expect([...form]).toEqual([
      ['title', 'Pertama'],
      ['tagIds', 'a'],
      ['tagIds', 'b'],
    ])
    expect(refusal).toBeNull()
  })

  it('drops names outside the forms’ shape, so no parser sees path syntax or reserved names', () => {
    const { form } = boundFields([
      ['tagIds[99999999]', 'x'],
      ['title.a.b', 'x'],
      ['__intent__', '{"type":"update","payload":{"name":"tagIds[99999999]"}}'],
      ['__state__', '{}'],
      ['a'.repeat(65), 'x'],
      ['1title', 'x'],
      ['', 'x'],
      ['title', 'Judul'],
    ])
    expect([...form]).toEqual([['title', 'Judul']])
  })

  it('refuses a list past its bound, keeping the values within it', () => {
    const values = Array.from({ length: FORM_LIMITS.listItems + 5 }, (_, i): [string, string] => ['authorIds', `id-${i}`])
    const { form, refusal } = boundFields(values)
    expect(form.getAll('authorIds')).toHaveLength(FORM_LIMITS.listItems)
    expect(refusal).toEqual({ field: 'authorIds', message: expect.stringMatching(/^Terlalu banyak pilihan penulis \(paling banyak 1\.000\)/) })
  })

  it('refuses a value past its length, keeping it for the form shown again; rich text is bounded by the body only', () => {
    const long = 'a'.repeat(FORM_LIMITS.valueChars + 1)
    const { form, refusal } = boundFields([
      ['content', 'x'.repeat(FORM_LIMITS.valueChars * 10)],
      ['bio', long],
    ])
    expect(form.get('bio')).toBe(long)
    expect(refusal).toEqual({ field: 'bio', message: expect.stringMatching(/^Isian terlalu panjang \(paling banyak 20\.000 karakter\)/) })
    expect(boundFields([['tagIds', 'x'.repeat(FORM_LIMITS.listValueChars + 1)]]).refusal?.field).toBe('tagIds')
  })

  it('gives conform a form it parses in time linear in its size', () => {
    const started = performance.now()
    const entries = (function* () {
      for (let i = 0; i < 200_000; i++) yield ['tagIds', String(i)] as [string, string]
    })()
    const { form } = boundFields(entries)
    parseWithZod(form, { schema: blogs.formSchema })
    // 200,000 values took minutes before the bound (the array is copied at every value).
    expect(performance.now() - started).toBeLessThan(500)
  })
})

describe('readBoundedForm', () => {
  it('reads URL-encoded and multipart bodies alike', async () => {
    const encoded = await post('title=Judul+satu&tagIds=a&tagIds=b&title=lagi', `${URLENCODED}; charset=UTF-8`)
    const form = new FormData()
    form.append('title', 'Judul satu')
    form.append('tagIds', 'a')
    form.append('tagIds', 'b')
    form.append('title', 'lagi')
    form.append('cover', new Blob(['bukan teks']), 'sampul.jpg')
    const request = new Request('http://x', { method: 'POST', body: form })
    const multipart = await post(await request.arrayBuffer(), request.headers.get('content-type')!)
    const expected = [
      ['title', 'Judul satu'],
      ['tagIds', 'a'],
      ['tagIds', 'b'],
    ]
    expect(encoded).toEqual({ status: 200, body: { entries: expected, refusal: null } })
    // A file part is dropped: forms carry paths of files already uploaded.
    expect(multipart).toEqual({ status: 200, body: { entries: expected, refusal: null } })
  })

  it('answers 400 with a message to a body that is not a form or has too many fields', async () => {
    for (const [body, type] of [
      ['{"title":"x"}', 'application/json'],
      ['title=x', 'text/plain'],
      ['--x\r\nbroken', 'multipart/form-data'],
      ['--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nbroken', 'multipart/form-data; boundary=x'],
    ]) {
      const { status, body: answer } = await post(body!, type!)
      expect(status, type).toBe(400)
      expect(answer.error).toMatch(/^Formulir tidak dapat dibaca/)
    }
    const many = Array.from({ length: FORM_LIMITS.entries + 1 }, (_, i) => `f${i}=1`).join('&')
    expect(await post(many, URLENCODED)).toEqual({ status: 400, body: { error: expect.stringMatching(/^Formulir berisi terlalu banyak isian/) } })
    const parts = Array.from({ length: FORM_LIMITS.entries + 1 }, () => '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\n1\r\n').join('') + '--b--\r\n'
    expect(await post(parts, 'multipart/form-data; boundary="b"')).toEqual({ status: 400, body: { error: expect.stringMatching(/^Formulir berisi terlalu banyak isian/) } })
  })

  it('readForm answers a refusal as a 400 with its message', async () => {
    const body = new URLSearchParams([['name', 'a'.repeat(FORM_LIMITS.valueChars + 1)]]).toString()
    expect(await post(body, URLENCODED, '/strict')).toEqual({ status: 400, body: { error: expect.stringMatching(/^Isian terlalu panjang/) } })
  })
})

describe('bounds derived from the collection modules', () => {
  it('lets every module list of ids repeat, and every rich-text field run to the body limit', () => {
    expect([...LIST_FIELDS]).toEqual(expect.arrayContaining(['authorIds', 'ids', 'practiceAreaIds', 'tagIds']))
    expect(LIST_FIELDS.has('education')).toBe(false)
    expect([...RICH_TEXT_FIELDS]).toEqual(expect.arrayContaining(['content', 'description']))
    expect(RICH_TEXT_FIELDS.has('bio')).toBe(false)
  })
})

describe('a URL-encoded body', () => {
  it('reads `+` as a space before decoding, as the WHATWG parser does: the same fields, `%2B` still a plus', () => {
    for (const body of ['a=1+2', 'a=%2B&b=+%2B+', 'na+me=v+a+l', 'a=caf%C3%A9+bar+ü+%E2%82%AC', 'a=%zz+%2', 'a&b=&=c', '+=+', 'a=1']) {
      expect([...new URLSearchParams(plusAsSpace(body))], body).toEqual([...new URLSearchParams(body)])
    }
  })

  it('reads 2 MB of spaces sent as `+` in linear time (URLSearchParams alone took about a second)', () => {
    const body = `content=${'+'.repeat(2_000_000)}`
    const started = performance.now()
    const [[, value]] = [...new URLSearchParams(plusAsSpace(body))] as [[string, string]]
    const ms = performance.now() - started
    expect(value).toBe(' '.repeat(2_000_000))
    expect(ms).toBeLessThan(300)
  })
})
