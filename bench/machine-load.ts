/**
 * The machine's load average, printed by every bench at its start: on a shared machine other
 * work takes the cores and the figures come out low. Above QUIET_LOAD_AVERAGE a run is noisy.
 */
import os from 'node:os'

/** Above this one-minute load average other work shares the cores and the figures come out low. */
export const QUIET_LOAD_AVERAGE = 0.5

export function loadAverage(): { line: string; oneMinute: number; noisy: boolean } {
  const [one, five, fifteen] = os.loadavg() as [number, number, number]
  return {
    oneMinute: one,
    noisy: one > QUIET_LOAD_AVERAGE,
    line: `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1, 5, 15 min; ${os.cpus().length} cores)`,
  }
}

/** "load average 0.12 0.30 0.41 (…) at the start", with NOISY when it is above the quiet mark. */
export function loadAverageLine(when: string): string {
  const load = loadAverage()
  return `load average   ${load.line} ${when}${load.noisy ? `: NOISY (above ${QUIET_LOAD_AVERAGE}, other work shares the cores; the figures are low)` : ''}`
}
