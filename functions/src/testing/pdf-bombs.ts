/**
 * Hostile PDFs for the upload tests, made in code and small to make: each is what
 * once froze the server (pdf-lib on the main thread) or what the bounded check's bounds are for.
 * The inflating ones never hold what they inflate to: one deflated MiB of zeros is repeated.
 */
import { constants, deflateRawSync } from 'node:zlib'

const MiB = 1024 * 1024

let chunk: Buffer | null = null

/**
 * A zlib stream that inflates to `size` zero bytes, about 1/1000 of that: one MiB of zeros
 * deflated after a full flush (so it refers to nothing before it), repeated, then the final
 * block and the checksum (Adler-32 of zeros: a = 1, b = size mod 65521).
 */
export function zeroFlate(size: number): Buffer {
  chunk ??= deflateRawSync(Buffer.alloc(MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])]
  for (let i = 0; i < Math.floor(size / MiB); i++) parts.push(chunk)
  if (size % MiB) parts.push(deflateRawSync(Buffer.alloc(size % MiB), { level: 9, finishFlush: constants.Z_FULL_FLUSH }))
  parts.push(Buffer.from([0x03, 0x00]))
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0)
  parts.push(adler)
  return Buffer.concat(parts)
}

/** A PDF of these objects (numbered from 1, the first the catalog), with its xref table and trailer. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0]!.length
  const offsets: number[] = []
  objects.forEach((body, i) => {
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')])
    offsets.push(offset)
    parts.push(object)
    offset += object.length
  })
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`))
  return Buffer.concat(parts)
}

/** A stream object's body: its dictionary (with its /Length) and data. */
export function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')])
}

/** A catalog, its page tree and one page: what every hostile file below carries besides its payload. */
const ONE_PAGE = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']

/** A one-page PDF with an object stream (FlateDecode) that inflates to `inflatedBytes`. */
export function objectStreamBomb(inflatedBytes: number): Buffer {
  return pdfOf([...ONE_PAGE, streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', zeroFlate(inflatedBytes))])
}

/** The same with a cross-reference stream, which readers inflate too. */
export function xrefStreamBomb(inflatedBytes: number): Buffer {
  return pdfOf([...ONE_PAGE, streamObject('/Type /XRef /W [1 2 1] /Size 5 /Filter /FlateDecode', zeroFlate(inflatedBytes))])
}

/**
 * An object stream bomb of `fileBytes`, an upload limit: its stream fills the file and
 * inflates to about a thousand times that (10 MB: about 10 GB).
 */
export function objectStreamBombOfSize(fileBytes: number): Buffer {
  // Each MiB inflated adds one repeated chunk (about 1 KB) to the stream.
  const perMiB = zeroFlate(2 * MiB).length - zeroFlate(MiB).length
  const chunks = Math.floor((fileBytes - objectStreamBomb(0).length - perMiB) / perMiB)
  return objectStreamBomb(Math.max(0, chunks) * MiB)
}

/**
 * A page tree whose every node lists the same kid twice, `depth` deep: 2^depth pages from a
 * few hundred bytes (pdf-lib counts them one by one: depth 22 took 2.5 s, 40 never ends).
 */
export function pageTreeBomb(depth: number): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 3 0 R] /Count 1 >>']
  for (let i = 0; i < depth; i++) objects.push(`<< /Type /Pages /Kids [${i + 4} 0 R ${i + 4} 0 R] /Count 1 >>`)
  objects.push('<< /Type /Page /MediaBox [0 0 595 842] >>')
  return pdfOf(objects)
}

/** `%PDF-1.7`, then `unit` repeated to `size` bytes, then `%%EOF`: a file of jibberish or of one construct repeated. */
export function repeatedPdf(size: number, unit: string): Buffer {
  const head = Buffer.from('%PDF-1.7\n')
  const tail = Buffer.from('\n%%EOF\n')
  const body = Buffer.alloc(size - head.length - tail.length)
  body.fill(unit)
  return Buffer.concat([head, body, tail])
}

/**
 * A page tree of up to 99,000 kids, each an object that opens a string (`(`) or a hex string
 * (`<`) that nothing closes, filling `size` bytes; the catalog and the tree's root come last. A
 * reader that reads an object past the next one reads the rest of the file once per kid.
 */
export function kidsLeftOpen(size: number, opener: '(' | '<'): Buffer {
  const kids = 99_000
  const root = (first: number) => `${first} 0 obj\n<< /Type /Catalog /Pages ${first + 1} 0 R >>\nendobj\n${first + 1} 0 obj\n<< /Type /Pages /Kids [${Array.from({ length: kids }, (_, i) => `${i + 1} 0 R`).join(' ')}] >>\nendobj\ntrailer\n<< /Root ${first} 0 R >>\n%%EOF\n`
  const tail = Buffer.from(root(kids + 1))
  const head = Buffer.from('%PDF-1.7\n')
  const room = size - head.length - tail.length
  const parts: Buffer[] = [head]
  let used = 0
  for (let k = 1; k <= kids; k++) {
    const label = `${k} 0 obj ${opener}`
    const filler = Math.max(1, Math.floor((room - used) / (kids - k + 1)) - label.length - 1)
    const object = Buffer.from(`${label}${' '.repeat(filler)}\n`)
    parts.push(object)
    used += object.length
  }
  parts.push(tail)
  return Buffer.concat(parts)
}
