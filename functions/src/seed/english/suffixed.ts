/**
 * English texts are written here under the Indonesian field names (`name`, `bio`), so each
 * module reads like its Indonesian original; the stored English field adds the suffix
 * (`nameEn`, `bioEn`, shared/collections/define.ts `EN_SUFFIX`).
 */
import { EN_SUFFIX } from '../../../../shared/collections/define'

export type Suffixed<T> = { [K in keyof T & string as `${K}${typeof EN_SUFFIX}`]: T[K] }

export function suffixed<T extends object>(english: T): Suffixed<T> {
  return Object.fromEntries(Object.entries(english).map(([name, value]) => [`${name}${EN_SUFFIX}`, value])) as Suffixed<T>
}
