import type Database from 'better-sqlite3'
import { ftsQueryOf, highlightMatches, markMatches, parseQuery, snippetOf } from '../../search/query-text'
import { searchIndexLang, SEARCH_IDS_PAGE_MAX, SEARCH_PAGE_MAX, type SearchIndex, type SearchIndexName, type SearchQuery, type SearchRecord, type SearchResult } from '../ports'
import { asStoreError } from './sqlite-content-store'

/** Tokens of an English snippet, as many as the Indonesian snippet's words (query-text.ts). */
const SNIPPET_TOKENS = 24
/** Parts a document's text may be split into (records.ts keeps texts far below this). */
const PARTS = 16
/** The English index has tables of its own, so its bit is free to be 0 there too. */
const INDEX_BIT: Record<SearchIndexName, number> = { public: 0, staff: 1, 'public-en': 0 }
/** The most words a long prefix is spelled out into (`#expandPrefixes`). */
const PREFIX_TERMS_MAX = 8

/**
 * The tables of an index. The Indonesian ones (`public`, `staff`) share one pair; English has
 * its own, whose FTS5 table stems with SQLite's `porter` tokenizer around the same unicode61
 *: "contracts" finds "contract". Porter is English only, so Indonesian keeps its
 * plain tokenizer.
 */
const TABLES: Record<SearchIndexName, { docs: string; text: string; titles: string }> = {
  public: { docs: 'search_docs', text: 'search_text', titles: 'search_titles' },
  staff: { docs: 'search_docs', text: 'search_text', titles: 'search_titles' },
  'public-en': { docs: 'search_docs_en', text: 'search_text_en', titles: 'search_titles_en' },
}

/**
 * Each record's title again, in an FTS5 table of titles only, with the record without its text
 * (`brief`). A title search (the staff lists') matches there: in the table of whole records a
 * word's posting list holds every record whose text has it, and a title-only match walks them
 * all, so a word common in texts and rare in titles took milliseconds to find one title. An
 * ids-only page reads its hits' records from `brief` too, as it walks the matches: a couple of
 * hundred bytes each (no text, summary or tags), so a page of 1,000 reads few pages of the table.
 */
const TITLE_TABLES = [
  { titles: 'search_titles', text: 'search_text', docs: 'search_docs', tokenize: 'unicode61 remove_diacritics 2' },
  { titles: 'search_titles_en', text: 'search_text_en', docs: 'search_docs_en', tokenize: 'porter unicode61 remove_diacritics 2' },
]

/** A record as an ids-only page hands it over: without its text, summary and tags. */
function briefOf(record: SearchRecord): string {
  const { text: _text, summary: _summary, tags: _tags, ...brief } = record
  return JSON.stringify(brief)
}

/** The record of a brief, its text, summary and tags empty. */
function recordOfBrief(brief: string): SearchRecord {
  // Filled in place, not spread into a new object: an ids-only page parses up to 1,000 of them.
  const record = JSON.parse(brief) as SearchRecord
  record.text = ''
  record.summary = ''
  record.tags = []
  return record
}

/**
 * An ids-only hit's title as `markMatches` gives it, without its per-call pattern when the title
 * holds no mark characters (nearly always): up to 1,000 titles a page.
 */
function unmarkedTitleHtml(title: string): string {
  if (/[\u0001\u0002]/.test(title)) return markMatches(title)
  return title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/**
 * Filter tokens live in their own column, so no word a visitor types can ever match them. In
 * the stemmed table each ends in a digit, which no Porter rule removes: two ids that differ by
 * a final "s" stay two tokens.
 */
function tokensOf(index: SearchIndexName) {
  const end = searchIndexLang(index) === 'en' ? '0' : ''
  return {
    index: () => `i${index.replace(/[^A-Za-z0-9]/g, '')}${end}`,
    type: (type: string) => `t${type}${end}`,
    category: (id: string) => `c${id.replace(/[^A-Za-z0-9]/g, '')}${end}`,
  }
}

/**
 * Search on SQLite FTS5 in the content database. Tokenizer `unicode61 remove_diacritics 2`
 * folds case and diacritics (in English, wrapped by `porter`, which stems); prefix indexes make
 * search-as-you-type cheap.
 *
 * Ranking mirrors the Algolia settings (title before text, then newest first), and is built so
 * that a query matching every document still answers in a few milliseconds: a record's rowid
 * encodes its document's published date (`docKey`), so "newest first" is FTS5 walking its
 * posting lists backwards and stopping after one page, with no score computed per match. Index,
 * type and category are tokens in a `meta` column, so filters are part of the MATCH itself and
 * counts never leave FTS5. Rowid = ((docKey * 2 + index) * 16 + part).
 */
export class FtsSearchIndex implements SearchIndex {
  #statements = new Map<string, Database.Statement>()

  constructor(private readonly db: Database.Database) {
    db.exec(`
      DROP TABLE IF EXISTS search_fts;
      DROP TABLE IF EXISTS search_records;
      CREATE TABLE IF NOT EXISTS search_docs (
        rowid INTEGER PRIMARY KEY, idx TEXT NOT NULL, object_id TEXT NOT NULL, parent_id TEXT NOT NULL,
        type TEXT NOT NULL, category_id TEXT, data TEXT NOT NULL, UNIQUE (idx, object_id));
      CREATE INDEX IF NOT EXISTS search_docs_by_parent ON search_docs (idx, parent_id);
      CREATE VIRTUAL TABLE IF NOT EXISTS search_text USING fts5(
        title, text, meta, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
      CREATE TABLE IF NOT EXISTS search_docs_en (
        rowid INTEGER PRIMARY KEY, idx TEXT NOT NULL, object_id TEXT NOT NULL, parent_id TEXT NOT NULL,
        type TEXT NOT NULL, category_id TEXT, data TEXT NOT NULL, UNIQUE (idx, object_id));
      CREATE INDEX IF NOT EXISTS search_docs_en_by_parent ON search_docs_en (idx, parent_id);
      CREATE VIRTUAL TABLE IF NOT EXISTS search_text_en USING fts5(
        title, text, meta, tokenize = 'porter unicode61 remove_diacritics 2', prefix = '2 3 4');
    `)
    for (const { titles, text, docs, tokenize } of TITLE_TABLES) {
      const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = ?`).get(titles)
      if (exists) continue
      // Once, for an index written before the titles had a table: filled from its records.
      db.transaction(() => {
        db.exec(`CREATE VIRTUAL TABLE ${titles} USING fts5(title, meta, brief UNINDEXED, tokenize = '${tokenize}', prefix = '2 3 4')`)
        db.exec(`INSERT INTO ${titles} (rowid, title, meta, brief) SELECT t.rowid, t.title, t.meta, json_remove(d.data, '$.text', '$.summary', '$.tags') FROM ${text} t JOIN ${docs} d ON d.rowid = t.rowid`)
      })()
    }
    // Each table's vocabulary, for this connection only: nothing is written to the store.
    for (const table of ['search_text', 'search_titles']) {
      db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.${table}_vocab USING fts5vocab(main, ${table}, 'row')`)
    }
  }

  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  /** A free document key near the published date (seconds), so rowid order is date order. */
  #docKey(index: SearchIndexName, parentId: string, publishedAt: string | undefined): number {
    const seconds = publishedAt ? Math.max(0, Math.floor(Date.parse(publishedAt) / 1000)) : 0
    let key = seconds * 64
    const taken = this.#statement(`SELECT parent_id FROM ${TABLES[index].docs} WHERE rowid >= ? AND rowid < ? LIMIT 1`)
    for (;;) {
      const base = (key * 2 + INDEX_BIT[index]) * PARTS
      const row = taken.get(base, base + PARTS) as { parent_id: string } | undefined
      if (!row || row.parent_id === parentId) return key
      key++
    }
  }

  async upsert(index: SearchIndexName, records: SearchRecord[]): Promise<void> {
    if (records.length === 0) return
    const byParent = new Map<string, SearchRecord[]>()
    for (const record of records) byParent.set(record.parentId, [...(byParent.get(record.parentId) ?? []), record])
    const { docs, text, titles } = TABLES[index]
    const token = tokensOf(index)
    const insertTitle = this.#statement(`INSERT INTO ${titles} (rowid, title, meta, brief) VALUES (?, ?, ?, ?)`)
    const insert = this.#statement(
      `INSERT INTO ${docs} (rowid, idx, object_id, parent_id, type, category_id, data) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertText = this.#statement(`INSERT INTO ${text} (rowid, title, text, meta) VALUES (?, ?, ?, ?)`)
    this.db.transaction(() => {
      // A document's records are replaced as a whole: a shorter text leaves no stale parts behind.
      this.#removeParents(index, [...byParent.keys()])
      for (const [parentId, parts] of byParent) {
        const key = this.#docKey(index, parentId, parts[0]!.publishedAt)
        parts.slice(0, PARTS).forEach((record, part) => {
          const rowid = (key * 2 + INDEX_BIT[index]) * PARTS + part
          const meta = [token.index(), token.type(record.type), record.categoryId ? token.category(record.categoryId) : ''].join(' ')
          insert.run(rowid, index, record.objectID, record.parentId, record.type, record.categoryId ?? null, JSON.stringify(record))
          insertText.run(rowid, record.title, record.text, meta)
          insertTitle.run(rowid, record.title, meta, briefOf(record))
        })
      }
    })()
  }

  #removeParents(index: SearchIndexName, parentIds: string[]) {
    const { docs, text, titles } = TABLES[index]
    const rows = this.#statement(`SELECT rowid FROM ${docs} WHERE idx = ? AND parent_id IN (SELECT value FROM json_each(?))`).all(
      index,
      JSON.stringify(parentIds),
    ) as { rowid: number }[]
    const deleteText = this.#statement(`DELETE FROM ${text} WHERE rowid = ?`)
    const deleteTitle = this.#statement(`DELETE FROM ${titles} WHERE rowid = ?`)
    const deleteDoc = this.#statement(`DELETE FROM ${docs} WHERE rowid = ?`)
    for (const { rowid } of rows) {
      deleteText.run(rowid)
      deleteTitle.run(rowid)
      deleteDoc.run(rowid)
    }
  }

  async removeParents(index: SearchIndexName, parentIds: string[]): Promise<void> {
    if (parentIds.length === 0) return
    this.db.transaction(() => this.#removeParents(index, parentIds))()
  }

  async clear(index: SearchIndexName): Promise<void> {
    const { docs, text, titles } = TABLES[index]
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM ${text} WHERE rowid IN (SELECT rowid FROM ${docs} WHERE idx = ?)`).run(index)
      this.db.prepare(`DELETE FROM ${titles} WHERE rowid IN (SELECT rowid FROM ${docs} WHERE idx = ?)`).run(index)
      this.db.prepare(`DELETE FROM ${docs} WHERE idx = ?`).run(index)
    })()
  }

  async parentIds(index: SearchIndexName): Promise<Set<string>> {
    const rows = this.db.prepare(`SELECT DISTINCT parent_id FROM ${TABLES[index].docs} WHERE idx = ?`).all(index) as { parent_id: string }[]
    return new Set(rows.map((r) => r.parent_id))
  }

  /** `expand`: a batch's spelled-out prefixes (`searchMany`), which goes through here too. */
  async search(index: SearchIndexName, query: SearchQuery, expand?: (words: string, table: string) => string): Promise<SearchResult> {
    try {
      return this.#search(index, query, expand)
    } catch (error) {
      // A store that cannot be read now (damaged, I/O error) is a 503, not a 500.
      throw asStoreError(error)
    }
  }

  /**
   * One search after the other: SQLite answers in-process, so a batch saves no round trip. The
   * batch's long prefixes are spelled out once for all of its searches (`#expandPrefixes`).
   */
  async searchMany(index: SearchIndexName, queries: readonly SearchQuery[]): Promise<SearchResult[]> {
    const results: SearchResult[] = []
    const expansions = new Map<string, string>()
    const expand = searchIndexLang(index) === 'en' || queries.length < 2 ? undefined : (words: string, table: string) => this.#expandPrefixes(words, table, expansions)
    for (const query of queries) results.push(await this.search(index, query, expand))
    return results
  }

  /**
   * A prefix of five letters or more has no prefix index (`prefix = '2 3 4'`): each statement
   * matching it merges the posting lists of every word it begins, which was most of a results
   * page's five searches (three statements each). When it begins few words, they are ORed in
   * its place, read once from the table's vocabulary: the same documents match. Indonesian
   * tables only (a Porter table's vocabulary holds stems).
   */
  #expandPrefixes(words: string, table: string, expansions: Map<string, string>): string {
    return words.replace(/(^|[\s(])"([a-z0-9]{5,})"\*/g, (all, before: string, prefix: string) => {
      const key = `${table}:${prefix}`
      let expanded = expansions.get(key)
      if (expanded === undefined) {
        const end = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
        const terms = (this.#statement(`SELECT term FROM temp.${table}_vocab WHERE term >= ? AND term < ? LIMIT ${PREFIX_TERMS_MAX + 1}`).all(prefix, end) as { term: string }[]).map((row) => row.term)
        expanded = terms.length === 0 || terms.length > PREFIX_TERMS_MAX || terms.some((term) => !/^[a-z0-9]+$/.test(term)) ? '' : `(${terms.map((term) => `"${term}"`).join(' OR ')})`
        expansions.set(key, expanded)
      }
      return expanded ? `${before}${expanded}` : all
    })
  }

  /** The marked title and snippet of each of `rowids`, as FTS5 matched `match` (its stems). */
  #stemmedMarks(fts: string, match: string, rowids: number[]): Map<number, { title: string; snippet: string }> {
    if (rowids.length === 0) return new Map()
    const rows = this.#statement(
      `SELECT rowid, highlight(${fts}, 0, char(1), char(2)) AS title, snippet(${fts}, 1, char(1), char(2), '…', ${SNIPPET_TOKENS}) AS snippet
       FROM ${fts} WHERE ${fts} MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
    ).all(match, JSON.stringify(rowids)) as { rowid: number; title: string; snippet: string }[]
    return new Map(rows.map((row) => [row.rowid, row]))
  }

  #search(index: SearchIndexName, query: SearchQuery, expand?: (words: string, table: string) => string): SearchResult {
    const lang = searchIndexLang(index)
    const clauses = parseQuery(query.q, lang)
    const typedWords = ftsQueryOf(clauses)
    const { docs, text: fts, titles } = TABLES[index]
    const words = typedWords && expand ? expand(typedWords, query.titleOnly ? titles : fts) : typedWords
    const token = tokensOf(index)
    const empty: SearchResult = { hits: [], total: 0, facets: { type: {}, category: {} } }
    if (!words) return empty
    const perPage = Math.min(Math.max(query.perPage ?? 10, 1), query.idsOnly ? SEARCH_IDS_PAGE_MAX : SEARCH_PAGE_MAX)
    const page = Math.max(query.page ?? 0, 0)

    const scope = [`"${token.index()}"`]
    const filters = [...scope]
    if (query.types?.length) filters.push(`(${query.types.map((t) => `"${token.type(t)}"`).join(' OR ')})`)
    if (query.categoryId) filters.push(`"${token.category(query.categoryId)}"`)
    const inTitle = `title : (${words})`
    const anywhere = query.titleOnly ? inTitle : `{title text} : (${words})`
    const filtered = `meta : (${filters.join(' AND ')}) AND `
    const matchAll = `${filtered}${anywhere}`
    const docOf = (rowid: number) => Math.floor(rowid / PARTS)

    // Documents in rank order: title matches newest first, then text-only matches newest first.
    // Each phase stops once it has enough documents for the page.
    const wanted = (page + 1) * perPage
    const ordered: number[] = []
    const seen = new Set<number>()
    // A title search matches in the titles' own table (TITLE_TABLES), as does its count.
    const matched = query.titleOnly ? titles : fts
    // An ids-only title search takes each hit's record as it walks the matches.
    const briefs = new Map<number, string>()
    const withBriefs = query.titleOnly && query.idsOnly
    // Whether the last walk read every match: its documents are then all the matching ones.
    let exhausted = false
    const collect = (match: string) => {
      exhausted = false
      const rows = this.#statement(`SELECT rowid${withBriefs ? ', brief' : ''} FROM ${matched} WHERE ${matched} MATCH ? ORDER BY rowid DESC`).iterate(match) as Iterable<{ rowid: number; brief?: string }>
      for (const { rowid, brief } of rows) {
        const doc = docOf(rowid)
        if (seen.has(doc)) continue
        seen.add(doc)
        ordered.push(rowid)
        if (brief !== undefined) briefs.set(rowid, brief)
        if (ordered.length >= wanted) return
      }
      exhausted = true
    }
    collect(`${filtered}${inTitle}`)
    // The second phase runs only when the first ran out of title matches, so every title match
    // is already in `seen` and is skipped: no NOT in the expression is needed.
    if (ordered.length < wanted && !query.titleOnly) collect(matchAll)

    // A walk that read every match (the title walk of a title search, else the walk of every
    // match) has seen every matching document: no count pass is needed. Otherwise one pass
    // counts records; only when a split document's later part matched (rare) is a second,
    // distinct count needed.
    const walkedAll = exhausted && ordered.length < wanted
    const counts = walkedAll
      ? { n: seen.size, later: 0 }
      : (this.#statement(
          `SELECT count(*) AS n, coalesce(sum(rowid % ${PARTS} != 0), 0) AS later FROM ${matched} WHERE ${matched} MATCH ?`,
        ).get(matchAll) as { n: number; later: number })
    const total =
      counts.later === 0
        ? counts.n
        : (this.#statement(`SELECT count(DISTINCT rowid / ${PARTS}) AS n FROM ${matched} WHERE ${matched} MATCH ?`).get(matchAll) as { n: number }).n
    const facets: SearchResult['facets'] = { type: {}, category: {} }
    if (query.withFacets) {
      const rows = this.#statement(
        `SELECT d.type, d.category_id, count(DISTINCT d.rowid / ${PARTS}) AS n FROM ${fts}
         JOIN ${docs} d ON d.rowid = ${fts}.rowid WHERE ${fts} MATCH ? GROUP BY d.type, d.category_id`,
      ).all(`meta : ("${token.index()}") AND ${anywhere}`) as { type: string; category_id: string | null; n: number }[]
      for (const row of rows) {
        facets.type[row.type] = (facets.type[row.type] ?? 0) + row.n
        if (row.category_id) facets.category[row.category_id] = (facets.category[row.category_id] ?? 0) + row.n
      }
    }

    const dataOf = this.#statement(`SELECT data FROM ${docs} WHERE rowid = ?`)
    const briefOfRow = this.#statement(`SELECT brief FROM ${titles} WHERE rowid = ?`)
    const pageRows = ordered.slice(page * perPage, wanted)
    // English words match by their stems, which only the tokenizer knows: FTS5 marks them
    // itself, for the page's rows in one statement, with the words alone (no filter tokens).
    const stemmedMarks = lang === 'en' && !query.idsOnly ? this.#stemmedMarks(fts, anywhere, pageRows) : null
    return {
      total,
      facets,
      hits: pageRows.map((rowid) => {
        if (query.idsOnly) {
          // Nothing marked, no text: the caller reads the record's ids only.
          const record = recordOfBrief(briefs.get(rowid) ?? (briefOfRow.get(rowid) as { brief: string }).brief)
          return { record, titleHtml: unmarkedTitleHtml(record.title), snippetHtml: '' }
        }
        const record = JSON.parse((dataOf.get(rowid) as { data: string }).data) as SearchRecord
        if (stemmedMarks) {
          const marked = stemmedMarks.get(rowid)
          const snippet = !query.titleOnly && marked?.snippet.includes('\u0001') ? marked.snippet : null
          return {
            record,
            titleHtml: markMatches(marked?.title ?? record.title),
            snippetHtml: markMatches(snippet ?? record.summary),
          }
        }
        // The clauses the MATCH expression was built from: what is marked is what matched.
        const snippet = query.titleOnly ? null : snippetOf(record.text, clauses)
        return {
          record,
          titleHtml: markMatches(highlightMatches(record.title, clauses)),
          snippetHtml: markMatches(snippet ?? record.summary),
        }
      }),
    }
  }
}
