// Preloaded (node --import) into a server the e2e harness starts with E2E_CLOCK_FILE set: the
// server's clock (Date.now() and new Date()) runs ahead of the real one by the milliseconds
// written in that file, 0 while it is missing. A test moves time forward by writing a larger
// number, instead of waiting for it to pass (two-factor.e2e.test.ts: one new 30-second code per
// sign-in). The file is read again whenever it changes.
import { readFileSync, statSync } from 'node:fs'

const file = process.env.E2E_CLOCK_FILE
if (file) {
  const RealDate = Date
  const realNow = RealDate.now
  let seen = -1n
  let offset = 0
  const ahead = () => {
    const stat = statSync(file, { bigint: true, throwIfNoEntry: false })
    if (!stat) return 0
    if (stat.mtimeNs !== seen) {
      seen = stat.mtimeNs
      offset = Number(readFileSync(file, 'utf8')) || 0
    }
    return offset
  }
  const now = () => realNow() + ahead()
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  })
}
