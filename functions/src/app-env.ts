import type { Backend, StaffSession } from './backends/ports'
import type { AppConfig } from './config'
import type { RenderCache } from './render/render-cache'
import type { Lang } from '../../shared/i18n/langs'
import type { Mailer } from './mail/mailer'

/** Variables every handler can read from the context. */
export interface AppVariables {
  backend: Backend
  config: AppConfig
  cache: RenderCache
  /** The request's clock: one instant per request, so every read agrees on what is published. */
  now: Date
  requestId: string
  /** The signed-in staff member's session, on routes that load it. */
  session: StaffSession | null
  /** The language the URL names: `en` under /en, `id` everywhere else. */
  lang: Lang
  /** The app's mailer (staff invitations read it here; the public forms get theirs as options). */
  mailer: Mailer
}

export interface AppEnv {
  Variables: AppVariables
}
