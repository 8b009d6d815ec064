/**
 * Property tests draw new cases on every run, which is how they find what nobody thought of.
 * CI sets FUZZ_SEED so that the run deciding whether main lands is reproducible: a case found
 * on a developer's run is fixed and then pinned by a plain test, not discovered by the gate.
 * Any failure prints its seed; `FUZZ_SEED=<seed> npm test` replays it.
 */
import fc from 'fast-check'

const seed = process.env.FUZZ_SEED
if (seed && seed !== 'random') {
  const value = Number(seed)
  if (!Number.isInteger(value)) throw new Error(`FUZZ_SEED must be an integer or "random", not ${seed}`)
  fc.configureGlobal({ seed: value })
}
