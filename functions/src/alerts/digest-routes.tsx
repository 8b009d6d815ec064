/**
 * Buletin (/dashboard/digest, docs/decisions/0053-digest-and-import.md): a form to gather recent
 * published items under an intro for chosen practice-area lists, a preview of the email in each
 * language with how many subscribers it reaches, then the send, queued as an alert and recorded
 * in Log Aktivitas; the report in Pelanggan follows it.
 */
import { Hono, type Context } from 'hono'
import { localizePracticeArea } from '../content/public-content'
import type { DigestPageProps } from '../../../web/src/dashboard/collections/subscribers/digest-page'
import { ALERTS_PATH } from '../../../web/src/dashboard/collections/subscribers/paths'
import { DIGEST_PATH } from '../../../web/src/dashboard/collections/subscribers/paths'
import type { AppEnv } from '../app-env'
import { collectionGuard } from '../auth/guards'
import { logActivity } from '../history/activity'
import { renderDashboard } from '../render/dashboard-renderer'
import { readForm } from '../routes/dashboard/form-helpers'
import { firmForAlerts } from './alert-context'
import { digestMessage } from './alert-messages'
import { checkDigest, createDigest, DigestFormRule, recentItems, type DigestForm } from './digest'
import { localizePost } from '../content/public-content'
import { absoluteUrl } from './alert-context'
import { postUrl } from '../../../shared/urls'
import type { Blog, Publication } from '../../../shared/schemas/types'
import { isPublicInEnglish } from '../search/records'
import { COLLECTION_MODULES } from '../../../shared/collections'
import type { Lang } from '../../../shared/i18n/langs'

/** The preview's address in place of each recipient's own signed links. */
const PREVIEW_LINK = '#'

export function digestRoutes() {
  const app = new Hono<AppEnv>()
  // Pelanggan's guard (its routes': the role matrix's alerts): a Buletin is an alert.
  const subscriberStaff = collectionGuard('edit', 'alerts')

  async function page(c: Context<AppEnv>, form: DigestForm, mode: 'compose' | 'preview', status = 200) {
    const store = c.get('backend').content
    const now = c.get('now')
    const [offers, areas] = await Promise.all([recentItems(store, now), store.query('practiceAreas')])
    const checked = mode === 'preview' ? await checkDigest(store, form, offers) : null
    const invalid = checked !== null && Object.keys(checked.errors).length > 0
    const props: DigestPageProps = {
      offers: offers.map((o) => ({ ref: o.ref, kind: o.collection, title: o.title, publishedAt: o.publishedAt, hasEnglish: o.hasEnglish })),
      areas: areas.map((a) => ({ id: a.id, name: a.name })).sort((a, b) => a.name.localeCompare(b.name, 'id')),
      form: { intro: form.intro, items: form.items, practiceAreaIds: form.practiceAreaIds },
      errors: checked?.errors ?? {},
      preview: checked && !invalid ? { reach: checked.reach, emails: await previews(c, form, checked.items) } : null,
    }
    return renderDashboard(c, 'digest', props, { title: 'Buletin', status: invalid ? 400 : status })
  }

  /** The email as an Indonesian and an English subscriber would read it (links left out: each recipient's are signed). */
  async function previews(c: Context<AppEnv>, form: DigestForm, items: Awaited<ReturnType<typeof recentItems>>) {
    const store = c.get('backend').content
    const now = c.get('now')
    const base = c.get('config').publicBaseUrl
    const [firm, posts] = await Promise.all([firmForAlerts(store, base), Promise.all(items.map((i) => store.get(i.collection, i.id)))])
    return (['id', 'en'] as const).map((lang: Lang) => {
      const message = digestMessage({
        alertId: 'pratinjau',
        subscriberId: 'pratinjau',
        to: 'pratinjau@example.test',
        lang,
        firm,
        intro: form.intro,
        sentAt: now.toISOString(),
        items: items.flatMap((item, i) => {
          const post = posts[i] as Blog | Publication | null
          if (!post) return []
          const english = lang === 'en' && isPublicInEnglish(COLLECTION_MODULES[item.collection], post, now)
          const contentLang: Lang = english ? 'en' : 'id'
          const localized = localizePost(item.collection, post, contentLang)
          return [{ collection: item.collection, title: localized.title, excerpt: localized.excerpt, publishedAt: post.publishedAt!, url: absoluteUrl(base, contentLang, postUrl(item.collection, localized.slug)), contentLang }]
        }),
        interests: [],
        links: { manage: PREVIEW_LINK, unsubscribe: PREVIEW_LINK },
        listId: 'pratinjau',
      })
      return { lang, subject: message.subject, text: message.text }
    })
  }

  app.get(DIGEST_PATH, subscriberStaff, (c) => page(c, { intro: '', items: [], practiceAreaIds: [] }, 'compose'))

  app.post(DIGEST_PATH, subscriberStaff, async (c) => {
    const body = await readForm(c, new Set(['items']))
    const parsed = DigestFormRule.safeParse({ intro: body.get('intro') ?? '', items: body.getAll('items'), practiceAreaIds: body.getAll('practiceAreaIds') })
    const form: DigestForm = parsed.success ? parsed.data : { intro: String(body.get('intro') ?? '').slice(0, 4_000), items: body.getAll('items').map(String), practiceAreaIds: body.getAll('practiceAreaIds').map(String) }
    if (!parsed.success || body.get('intent') !== 'send') return page(c, form, 'preview', parsed.success ? 200 : 400)
    const store = c.get('backend').content
    const now = c.get('now')
    const checked = await checkDigest(store, form, await recentItems(store, now))
    if (Object.keys(checked.errors).length) return page(c, form, 'preview')
    const actor = c.get('session')!.user.uid
    const alert = await createDigest(store, { intro: form.intro, items: checked.items, practiceAreaIds: form.practiceAreaIds }, { now, actor })
    // Sent again (Kirim pressed twice): the Buletin already queued, not a second copy for everyone.
    if (alert.repeated) return c.redirect(`${ALERTS_PATH}/${alert.id}`, 303)
    const lists = checked.areas.map((a) => localizePracticeArea(a, 'id').name).join(', ') || 'semua pelanggan'
    await logActivity(store, {
      action: 'digest-send',
      actor,
      collection: 'alerts',
      itemId: alert.id,
      itemTitle: alert.title,
      detail: `${checked.items.length} item ke ${lists}: ${checked.reach.id + checked.reach.en} pelanggan (${checked.reach.id} Bahasa Indonesia, ${checked.reach.en} English)`,
      at: now.toISOString(),
    })
    return c.redirect(`${ALERTS_PATH}/${alert.id}`, 303)
  })

  return app
}
