/**
 * Every category, read once per render cache generation: the alerts form in every page's footer
 * lists them (alerts/form-context.ts), so each render queried them all. A save of any public
 * document starts a new generation (app.ts), as does another instance's save seen through the
 * content version, so the categories kept for the current generation are the stored ones
 * (render/generation-read.ts, as the site's read in site.ts).
 */
import type { Category } from '../../../shared/schemas/types'
import { keptPerGeneration } from '../render/generation-read'
import { allCategories } from './public-content'

/** The categories for this request's render: the read kept for the generation, or a new one. A failed read is not kept. */
export const categoriesFor = keptPerGeneration<Category[]>((c) => allCategories(c.get('backend').content))
