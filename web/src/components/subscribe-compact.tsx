import { subscribers } from '../../../shared/collections/subscribers'
import { SUBSCRIBE_ACTION } from '../../../shared/subscription-paths'
import { useLang } from '../i18n/lang-context'
import { SUBSCRIPTION_UI } from '../i18n/ui-subscriptions'

/**
 * The footer's one line for the client alerts: an email and one button. It cannot ask for the
 * consent the subscription needs (a ticked box the visitor reads), so it is a GET to `/subscribe`,
 * which shows the whole form with the typed address already in it: without JavaScript too, and
 * the address is never lost. The full form stays on articles and on `/subscribe` itself.
 */
export function SubscribeCompact() {
  const { lang, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang]
  return (
    <section className="subscribe-compact container" aria-labelledby="subscribe-compact-title">
      <h2 id="subscribe-compact-title" className="footer-title">
        {ui.heading}
      </h2>
      <form className="subscribe-compact-form" method="get" action={href(SUBSCRIBE_ACTION)} noValidate>
        <label htmlFor="subscribe-compact-email">{ui.labels.email}</label>
        <input id="subscribe-compact-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={subscribers.fields.email.maxLength} />
        <button type="submit" className="button">
          {ui.compact.button}
        </button>
      </form>
      <p className="subscribe-compact-note">{ui.compact.note}</p>
    </section>
  )
}
