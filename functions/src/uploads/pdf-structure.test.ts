import { deflateSync } from 'node:zlib'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { kidsLeftOpen, objectStreamBomb, objectStreamBombOfSize, pageTreeBomb, pdfOf, repeatedPdf, streamObject, xrefStreamBomb } from '../testing/pdf-bombs'
import { checkPdfStructure, PDF_BOUNDS } from './pdf-structure'

const MB = 1024 * 1024

async function made(options: { objectStreams: boolean; pages?: number }): Promise<Buffer> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 0; i < (options.pages ?? 1); i++) doc.addPage([595, 842]).drawText(`Halaman ${i + 1}`, { x: 50, y: 780, size: 14, font })
  return Buffer.from(await doc.save({ useObjectStreams: options.objectStreams }))
}

/** Objects packed in an object stream (deflated, optionally with the PNG predictor "Up"), the catalog among them. */
function packed(options: { predictor?: boolean } = {}): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']
  const offsets: number[] = []
  let at = 0
  for (const object of objects) {
    offsets.push(at)
    at += object.length + 1
  }
  const header = objects.map((_, i) => `${i + 1} ${offsets[i]}`).join(' ') + ' '
  const body = Buffer.from(header + objects.join(' '))
  // The predictor "Sub" on one row: each byte stored as its difference from the one before.
  const data = options.predictor ? Buffer.from([1, ...body.map((byte, i) => (byte - (i > 0 ? body[i - 1]! : 0)) & 0xff)]) : body
  const params = options.predictor ? ` /DecodeParms << /Predictor 12 /Columns ${body.length} >>` : ''
  // Object 4 holds 1–3; the trailer names the catalog inside it.
  return pdfOf(['<< /Type /Placeholder >>', '<< >>', '<< >>', streamObject(`/Type /ObjStm /N 3 /First ${header.length} /Filter /FlateDecode${params}`, deflateSync(data))])
}

describe('checkPdfStructure: real documents', () => {
  it('accepts PDFs with and without object streams, of one and of many pages', async () => {
    expect(await checkPdfStructure(await made({ objectStreams: true }))).toEqual({ ok: true })
    expect(await checkPdfStructure(await made({ objectStreams: false }))).toEqual({ ok: true })
    expect(await checkPdfStructure(await made({ objectStreams: true, pages: 300 }))).toEqual({ ok: true })
  })

  it('reads objects packed in an object stream, with or without a predictor, the last definition winning', async () => {
    expect(await checkPdfStructure(packed())).toEqual({ ok: true })
    expect(await checkPdfStructure(packed({ predictor: true }))).toEqual({ ok: true })
  })

  it('follows an incremental update: the last definition of an object wins', async () => {
    // The original's page tree emptied by an update appended after its %%EOF: no page is left.
    const original = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'])
    const emptied = Buffer.concat([original, Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n')])
    expect(await checkPdfStructure(original)).toEqual({ ok: true })
    expect(await checkPdfStructure(emptied)).toEqual({ ok: false, reason: 'corrupt' })
  })

  it('needs no correct cross-reference offsets and no trailer, as readers recover them', async () => {
    const pdf = await made({ objectStreams: false })
    // Bytes inserted after the header move every object away from where the table says.
    const shifted = Buffer.concat([pdf.subarray(0, 9), Buffer.from('% padding that moves every offset\n'), pdf.subarray(9)])
    expect(await checkPdfStructure(shifted)).toEqual({ ok: true })
    const withoutTrailer = Buffer.from(pdf.toString('latin1').replace(/trailer[\s\S]*$/, '%%EOF\n'), 'latin1')
    expect(await checkPdfStructure(withoutTrailer)).toEqual({ ok: true })
  })

  it('accepts a page tree with a cycle when a page hangs in it (readers show it)', async () => {
    const cyclic = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'])
    expect(await checkPdfStructure(cyclic)).toEqual({ ok: true })
  })
})

describe('checkPdfStructure: refused as damaged', () => {
  it('refuses a file without pages, without a catalog, or with objects that cannot be read', async () => {
    expect(await checkPdfStructure(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']))).toEqual({ ok: false, reason: 'corrupt' })
    expect(await checkPdfStructure(pdfOf(['<< /Type /Pages /Kids [] >>']))).toEqual({ ok: false, reason: 'corrupt' })
    expect(await checkPdfStructure(pdfOf(['<< /Type /Catalog /Pages 2 0 R', '(never closed']))).toEqual({ ok: false, reason: 'corrupt' })
    expect(await checkPdfStructure(Buffer.from('%PDF-1.4\nnot really\n%%EOF\n'))).toEqual({ ok: false, reason: 'corrupt' })
    const cycleWithoutPage = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] >>', '<< /Type /Pages /Kids [2 0 R] >>'])
    expect(await checkPdfStructure(cycleWithoutPage)).toEqual({ ok: false, reason: 'corrupt' })
  })

  it('refuses 20 MB of jibberish, of unclosed arrays and of unclosed strings by reading each byte about once', async () => {
    for (const unit of ['x', '[', '(', '1 ']) expect(await checkPdfStructure(repeatedPdf(20 * MB, unit)), unit).toMatchObject({ ok: false })
  })

  it('reads each object no further than the next one: 99,000 kids that open a string nothing closes lead to no page', async () => {
    for (const opener of ['(', '<'] as const) expect(await checkPdfStructure(kidsLeftOpen(10 * MB, opener)), opener).toEqual({ ok: false, reason: 'corrupt' })
  })
})

describe('checkPdfStructure: bounded, whatever the file', () => {
  it('stops inflating an object stream or a cross-reference stream at the budget: too complex', async () => {
    expect(await checkPdfStructure(objectStreamBomb(PDF_BOUNDS.inflatedBytes + 1))).toEqual({ ok: false, reason: 'too-complex' })
    expect(await checkPdfStructure(objectStreamBomb(300 * MB))).toEqual({ ok: false, reason: 'too-complex' })
    expect(await checkPdfStructure(xrefStreamBomb(300 * MB))).toEqual({ ok: false, reason: 'too-complex' })
    // 10 MB of deflated zeros: about 10 GB once inflated; the check inflates 32 MB of it.
    const tenGigabytes = objectStreamBombOfSize(10 * MB)
    expect(tenGigabytes.length).toBeGreaterThan(9.5 * MB)
    expect(await checkPdfStructure(tenGigabytes)).toEqual({ ok: false, reason: 'too-complex' })
    // Just within the budget, the same stream is read (and holds no object: the page is found all the same).
    expect(await checkPdfStructure(objectStreamBomb(PDF_BOUNDS.inflatedBytes - 1024))).toEqual({ ok: true })
  })

  it('walks a page tree whose kids repeat one node once per node: 2^60 pages in a few kilobytes', async () => {
    expect(await checkPdfStructure(pageTreeBomb(60))).toEqual({ ok: true })
  })

  it('refuses more object headers, nesting or values than its bounds', async () => {
    expect(await checkPdfStructure(repeatedPdf(20 * MB, '1 0 obj '))).toEqual({ ok: false, reason: 'too-complex' })
    expect(await checkPdfStructure(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${'['.repeat(PDF_BOUNDS.nesting + 1)}] >>`]))).toEqual({ ok: false, reason: 'too-complex' })
    const kids = '3 0 R '.repeat(PDF_BOUNDS.valuesPerObject + 1)
    expect(await checkPdfStructure(pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] >>`, '<< /Type /Page >>']))).toEqual({ ok: false, reason: 'too-complex' })
    const streams = '1 0 obj <</Type/ObjStm/N 1/First 0/Length 1>>stream\nx\nendstream endobj '
    expect(await checkPdfStructure(repeatedPdf((PDF_BOUNDS.streams + 10) * streams.length, streams))).toEqual({ ok: false, reason: 'too-complex' })
  })
})
