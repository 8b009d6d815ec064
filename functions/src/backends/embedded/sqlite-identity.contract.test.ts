import Database from 'better-sqlite3'
import { describeIdentityContract } from '../identity.contract'
import { SqliteIdentity } from './sqlite-identity'
import { totpCode } from '../../auth/totp'

describeIdentityContract('SqliteIdentity (embedded)', async () => {
  const db = new Database(':memory:')
  let offset = 0
  const now = () => Date.now() + offset
  const identity = new SqliteIdentity(db, now)
  return {
    identity,
    async signInProof(email, password) {
      const user = await identity.verifyPassword(email, password)
      if (!user) throw new Error(`sign-in failed for ${email}`)
      return { uid: user.uid }
    },
    now,
    advanceClock: (ms) => {
      offset += ms
    },
    resetClock: () => {
      offset = 0
    },
    async enrolSecondFactor(uid) {
      const secret = await identity.serverTwoFactor.beginEnrolment(uid)
      const check = await identity.serverTwoFactor.confirmEnrolment(uid, totpCode(secret, now()))
      if (!check.ok) throw new Error(`enrolment refused: ${check.reason}`)
    },
    minSessionTtlMs: 5 * 60_000,
    async cleanup() {
      db.close()
    },
  }
})
