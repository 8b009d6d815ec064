/**
 * The pages of the client alerts' subscription: where the form lands, the form again
 * after a refusal, and the pages the emails' signed links open. A link page acts only by its
 * button (a POST): mail programs and security scanners open links, never press buttons, so a
 * scanner cannot confirm, change or end anyone's subscription. The one-click unsubscribe of RFC
 * 8058 is that same POST, sent by the mail program itself.
 */
import { LANGS } from '../../../shared/i18n/langs'
import { CONFIRM_PATH, LINK_PARAM, MANAGE_PATH, SUBSCRIBE_ACTION, UNSUBSCRIBE_PATH } from '../../../shared/subscription-paths'
import { InterestBoxes, SubscribeForm, SubscribeFormContext, type InterestChoice, type SubscribeFormProps } from '../components/subscribe-form'
import { useLang } from '../i18n/lang-context'
import { SUBSCRIPTION_UI } from '../i18n/ui-subscriptions'
import { useContext } from 'react'

/** A form action that keeps the link's token. */
function withToken(path: string, token: string): string {
  return `${path}?${LINK_PARAM}=${encodeURIComponent(token)}`
}

/** Where the form lands, the same words whatever the address's standing. */
export function SubscribeSentPage() {
  const { lang, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang].sent
  return (
    <div className="container page subscribe-page" role="status">
      <h1>{ui.title}</h1>
      <p className="lead">{ui.lead}</p>
      <ul>
        {ui.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p>
        <a className="button" href={href('/')}>
          {ui.back}
        </a>
      </p>
    </div>
  )
}

/** The form again, with what was typed and a message next to each field (or the wait past the limit). */
export function SubscribeRetryPage({ form }: { form: Omit<SubscribeFormProps, 'variant'> }) {
  return (
    <div className="container page subscribe-page">
      <SubscribeForm {...form} variant="retry" />
    </div>
  )
}

/** The form on a page of its own (`/subscribe`): where a link to the alerts and the footer's one line lead, with the address typed there. */
export function SubscribePage({ email, regulations }: { email?: string; regulations?: SubscribeFormProps['regulations'] }) {
  return (
    <div className="container page subscribe-page">
      <SubscribeForm variant="page" {...(email ? { values: { email } } : {})} {...(regulations?.length ? { regulations } : {})} />
    </div>
  )
}

/** A link that cannot be used (forged, replaced, cut short), a confirmation used already, or a link whose time is up. */
export function LinkProblemPage({ reason }: { reason: 'invalid' | 'expired' | 'used' | 'limited' }) {
  const { lang } = useLang()
  const ui = SUBSCRIPTION_UI[lang].link
  return (
    <div className="container page subscribe-page">
      <h1>{reason === 'expired' ? ui.expiredTitle : reason === 'used' ? ui.usedTitle : ui.invalidTitle}</h1>
      <p className="lead error-description">{reason === 'expired' ? ui.expired : reason === 'used' ? ui.used : reason === 'limited' ? ui.limited : ui.invalid}</p>
    </div>
  )
}

/** The confirmation link's page: one button, or what it did. */
export function ConfirmPage({ token, email, done, manageToken }: { token: string; email: string; done: boolean; manageToken?: string }) {
  const { lang, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang].confirm
  return (
    <div className="container page subscribe-page">
      <h1>{done ? ui.doneTitle : ui.title}</h1>
      {done ? (
        <div role="status">
          <p className="lead">{ui.done(email)}</p>
          {manageToken ? (
            <p>
              <a href={withToken(href(MANAGE_PATH), manageToken)}>{ui.manage}</a>
            </p>
          ) : null}
        </div>
      ) : (
        <form method="post" action={withToken(href(CONFIRM_PATH), token)}>
          <p className="lead">{ui.lead(email)}</p>
          <button type="submit" className="button">
            {ui.button}
          </button>
        </form>
      )}
    </div>
  )
}

/** The unsubscribe link's page: one button; once done, a way back. */
export function UnsubscribePage({ token, email, done, undone }: { token: string; email: string; done: boolean; undone?: boolean }) {
  const { lang, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang].unsubscribe
  const action = withToken(href(UNSUBSCRIBE_PATH), token)
  if (undone) {
    return (
      <div className="container page subscribe-page" role="status">
        <h1>{SUBSCRIPTION_UI[lang].confirm.doneTitle}</h1>
        <p className="lead">{ui.undone}</p>
      </div>
    )
  }
  return (
    <div className="container page subscribe-page">
      <h1>{done ? ui.doneTitle : ui.title}</h1>
      {done ? (
        <form method="post" action={action} role="status">
          <p className="lead">{ui.done}</p>
          <input type="hidden" name="intent" value="resubscribe" />
          <button type="submit" className="button button-ghost">
            {ui.undo}
          </button>
        </form>
      ) : (
        <form method="post" action={action}>
          <p className="lead">{ui.lead(email)}</p>
          <input type="hidden" name="intent" value="unsubscribe" />
          <button type="submit" className="button">
            {ui.button}
          </button>
        </form>
      )}
    </div>
  )
}

export interface ManagePageProps {
  token: string
  unsubscribeToken: string
  email: string
  saved?: boolean
  values: { name: string; lang: string; categoryIds: string[]; practiceAreaIds: string[]; regulationIds: string[] }
  /** The regulations shown (followed, and offered by a request's note), named by citation; each unticked and saved stops being followed. */
  regulations?: InterestChoice[]
  /** Of those, the ones offered and not yet followed (said next to the list). */
  offeredRegulationIds?: string[]
  errors?: Partial<Record<string, string[]>>
  /** Why the form was not saved, above it. */
  formError?: string
}

/** The manage link's page of an active subscription: interests, language and name, saved by its button. */
export function ManagePage({ token, unsubscribeToken, email, saved, values, regulations = [], offeredRegulationIds = [], errors = {}, formError }: ManagePageProps) {
  const { lang, t, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang]
  const { categories, areas } = useContext(SubscribeFormContext)
  const messageLang = lang === 'id' ? undefined : 'id'
  const errorOf = (name: string) => errors[name]?.[0]
  const error = (name: string) =>
    errorOf(name) ? (
      <p className="field-error" id={`manage-${name}-error`} lang={messageLang}>
        {errorOf(name)}
      </p>
    ) : null
  return (
    <div className="container page subscribe-page">
      <h1>{ui.manage.title}</h1>
      <p className="lead">{ui.manage.lead(email)}</p>
      {saved ? (
        <p className="subscribe-saved" role="status">
          {ui.manage.saved}
        </p>
      ) : null}
      <form className="subscribe-form subscribe-manage" method="post" action={withToken(href(MANAGE_PATH), token)} noValidate>
        {formError ? (
          <p className="subscribe-error form-error" role="alert" lang={messageLang}>
            {formError}
          </p>
        ) : null}
        <div className="subscribe-field">
          <label htmlFor="manage-name">
            {ui.labels.name} <span className="subscribe-optional">{`(${t.form.optional})`}</span>
          </label>
          <input id="manage-name" name="name" type="text" autoComplete="name" defaultValue={values.name} {...(errorOf('name') ? { 'aria-invalid': true, 'aria-describedby': 'manage-name-error' } : {})} />
          {error('name')}
        </div>
        <div className="subscribe-field">
          <label htmlFor="manage-lang">{ui.labels.lang}</label>
          <select id="manage-lang" name="lang" defaultValue={values.lang}>
            {LANGS.map((code) => (
              <option key={code} lang={code} value={code}>
                {ui.langNames[code]}
              </option>
            ))}
          </select>
          {error('lang')}
        </div>
        <p className="subscribe-help">{ui.interestsHelp}</p>
        <InterestBoxes name="regulationIds" legend={ui.regulations} help={offeredRegulationIds.length ? `${ui.regulationsHelp} ${ui.regulationsOffered}` : ui.regulationsHelp} choices={regulations} checked={values.regulationIds} />
        {error('regulationIds')}
        <InterestBoxes name="practiceAreaIds" legend={ui.areas} choices={areas} checked={values.practiceAreaIds} />
        <InterestBoxes name="categoryIds" legend={ui.categories} choices={categories} checked={values.categoryIds} />
        {error('practiceAreaIds')}
        {error('categoryIds')}
        <p className="subscribe-actions">
          <button type="submit" className="button">
            {ui.manage.save}
          </button>
          <a href={withToken(href(UNSUBSCRIBE_PATH), unsubscribeToken)}>{ui.manage.unsubscribe}</a>
        </p>
      </form>
    </div>
  )
}

/**
 * The manage link of a subscription that has ended (unsubscribed, refused by the mail server,
 * pending again): nothing of it is shown, not even the address, since the link may be opened
 * later by whoever has it; only that it ended, and the way to subscribe again.
 */
/** `refusedSave`: the page answers a Simpan sent after the subscription ended, and says nothing was saved. */
export function ManageEndedPage({ refusedSave = false }: { refusedSave?: boolean }) {
  const { lang, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang].manage
  return (
    <div className="container page subscribe-page">
      <h1>{ui.endedTitle}</h1>
      {refusedSave ? (
        <p className="form-error" role="alert">
          {ui.notSavedEnded}
        </p>
      ) : null}
      <p className="lead">{ui.ended}</p>
      <p>
        <a className="button" href={href(SUBSCRIBE_ACTION)}>
          {ui.resubscribe}
        </a>
      </p>
    </div>
  )
}
