import Database from 'better-sqlite3'
import { describeOnceClaimsContract } from '../once-claims.contract'
import { SqliteOnceClaims } from './sqlite-once-claims'

describeOnceClaimsContract('SqliteOnceClaims', async () => {
  const db = new Database(':memory:')
  return { claims: new SqliteOnceClaims(db), cleanup: async () => void db.close() }
})
