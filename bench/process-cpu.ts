/**
 * CPU time a process and its children have used, from Linux's /proc: the bench divides it by the
 * requests served. Throughput on a machine other work shares says little; the CPU a request costs
 * the server says much the same on a busy machine as on a quiet one, so its ratio to the
 * ceiling's is the figure to trust when the run is marked noisy.
 */
import { readFileSync, readdirSync } from 'node:fs'

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

function descendants(pid: number): number[] {
  const out = [pid]
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
      for (const child of children ? children.split(/\s+/).map(Number) : []) out.push(...descendants(child))
    }
  } catch {
    // Gone, or no /proc: counted as nothing.
  }
  return out
}

/** User and system CPU milliseconds used so far by `pid` and its descendants; null without /proc. */
export function processCpuMs(pid: number): number | null {
  let ticks = 0
  let found = false
  for (const id of descendants(pid)) {
    try {
      // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
      found = true
    } catch {
      // Ended meanwhile.
    }
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null
}
