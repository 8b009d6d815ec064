import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../../app-env'
import { guards } from '../../auth/guards'
import { taxonomyRoutes } from '../../collections/taxonomy/routes'
import { uploadRoutes } from './uploads'
import { postRoutes } from '../../collections/posts/routes'
import { profileRoutes } from '../../collections/profiles/routes'
import { practiceAreaRoutes } from '../../collections/practice-areas/routes'
import { pageRoutes } from '../../collections/pages/routes'
import { inquiryRoutes } from '../../collections/inquiries/routes'
import { applicationRoutes } from '../../collections/applications/routes'
import { applicationsPerOpening } from '../../collections/applications/unread'
import type { Mailer } from '../../mail/mailer'
import { openingRoutes } from '../../collections/openings/routes'
import { orderingRoutes } from '../../collections/orderings/routes'
import { navigationRoutes } from '../../collections/navigation/routes'
import { staffRoutes } from './staff'
import { accountRoutes } from './account'
import { requireEnrolment } from '../../auth/two-factor-gate'
import type { LoginThrottle } from '../../auth/login-throttle'
import type { RateLimiter } from '../../security/rate-limit'
import { settingsRoutes } from '../../collections/settings/routes'
import { eventRoutes, stopStreamWithoutSession } from './events'
import { historyRoutes } from '../../history/routes'
import { activityRoutes } from '../../history/activity-routes'
import { trashRoutes } from '../../trash/routes'
import { redirectRoutes } from '../../redirects/routes'
import { subscriberRoutes } from '../../alerts/dashboard-routes'
import { subscriberImportRoutes } from '../../alerts/import-routes'
import { digestRoutes } from '../../alerts/digest-routes'
import { genericModuleRoutes } from '../../collections/module-routes'
import { eventDashboardRoutes } from '../../collections/events/routes'
import { registrantRoutes } from '../../collections/registrations/routes'
import { mediaRoutes } from '../../media/routes'
import { MEDIA_UPLOAD_PATH } from '../../media/library-upload'
import { overviewRoutes } from '../../overview/routes'
import { insightsRoutes } from '../../insights/routes'
import { reviewRoutes } from '../../review/routes'

/** Forms (not uploads, which stream with their own limits) are refused past this size. */
export const FORM_BODY_LIMIT = 2 * 1024 * 1024

/** Every /dashboard route. Each declares its guards by name; see auth/guards.ts. */
export function dashboardRoutes(options: { mailer: Mailer; loginThrottle: LoginThrottle; accountLimiter?: RateLimiter }) {
  const app = new Hono<AppEnv>()
  const formLimit = bodyLimit({
      maxSize: FORM_BODY_LIMIT,
      onError: () => {
        throw new HTTPException(413, { message: 'Isian formulir terlalu besar.' })
      },
  })
  // Uploads stream with their own limits (uploads.ts, Pustaka Media's upload); every other form has this one.
  app.use('/dashboard/*', async (c, next) => (c.req.path.startsWith('/dashboard/uploads/') || c.req.path === MEDIA_UPLOAD_PATH ? next() : formLimit(c, next)))
  // Every /dashboard path needs a session, declared or not: an unknown dashboard path never
  // tells a visitor whether it exists.
  app.use('/dashboard', guards('auth'))
  app.use('/dashboard/*', stopStreamWithoutSession, guards('auth'))
  // Admins may require two-step verification: until it is on, only its enrolment is reachable.
  app.use('/dashboard', requireEnrolment)
  app.use('/dashboard/*', requireEnrolment)
  app.route('/', overviewRoutes())
  app.route('/', insightsRoutes())
  app.route('/', eventRoutes())
  app.route('/', historyRoutes())
  app.route('/', activityRoutes())
  app.route('/', taxonomyRoutes('categories'))
  app.route('/', taxonomyRoutes('tags'))
  app.route('/', uploadRoutes())
  app.route('/', reviewRoutes())
  app.route('/', postRoutes('blogs'))
  app.route('/', postRoutes('publications'))
  // Order settings before profiles: /dashboard/profiles/order-settings is not a profile id.
  app.route('/', orderingRoutes())
  app.route('/', profileRoutes())
  app.route('/', staffRoutes())
  app.route('/', accountRoutes({ throttle: options.loginThrottle, ...(options.accountLimiter ? { limiter: options.accountLimiter } : {}) }))
  app.route('/', settingsRoutes())
  app.route('/', navigationRoutes())
  app.route('/', practiceAreaRoutes())
  // Pendaftar, an event's registrants, before the events' own pages (collections/registrations/routes.tsx).
  app.route('/', registrantRoutes(options))
  app.route('/', eventDashboardRoutes())
  app.route('/', pageRoutes())
  app.route('/', inquiryRoutes(options))
  app.route('/', applicationRoutes(options))
  app.route('/', subscriberRoutes(options))
  app.route('/', subscriberImportRoutes(options))
  app.route('/', digestRoutes())
  app.route('/', trashRoutes())
  app.route('/', redirectRoutes())
  app.route('/', mediaRoutes())
  app.route('/', openingRoutes({ applications: { count: (c) => applicationsPerOpening(c.get('backend').content), href: '/dashboard/applications' } }))
  // Every collection whose module asks for the generic list and form (module-routes.tsx).
  app.route('/', genericModuleRoutes())
  return app
}
