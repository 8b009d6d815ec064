import type Database from 'better-sqlite3'
import { markMatches, toFtsQuery } from '../../search/query-text'
import type { SearchIndex, SearchIndexName, SearchQuery, SearchRecord, SearchResult } from '../ports'

interface MatchRow {
  data: string
  type: string
  category_id: string | null
  snip: string
  title_hl: string
}

/**
 * Search on SQLite FTS5 in the content database. Tokenizer `unicode61 remove_diacritics 2`
 * folds case and diacritics (Indonesian text and names with accents match either way);
 * prefix indexes make search-as-you-type cheap; bm25 weighs the title ten times the text.
 */
export class FtsSearchIndex implements SearchIndex {
  constructor(private readonly db: Database.Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS search_records (
        rowid INTEGER PRIMARY KEY, idx TEXT NOT NULL, object_id TEXT NOT NULL, parent_id TEXT NOT NULL,
        type TEXT NOT NULL, category_id TEXT, published_at TEXT, data TEXT NOT NULL,
        UNIQUE (idx, object_id));
      CREATE INDEX IF NOT EXISTS search_records_by_parent ON search_records (idx, parent_id);
      CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
        title, text, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
    `)
  }

  async upsert(index: SearchIndexName, records: SearchRecord[]): Promise<void> {
    if (records.length === 0) return
    const parents = [...new Set(records.map((r) => r.parentId))]
    const insert = this.db.prepare(
      `INSERT INTO search_records (idx, object_id, parent_id, type, category_id, published_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const insertText = this.db.prepare(`INSERT INTO search_fts (rowid, title, text) VALUES (?, ?, ?)`)
    this.db.transaction(() => {
      // A document's records are replaced as a whole: a shorter text leaves no stale parts behind.
      this.#removeParents(index, parents)
      for (const record of records) {
        const { lastInsertRowid } = insert.run(
          index,
          record.objectID,
          record.parentId,
          record.type,
          record.categoryId ?? null,
          record.publishedAt ?? null,
          JSON.stringify(record),
        )
        insertText.run(lastInsertRowid, record.title, record.text)
      }
    })()
  }

  #removeParents(index: SearchIndexName, parentIds: string[]) {
    const rows = this.db
      .prepare(`SELECT rowid FROM search_records WHERE idx = ? AND parent_id IN (SELECT value FROM json_each(?))`)
      .all(index, JSON.stringify(parentIds)) as { rowid: number }[]
    const deleteText = this.db.prepare(`DELETE FROM search_fts WHERE rowid = ?`)
    const deleteRecord = this.db.prepare(`DELETE FROM search_records WHERE rowid = ?`)
    for (const { rowid } of rows) {
      deleteText.run(rowid)
      deleteRecord.run(rowid)
    }
  }

  async removeParents(index: SearchIndexName, parentIds: string[]): Promise<void> {
    if (parentIds.length === 0) return
    this.db.transaction(() => this.#removeParents(index, parentIds))()
  }

  async clear(index: SearchIndexName): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare(`DELETE FROM search_fts WHERE rowid IN (SELECT rowid FROM search_records WHERE idx = ?)`).run(index)
      this.db.prepare(`DELETE FROM search_records WHERE idx = ?`).run(index)
    })()
  }

  async parentIds(index: SearchIndexName): Promise<Set<string>> {
    const rows = this.db.prepare(`SELECT DISTINCT parent_id FROM search_records WHERE idx = ?`).all(index) as { parent_id: string }[]
    return new Set(rows.map((r) => r.parent_id))
  }

  async search(index: SearchIndexName, query: SearchQuery): Promise<SearchResult> {
    const words = toFtsQuery(query.q)
    // An FTS5 column filter on the whole (parenthesised) expression.
    const match = words && query.titleOnly ? `title : (${words})` : words
    const empty: SearchResult = { hits: [], total: 0, facets: { type: {}, category: {} } }
    if (!match) return empty
    const perPage = Math.min(Math.max(query.perPage ?? 10, 1), 50)
    const page = Math.max(query.page ?? 0, 0)
    // Best record per document first (split texts share a parent), then filters and facets.
    const base = `
      WITH m AS (
        SELECT r.parent_id, r.data, r.type, r.category_id, r.published_at,
          bm25(search_fts, 10.0, 1.0) AS score,
          snippet(search_fts, 1, char(1), char(2), '…', 18) AS snip,
          highlight(search_fts, 0, char(1), char(2)) AS title_hl
        FROM search_fts JOIN search_records r ON r.rowid = search_fts.rowid
        WHERE search_fts MATCH ? AND r.idx = ?),
      best AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY parent_id ORDER BY score) AS rn FROM m)`
    const filters: string[] = ['rn = 1']
    const params: unknown[] = [match, index]
    if (query.types?.length) {
      filters.push(`type IN (SELECT value FROM json_each(?))`)
      params.push(JSON.stringify(query.types))
    }
    if (query.categoryId) {
      filters.push(`category_id = ?`)
      params.push(query.categoryId)
    }
    const where = filters.join(' AND ')
    const rows = this.db
      .prepare(`${base} SELECT data, type, category_id, snip, title_hl FROM best WHERE ${where} ORDER BY score, published_at DESC LIMIT ? OFFSET ?`)
      .all(...params, perPage, page * perPage) as MatchRow[]
    const total = (this.db.prepare(`${base} SELECT count(*) AS n FROM best WHERE ${where}`).get(...params) as { n: number }).n
    const facetRows = this.db
      .prepare(`${base} SELECT type, category_id, count(*) AS n FROM best WHERE rn = 1 GROUP BY type, category_id`)
      .all(match, index) as { type: string; category_id: string | null; n: number }[]
    const facets: SearchResult['facets'] = { type: {}, category: {} }
    for (const row of facetRows) {
      facets.type[row.type] = (facets.type[row.type] ?? 0) + row.n
      if (row.category_id) facets.category[row.category_id] = (facets.category[row.category_id] ?? 0) + row.n
    }
    return {
      total,
      facets,
      hits: rows.map((row) => {
        const record = JSON.parse(row.data) as SearchRecord
        const hasMatch = row.snip.includes('\u0001')
        return {
          record,
          titleHtml: markMatches(row.title_hl),
          snippetHtml: hasMatch ? markMatches(row.snip) : markMatches(record.summary),
        }
      }),
    }
  }
}
