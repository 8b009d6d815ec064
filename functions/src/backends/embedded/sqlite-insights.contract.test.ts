import Database from 'better-sqlite3'
import { describeInsightsContract } from '../insights.contract'
import { SqliteInsightsStore } from './sqlite-insights-store'

describeInsightsContract('SQLite', async () => {
  const db = new Database(':memory:')
  return { store: new SqliteInsightsStore(db), cleanup: async () => void db.close() }
})
