/**
 * Whether an uploaded PDF holds together, judged within fixed bounds whatever its bytes say
 * (decision 40): its objects are found, a catalog resolved and its page tree walked to
 * a page, as a viewer opens it, but
 * - only the streams a viewer inflates to open the file (object and cross-reference streams) are
 *   inflated, by zlib with `maxOutputLength`, `PDF_BOUNDS.inflatedBytes` in all: a stream that
 *   would inflate to gigabytes stops there; content streams are never decoded;
 * - every object is parsed at most once and every page-tree node visited once (a tree whose
 *   kids repeat one node, 2^n pages in a few hundred bytes, costs n nodes);
 * - each pass is linear in the file: objects are found by native searches, never by retrying a
 *   parse at every byte;
 * - the work gives the event loop back every few milliseconds.
 * Past a bound the file is `too-complex`; without a catalog or a page, `corrupt`. Bounds are
 * counts, not clocks: a file gets the same answer on a quiet machine and a busy one.
 * pdf-lib is not used on uploads: its parser inflates object streams without a bound, walks a
 * page tree without noting the nodes it has seen, and retries a parse at every byte of jibberish
 * (decision 40 has the measures).
 */
import { constants, inflateRawSync } from 'node:zlib'

const MB = 1024 * 1024

export const PDF_BOUNDS = {
  /** Object headers ("12 0 obj") indexed, and objects packed in object streams: a real 20 MB document has a few ten thousand. */
  objects: 500_000,
  /** Object and cross-reference streams inflated: a real document has a few hundred at most. */
  streams: 5_000,
  /** Bytes inflated from them, all together: a real document's are a few MB at most. */
  inflatedBytes: 32 * MB,
  /** Values parsed (numbers, names, references...), all together: only the objects on the way to a page are read. */
  values: 1_000_000,
  /** Values in one object: a page tree's /Kids, a page's /Annots have a few thousand. */
  valuesPerObject: 100_000,
  /** Page-tree nodes visited looking for a page (a tree whose kids lead nowhere is walked once). */
  pageTreeNodes: 100_000,
  /** Arrays and dictionaries inside one another. */
  nesting: 64,
  /** Trailers and cross-reference streams tried for the catalog, from the end of the file. */
  trailers: 32,
} as const

export type PdfCheck = { ok: true } | { ok: false; reason: 'corrupt' | 'too-complex' }

/**
 * Thrown inside the check, caught at the top or where a damaged part is skipped. Not an Error:
 * a file can make the check throw often, and an Error records a stack each time.
 */
class Refusal {
  constructor(readonly reason: 'corrupt' | 'too-complex') {}
}

async function unlessCorruptAsync<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Refusal && error.reason === 'corrupt') return null
    throw error
  }
}

/** Runs `read`; a part found damaged gives null, any other refusal goes on up. */
function unlessCorrupt<T>(read: () => T): T | null {
  try {
    return read()
  } catch (error) {
    if (error instanceof Refusal && error.reason === 'corrupt') return null
    throw error
  }
}

class Name {
  constructor(readonly name: string) {}
}
class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
class Dict {
  constructor(readonly entries: Map<string, Value>) {}
  get(key: string): Value | undefined {
    return this.entries.get(key)
  }
  /** The value of a name entry (`/Type /Page` → 'Page'), or undefined. */
  name(key: string): string | undefined {
    const value = this.entries.get(key)
    return value instanceof Name ? value.name : undefined
  }
}
/** A string's content is never needed, only where it ends. */
const STRING = Symbol('string')
type Value = number | boolean | null | Name | Ref | Dict | typeof STRING | Value[]

const WHITESPACE = new Uint8Array(256)
for (const c of [0, 9, 10, 12, 13, 32]) WHITESPACE[c] = 1
const DELIMITER = new Uint8Array(256)
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1
const OBJ = Buffer.from('obj')
const ENDSTREAM = Buffer.from('endstream')
const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39
const isRegular = (c: number | undefined) => c !== undefined && !WHITESPACE[c] && !DELIMITER[c]

/** What the whole check may still spend. */
class Budget {
  values = 0
  inflated = 0
  streams = 0
  /** Objects listed in object streams' headers, repeats included. */
  packed = 0
  nodes = 0
  private lastYield = performance.now()

  countValue() {
    if (++this.values > PDF_BOUNDS.values) throw new Refusal('too-complex')
  }

  /** Lets the event loop run once this check has held it for a few milliseconds. */
  async pause(): Promise<void> {
    if (performance.now() - this.lastYield < 8) return
    await new Promise((resolve) => setImmediate(resolve))
    this.lastYield = performance.now()
  }
}

/**
 * Reads PDF values from `data` at `pos`: linear in what it reads, nesting bounded. Each reader
 * is given its object's extent (the data up to the next object), so that a string or an array
 * left open reads to there, never on through the rest of the file.
 */
class Reader {
  private readonly text: Buffer
  private values = 0

  constructor(
    readonly data: Uint8Array,
    public pos: number,
    readonly budget: Budget,
  ) {
    this.text = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  }

  skipSpace() {
    const { data } = this
    for (;;) {
      while (this.pos < data.length && WHITESPACE[data[this.pos]!]) this.pos++
      if (data[this.pos] !== 0x25) return // '%': a comment, to the end of the line
      while (this.pos < data.length && data[this.pos] !== 0x0a && data[this.pos] !== 0x0d) this.pos++
    }
  }

  /** The keyword at the position (after spaces), without moving past it unless it is `word`. */
  takeKeyword(word: string): boolean {
    this.skipSpace()
    for (let i = 0; i < word.length; i++) if (this.data[this.pos + i] !== word.charCodeAt(i)) return false
    if (isRegular(this.data[this.pos + word.length])) return false
    this.pos += word.length
    return true
  }

  private regularRun(): string {
    const start = this.pos
    while (this.pos < this.data.length && isRegular(this.data[this.pos])) {
      this.pos++
      if (this.pos - start > 256) throw new Refusal('corrupt')
    }
    return this.text.toString('latin1', start, this.pos)
  }

  /** An unsigned integer after spaces, or null. */
  integer(): number | null {
    this.skipSpace()
    return this.unsigned()
  }

  /** An unsigned integer at the position, or null (position unchanged). */
  private unsigned(): number | null {
    const start = this.pos
    let value = 0
    while (isDigit(this.data[this.pos]) && this.pos - start < 10) value = value * 10 + this.data[this.pos++]! - 0x30
    if (this.pos === start || isRegular(this.data[this.pos])) {
      this.pos = start
      return null
    }
    return value
  }

  value(depth = 0): Value {
    this.budget.countValue()
    if (++this.values > PDF_BOUNDS.valuesPerObject) throw new Refusal('too-complex')
    this.skipSpace()
    const { data } = this
    const c = data[this.pos]
    if (c === undefined) throw new Refusal('corrupt')
    if (c === 0x2f) {
      // '/': a name; #xx escapes decoded, so /Obj#53tm is /ObjStm.
      this.pos++
      const name = this.regularRun()
      return new Name(name.includes('#') ? name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : name)
    }
    if (c === 0x3c && data[this.pos + 1] === 0x3c) return this.dict(depth)
    if (c === 0x3c) {
      const end = this.text.indexOf(0x3e, this.pos)
      if (end === -1) throw new Refusal('corrupt')
      this.pos = end + 1
      return STRING
    }
    if (c === 0x5b) {
      if (depth >= PDF_BOUNDS.nesting) throw new Refusal('too-complex')
      this.pos++
      const items: Value[] = []
      for (;;) {
        this.skipSpace()
        if (this.pos >= data.length) throw new Refusal('corrupt')
        if (data[this.pos] === 0x5d) {
          this.pos++
          return items
        }
        items.push(this.value(depth + 1))
      }
    }
    if (c === 0x28) {
      // A literal string: balanced parentheses, a backslash escapes the next byte.
      let open = 0
      for (; this.pos < data.length; this.pos++) {
        const b = data[this.pos]
        if (b === 0x5c) this.pos++
        else if (b === 0x28) open++
        else if (b === 0x29 && --open === 0) {
          this.pos++
          return STRING
        }
      }
      throw new Refusal('corrupt')
    }
    if (isDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e) {
      const start = this.pos
      const whole = this.unsigned()
      if (whole !== null) {
        // `12 0 R`: a reference. The look-ahead reads an integer and spaces only.
        const after = this.pos
        this.skipSpace()
        const gen = this.unsigned()
        if (gen !== null) {
          this.skipSpace()
          if (data[this.pos] === 0x52 && !isRegular(data[this.pos + 1])) {
            this.pos++
            return new Ref(whole, gen)
          }
        }
        this.pos = after
        return whole
      }
      this.pos = start
      const number = Number(this.regularRun())
      return Number.isFinite(number) ? number : 0
    }
    if (isRegular(c)) {
      const word = this.regularRun()
      if (word === 'true') return true
      if (word === 'false') return false
      if (word === 'null') return null
    }
    throw new Refusal('corrupt')
  }

  private dict(depth: number): Dict {
    if (depth >= PDF_BOUNDS.nesting) throw new Refusal('too-complex')
    this.pos += 2
    const entries = new Map<string, Value>()
    for (;;) {
      this.skipSpace()
      if (this.pos >= this.data.length) throw new Refusal('corrupt')
      if (this.data[this.pos] === 0x3e && this.data[this.pos + 1] === 0x3e) {
        this.pos += 2
        return new Dict(entries)
      }
      const key = this.value(depth + 1)
      if (!(key instanceof Name)) throw new Refusal('corrupt')
      entries.set(key.name, this.value(depth + 1))
    }
  }
}

/** The index of the last entry of a sorted array that is <= `value`, or -1. */
function lastAtOrBefore(sorted: ArrayLike<number>, length: number, value: number): number {
  let low = 0
  let high = length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! <= value) {
      found = mid
      low = mid + 1
    } else high = mid - 1
  }
  return found
}

/** An object's value and, for a stream, where its data starts. */
interface Parsed {
  value: Value
  streamStart?: number
}

/** An object inside an object stream: the stream's decoded bytes and where the object starts. */
interface Packed {
  /** The object stream's position in the file: a later definition of a number wins. */
  position: number
  data: Uint8Array
  offset: number
  /** Where the next object in the stream starts: this one is read no further. */
  end: number
}

/**
 * Object number → header index. Numbers are small in real files (below the cross-reference
 * table's /Size): a table indexed by number, grown as needed; a number past 2^21 goes to a map.
 */
class TopLevelIndex {
  private table = new Int32Array(1024).fill(-1)
  private large = new Map<number, number>()

  set(num: number, header: number) {
    if (num >= 1 << 21) {
      this.large.set(num, header)
      return
    }
    if (num >= this.table.length) {
      let length = this.table.length
      while (length <= num) length *= 2
      const bigger = new Int32Array(length).fill(-1)
      bigger.set(this.table)
      this.table = bigger
    }
    this.table[num] = header
  }

  get(num: number): number | undefined {
    const header = num < this.table.length ? this.table[num]! : num >= 1 << 21 ? this.large.get(num) : -1
    return header === undefined || header === -1 ? undefined : header
  }
}

class PdfFile {
  readonly buffer: Buffer
  readonly budget = new Budget()
  /** Header positions, ascending (the position of the object number), and where each body starts. */
  private headerAt = new Uint32Array(1024)
  private bodyAt = new Uint32Array(1024)
  private headers = 0
  /** Object number → header index, the last definition in the file. */
  private topLevel = new TopLevelIndex()
  /** Object number → its place in an object stream, the last definition. */
  private packed = new Map<number, Packed>()
  /** The object streams read, in file order: their data and what each holds where. */
  private streams: { data: Uint8Array; offsets: number[] }[] = []
  /** Where each "endstream" is, ascending: a stream whose /Length is wrong ends before the next one. */
  private endstreams = new Uint32Array(256)
  private endstreamCount = 0
  private cache = new Map<number, Parsed | null>()
  /** Page-tree nodes walked, for every catalog tried: a node that led to no page leads to none from another catalog. */
  private visited = new Set<number>()

  constructor(readonly bytes: Uint8Array) {
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  /** Finds every "N G obj" header with one native search per occurrence of "obj". */
  async indexObjects(): Promise<void> {
    const { buffer } = this
    let hits = 0
    for (let at = buffer.indexOf(OBJ); at !== -1; at = buffer.indexOf(OBJ, at + 3)) {
      if ((++hits & 0xfff) === 0) await this.budget.pause()
      if (isRegular(buffer[at + 3])) continue // "object", "objx": another word
      // Backwards: optional spaces, the generation, spaces, the number, then a delimiter or the start.
      let p = at - 1
      while (p >= 0 && WHITESPACE[buffer[p]!]) p--
      const genEnd = p
      while (p >= 0 && isDigit(buffer[p]) && genEnd - p < 5) p--
      if (p === genEnd || !(p < 0 || WHITESPACE[buffer[p]!])) continue
      while (p >= 0 && WHITESPACE[buffer[p]!]) p--
      const numEnd = p
      while (p >= 0 && isDigit(buffer[p]) && numEnd - p < 10) p--
      if (p === numEnd || !(p < 0 || WHITESPACE[buffer[p]!] || DELIMITER[buffer[p]!])) continue
      let num = 0
      for (let i = p + 1; i <= numEnd; i++) num = num * 10 + buffer[i]! - 0x30
      if (this.headers === PDF_BOUNDS.objects) throw new Refusal('too-complex')
      if (this.headers === this.headerAt.length) {
        this.headerAt = grow(this.headerAt)
        this.bodyAt = grow(this.bodyAt)
      }
      this.headerAt[this.headers] = p + 1
      this.bodyAt[this.headers] = at + 3
      this.topLevel.set(num, this.headers)
      this.headers++
    }
  }

  /** Finds every "endstream", so that a file of many streams with wrong lengths is still one pass. */
  async indexStreamEnds(): Promise<void> {
    for (let at = this.buffer.indexOf(ENDSTREAM); at !== -1; at = this.buffer.indexOf(ENDSTREAM, at + 9)) {
      if (this.endstreamCount === this.endstreams.length) this.endstreams = grow(this.endstreams)
      this.endstreams[this.endstreamCount++] = at
      if ((this.endstreamCount & 0xfff) === 0) await this.budget.pause()
    }
  }

  /** The top-level object whose header comes last at or before `position`, as a header index. */
  private enclosing(position: number): number {
    return lastAtOrBefore(this.headerAt, this.headers, position)
  }

  private parseHeader(index: number): Parsed | null {
    const end = index + 1 < this.headers ? this.headerAt[index + 1]! : this.bytes.length
    const reader = new Reader(this.bytes.subarray(0, end), this.bodyAt[index]!, this.budget)
    return unlessCorrupt(() => {
      const value = reader.value()
      if (!reader.takeKeyword('stream')) return { value }
      // The data starts after the end of line that follows the keyword.
      let start = reader.pos
      if (this.bytes[start] === 0x0d) start++
      if (this.bytes[start] === 0x0a) start++
      return { value, streamStart: start }
    })
  }

  /** Object `num`: its last definition, in the file or in an object stream; null when it cannot be read. */
  resolve(num: number): Parsed | null {
    if (this.cache.has(num)) return this.cache.get(num)!
    const header = this.topLevel.get(num)
    const packed = this.packed.get(num)
    let parsed: Parsed | null = null
    if (packed && (header === undefined || packed.position > this.headerAt[header]!)) {
      parsed = unlessCorrupt(() => ({ value: new Reader(packed.data.subarray(0, packed.end), packed.offset, this.budget).value() }))
    } else if (header !== undefined) parsed = this.parseHeader(header)
    this.cache.set(num, parsed)
    return parsed
  }

  /** A value with its reference followed (one step). */
  lookup(value: Value | undefined): Value | undefined {
    return value instanceof Ref ? this.resolve(value.num)?.value : value
  }

  /** Where a stream's data ends: at its /Length when `endstream` follows there, else before the next `endstream`. */
  private streamEnd(dict: Dict, start: number): number {
    const length = this.lookup(dict.get('Length'))
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0 && start + length <= this.bytes.length) {
      // An end of line, then the keyword: a few bytes are looked at, not a run of spaces.
      const reader = new Reader(this.bytes.subarray(0, Math.min(this.bytes.length, start + length + 64)), start + length, this.budget)
      if (reader.takeKeyword('endstream')) return start + length
    }
    const next = lastAtOrBefore(this.endstreams, this.endstreamCount, start - 1) + 1
    if (next >= this.endstreamCount) throw new Refusal('corrupt')
    let end = this.endstreams[next]!
    if (this.bytes[end - 1] === 0x0a) end--
    if (this.bytes[end - 1] === 0x0d) end--
    return Math.max(start, end)
  }

  /**
   * A stream's data decoded, within the budget; null when its filter is not Flate (alone) or
   * none, or its data does not inflate. `predicted`: the PNG predictor undone as well.
   */
  private async decode(dict: Dict, start: number, predicted: boolean): Promise<Uint8Array | null> {
    if (++this.budget.streams > PDF_BOUNDS.streams) throw new Refusal('too-complex')
    const raw = this.bytes.subarray(start, this.streamEnd(dict, start))
    let filter = this.lookup(dict.get('Filter'))
    let params = this.lookup(dict.get('DecodeParms'))
    if (Array.isArray(filter)) {
      if (filter.length > 1) return null
      filter = this.lookup(filter[0])
      params = Array.isArray(params) ? this.lookup(params[0]) : params
    }
    if (filter === undefined || filter === null) return raw
    if (!(filter instanceof Name) || filter.name !== 'FlateDecode') return null
    const remaining = PDF_BOUNDS.inflatedBytes - this.budget.inflated
    if (remaining <= 0) throw new Refusal('too-complex')
    // A zlib header (CMF, FLG) before the deflate data; the checksum after it is not checked (readers do not).
    const zlibHeader = raw.length >= 2 && (raw[0]! & 0x0f) === 8 && ((raw[0]! << 8) | raw[1]!) % 31 === 0
    let out: Buffer
    try {
      // Inflation stops at `remaining` bytes: a bomb costs the budget's worth, not its own.
      out = inflateRawSync(zlibHeader ? raw.subarray(2) : raw, { maxOutputLength: remaining, finishFlush: constants.Z_SYNC_FLUSH })
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new Refusal('too-complex')
      return null
    }
    this.budget.inflated += out.length
    await this.budget.pause()
    return predicted && params instanceof Dict ? unpredict(out, params, this) : out
  }

  /**
   * The streams a reader inflates to open the file, found where readers find them (their
   * /Type): every object stream, inflated once and indexed, and every cross-reference stream,
   * inflated to check that it stays within the budget (its entries are not needed: objects are
   * found by their headers).
   */
  async indexStreams(): Promise<void> {
    const seen = new Set<number>()
    for (const type of ['ObjStm', 'XRef'] as const) {
      const text = `/${type}`
      let hits = 0
      for (let at = this.buffer.indexOf(text); at !== -1; at = this.buffer.indexOf(text, at + text.length)) {
        if ((++hits & 0xfff) === 0) await this.budget.pause()
        const header = this.enclosing(at)
        if (header === -1 || seen.has(header)) continue
        seen.add(header)
        const parsed = this.parseHeader(header)
        if (!parsed || !(parsed.value instanceof Dict) || parsed.value.name('Type') !== type || parsed.streamStart === undefined) continue
        const { value: dict, streamStart } = parsed
        // A damaged stream is skipped: the check fails later only if it needed what it holds.
        const data = await unlessCorruptAsync(() => this.decode(dict, streamStart, type === 'ObjStm'))
        if (data && type === 'ObjStm') await unlessCorruptAsync(() => this.indexObjectStream(header, dict, data))
        await this.budget.pause()
      }
    }
  }

  private async indexObjectStream(header: number, dict: Dict, data: Uint8Array): Promise<void> {
    const count = dict.get('N')
    const first = dict.get('First')
    if (typeof count !== 'number' || typeof first !== 'number' || count < 0 || first < 0) return
    const position = this.headerAt[header]!
    // Its header: pairs of integers (number, offset), the offsets increasing, bounded by the
    // objects' bound. A pair out of order ends the list (each object is read up to the next).
    const nums: number[] = []
    const offsets: number[] = []
    const reader = new Reader(data, 0, this.budget)
    for (let i = 0; i < count; i++) {
      const num = reader.integer()
      const offset = reader.integer()
      if (num === null || offset === null || (offsets.length > 0 && first + offset < offsets.at(-1)!)) break
      if (++this.budget.packed > PDF_BOUNDS.objects) throw new Refusal('too-complex')
      nums.push(num)
      offsets.push(first + offset)
      if ((i & 0xfff) === 0xfff) await this.budget.pause()
    }
    this.streams.push({ data, offsets })
    for (let i = 0; i < nums.length; i++) {
      const known = this.packed.get(nums[i]!)
      if (!known || known.position <= position) {
        this.packed.set(nums[i]!, { position, data, offset: offsets[i]!, end: i + 1 < offsets.length ? offsets[i + 1]! : data.length })
      }
    }
  }

  /**
   * Where the catalog may be, most likely first, each once: the /Root of the trailers and of
   * the cross-reference streams, from the end of the file (the last update first); then an
   * object whose type is /Catalog, as readers recover a file whose trailer is lost.
   */
  *catalogCandidates(): Generator<Dict> {
    const tried = new Set<unknown>()
    const fresh = (key: unknown) => !tried.has(key) && Boolean(tried.add(key))
    const rootOf = (value: Value | undefined): Dict | null => {
      if (value instanceof Ref && !fresh(value.num)) return null
      const catalog = this.lookup(value)
      return catalog instanceof Dict ? catalog : null
    }
    /** The positions of `text`, from the end of the file, at most `PDF_BOUNDS.trailers` of them. */
    const fromTheEnd = function* (buffer: Buffer, text: string) {
      let count = 0
      for (let at = buffer.lastIndexOf(text); at !== -1 && count < PDF_BOUNDS.trailers; at = at === 0 ? -1 : buffer.lastIndexOf(text, at - 1)) {
        count++
        yield at
      }
    }
    for (const at of fromTheEnd(this.buffer, 'trailer')) {
      // A trailer is a short dictionary: read no further than the next object or 64 KB.
      const next = this.enclosing(at) + 1
      const end = Math.min(next < this.headers ? this.headerAt[next]! : this.bytes.length, at + 64 * 1024)
      const trailer = unlessCorrupt(() => new Reader(this.bytes.subarray(0, end), at + 7, this.budget).value())
      const catalog = trailer instanceof Dict ? rootOf(trailer.get('Root')) : null
      if (catalog) yield catalog
    }
    for (const at of fromTheEnd(this.buffer, '/XRef')) {
      const header = this.enclosing(at)
      if (header === -1 || !fresh(`header ${header}`)) continue
      const parsed = this.parseHeader(header)
      const catalog = parsed?.value instanceof Dict && parsed.value.name('Type') === 'XRef' ? rootOf(parsed.value.get('Root')) : null
      if (catalog) yield catalog
    }
    for (const at of fromTheEnd(this.buffer, '/Catalog')) {
      const header = this.enclosing(at)
      if (header === -1 || !fresh(`header ${header}`)) continue
      const parsed = this.parseHeader(header)
      if (parsed?.value instanceof Dict && parsed.value.name('Type') === 'Catalog') yield parsed.value
    }
    // Catalogs packed in object streams, the last streams first.
    let hits = 0
    for (let s = this.streams.length - 1; s >= 0 && hits < PDF_BOUNDS.trailers; s--) {
      const { data, offsets } = this.streams[s]!
      for (const at of fromTheEnd(Buffer.from(data.buffer, data.byteOffset, data.byteLength), '/Catalog')) {
        if (++hits > PDF_BOUNDS.trailers) break
        // The object the text is in: the one starting last at or before it.
        const holder = lastAtOrBefore(offsets, offsets.length, at)
        if (holder === -1 || !fresh(`packed ${s} ${holder}`)) continue
        const end = holder + 1 < offsets.length ? offsets[holder + 1]! : data.length
        const value = unlessCorrupt(() => new Reader(data.subarray(0, end), offsets[holder]!, this.budget).value())
        if (value instanceof Dict && value.name('Type') === 'Catalog') yield value
      }
    }
  }

  /**
   * Whether a page hangs under a page-tree node: the first one found ends the walk. Each node is
   * visited once (a tree whose kids repeat one node is n nodes, not 2^n), all trees tried together
   * at most `PDF_BOUNDS.pageTreeNodes`. Kids that cannot be read are passed over, as readers do.
   */
  async hasPage(root: Value | undefined): Promise<boolean> {
    const visited = this.visited
    const stack: (Value | undefined)[] = [root]
    while (stack.length > 0) {
      const item = stack.pop()
      if (item instanceof Ref) {
        if (visited.has(item.num)) continue
        visited.add(item.num)
      }
      if (++this.budget.nodes > PDF_BOUNDS.pageTreeNodes) throw new Refusal('too-complex')
      await this.budget.pause()
      const node = this.lookup(item)
      if (!(node instanceof Dict)) continue
      const type = node.name('Type')
      const kids = this.lookup(node.get('Kids'))
      if (Array.isArray(kids) && type !== 'Page') {
        for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i])
      } else if (type === 'Page' || type === undefined) return true
    }
    return false
  }
}

function grow(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2)
  bigger.set(array)
  return bigger
}

/** Undoes a PNG predictor (DecodeParms /Predictor 10–15), as object streams may use; other predictors are not read. */
async function unpredict(data: Buffer, params: Dict, file: PdfFile): Promise<Uint8Array | null> {
  const predictor = file.lookup(params.get('Predictor'))
  if (predictor === undefined || predictor === 1) return data
  if (typeof predictor !== 'number' || predictor < 10) return null
  const num = (key: string, fallback: number) => {
    const value = file.lookup(params.get(key))
    return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 65_536 ? value : fallback
  }
  const bytesPerPixel = Math.max(1, Math.ceil((num('Colors', 1) * num('BitsPerComponent', 8)) / 8))
  const rowLength = Math.ceil((num('Columns', 1) * num('Colors', 1) * num('BitsPerComponent', 8)) / 8)
  const rows = Math.floor(data.length / (rowLength + 1))
  const out = new Uint8Array(rows * rowLength)
  for (let row = 0; row < rows; row++) {
    if ((row & 0xff) === 0) await file.budget.pause()
    const type = data[row * (rowLength + 1)]
    const src = row * (rowLength + 1) + 1
    const at = row * rowLength
    for (let i = 0; i < rowLength; i++) {
      const left = i >= bytesPerPixel ? out[at + i - bytesPerPixel]! : 0
      const up = row > 0 ? out[at + i - rowLength]! : 0
      const upLeft = row > 0 && i >= bytesPerPixel ? out[at + i - rowLength - bytesPerPixel]! : 0
      const x = data[src + i]!
      let value: number
      if (type === 1) value = x + left
      else if (type === 2) value = x + up
      else if (type === 3) value = x + ((left + up) >> 1)
      else if (type === 4) {
        const p = left + up - upLeft
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - up)
        const pc = Math.abs(p - upLeft)
        value = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)
      } else value = x
      out[at + i] = value & 0xff
    }
  }
  return out
}

/**
 * Checks a PDF's structure: its objects can be found, the streams a reader inflates to open it
 * stay within the budget, a catalog resolves, and its page tree has a page. Bounded in memory and time by `PDF_BOUNDS`, whatever the file.
 */
export async function checkPdfStructure(bytes: Uint8Array): Promise<PdfCheck> {
  const file = new PdfFile(bytes)
  try {
    await file.indexObjects()
    await file.indexStreamEnds()
    await file.indexStreams()
    for (const catalog of file.catalogCandidates()) {
      if (await file.hasPage(catalog.get('Pages'))) return { ok: true }
      await file.budget.pause()
    }
    return { ok: false, reason: 'corrupt' }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason }
    // A RangeError from a stack or an allocation: whatever it is, the file is not accepted.
    return { ok: false, reason: 'corrupt' }
  }
}
