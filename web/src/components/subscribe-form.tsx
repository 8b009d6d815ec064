import { createContext, useContext } from 'react'
import { subscribers } from '../../../shared/collections/subscribers'
import { LANGS } from '../../../shared/i18n/langs'
import { SUBSCRIBE_ACTION } from '../../../shared/subscription-paths'
import { useLang } from '../i18n/lang-context'
import { SUBSCRIPTION_UI } from '../i18n/ui-subscriptions'
import { HONEYPOT_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import { SITE_PATHS } from '../../../shared/urls'
import { InquiryFormContext } from './inquiry-form'

/** A choice of interest: a category or a practice area, named in the page's language. */
export interface InterestChoice {
  id: string
  name: string
}

/**
 * The categories and practice areas the form offers, in the page's language
 * (functions/src/alerts/form-context.ts); the signed render time comes from the contact forms'
 * context, which every page render has.
 */
export const SubscribeFormContext = createContext<{ categories: InterestChoice[]; areas: InterestChoice[] }>({ categories: [], areas: [] })

export interface SubscribeFormProps {
  /** On a blog or publication page, on its own page, or shown again after a refusal (the footer has its one line: subscribe-compact.tsx). */
  variant: 'post' | 'page' | 'retry'
  /** The item's category on a post page: ticked to start with. */
  categoryId?: string
  values?: { email?: string; name?: string; lang?: string; consent?: string; categoryIds?: string[]; practiceAreaIds?: string[]; regulationIds?: string[] }
  /**
   * Regulations offered to follow, named by their citation: the one whose page's Ikuti peraturan
   * ini led here, or those sent with a refused form. Ticked unless `values` says otherwise.
   */
  regulations?: InterestChoice[]
  errors?: Partial<Record<string, string[]>>
  formError?: string
  /** A token to use instead of the page's (a form shown again gets a fresh one). */
  token?: string
}

const F = subscribers.fields

/** The checkboxes of one kind of interest, each inside its label (no ids: none is needed). */
export function InterestBoxes({ name, legend, choices, checked, help }: { name: 'categoryIds' | 'practiceAreaIds' | 'regulationIds'; legend: string; choices: InterestChoice[]; checked: readonly string[]; help?: string }) {
  if (choices.length === 0) return null
  return (
    <fieldset className="subscribe-choices">
      <legend>{legend}</legend>
      {help ? <p className="subscribe-help">{help}</p> : null}
      {choices.map((choice) => (
        <label key={choice.id}>
          <input type="checkbox" name={name} value={choice.id} defaultChecked={checked.includes(choice.id)} />
          {` ${choice.name}`}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The client alerts' subscription form: Email, Nama, the interests (practice areas
 * and categories, in a disclosure open to start with), the email language, the consent
 * (Saya menyetujui…) and Berlangganan. A plain POST that works without JavaScript: the answer
 * is a page that says to check one's email, the same whatever the address (decision 34), or this
 * form again with a message next to each field. No `required` attributes: the browser's own
 * messages would come in its language before ours.
 */
export function SubscribeForm(props: SubscribeFormProps) {
  const inquiry = useContext(InquiryFormContext)
  const { categories, areas } = useContext(SubscribeFormContext)
  const { lang, t, href } = useLang()
  const ui = SUBSCRIPTION_UI[lang]
  const values = props.values ?? {}
  const errors = props.errors ?? {}
  const prefix = `subscribe-${props.variant}`
  const id = (name: string) => `${prefix}-${name}`
  const messageLang = lang === 'id' ? undefined : 'id'
  const errorOf = (name: string) => errors[name]?.[0]
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <p className="field-error" id={id(`${name}-error`)} lang={messageLang}>
        {errorOf(name)}
      </p>
    ) : null
  const invalid = (name: string) => (errorOf(name) ? { 'aria-invalid': true as const, 'aria-describedby': id(`${name}-error`) } : {})
  const categoryIds = values.categoryIds ?? (props.categoryId ? [props.categoryId] : [])
  const areaIds = values.practiceAreaIds ?? []
  const regulations = props.regulations ?? []
  const regulationIds = values.regulationIds ?? regulations.map((r) => r.id)
  const Heading = props.variant === 'retry' || props.variant === 'page' ? 'h1' : 'h2'
  return (
    <section className={`subscribe subscribe-${props.variant}`} aria-labelledby={id('title')}>
      <Heading id={id('title')}>{props.variant === 'post' ? ui.postHeading : props.variant === 'retry' ? ui.retry.heading : ui.pageHeading}</Heading>
      <p className="subscribe-intro">{ui.intro}</p>
      {/* Named by the section's heading; a form named the same would be a second landmark of that name. */}
      <form className="subscribe-form" method="post" action={href(SUBSCRIBE_ACTION)} noValidate>
        {props.formError ? (
          <p className="subscribe-error form-error" role="alert" lang={messageLang}>
            {props.formError}
          </p>
        ) : null}
        <input type="hidden" name={TOKEN_FIELD} value={props.token ?? inquiry.token} />
        <div className="inquiry-trap" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>{t.form.trap}</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="subscribe-row">
          <div className="subscribe-field">
            <label htmlFor={id('email')}>{ui.labels.email}</label>
            <input id={id('email')} name="email" type="email" autoComplete="email" inputMode="email" maxLength={F.email.maxLength} defaultValue={values.email ?? ''} aria-required {...invalid('email')} />
            {fieldError('email')}
          </div>
          <div className="subscribe-field">
            <label htmlFor={id('name')}>
              {ui.labels.name} <span className="subscribe-optional">{`(${t.form.optional})`}</span>
            </label>
            <input id={id('name')} name="name" type="text" autoComplete="name" maxLength={F.name.maxLength} defaultValue={values.name ?? ''} {...invalid('name')} />
            {fieldError('name')}
          </div>
          <div className="subscribe-field">
            <label htmlFor={id('lang')}>{ui.labels.lang}</label>
            <select id={id('lang')} name="lang" defaultValue={values.lang ?? lang} {...invalid('lang')}>
              {LANGS.map((code) => (
                // `lang` first: the option reads as a language, not a filter value (tests of list filters match `<option value=`).
                <option key={code} lang={code} value={code}>
                  {ui.langNames[code]}
                </option>
              ))}
            </select>
            {fieldError('lang')}
          </div>
        </div>
        {areas.length + categories.length + regulations.length > 0 ? (
          <details className="subscribe-interests" open>
            <summary>{ui.interests}</summary>
            <p className="subscribe-help">{ui.interestsHelp}</p>
            <InterestBoxes name="regulationIds" legend={ui.regulations} choices={regulations} checked={regulationIds} />
            {fieldError('regulationIds')}
            <InterestBoxes name="practiceAreaIds" legend={ui.areas} choices={areas} checked={areaIds} />
            <InterestBoxes name="categoryIds" legend={ui.categories} choices={categories} checked={categoryIds} />
            {fieldError('practiceAreaIds')}
            {fieldError('categoryIds')}
          </details>
        ) : null}
        <div className="subscribe-consent">
          <input id={id('consent')} name="consent" type="checkbox" value="ya" defaultChecked={values.consent === 'ya'} aria-required {...invalid('consent')} />
          <label htmlFor={id('consent')}>
            {ui.consentBefore}
            <a href={href(SITE_PATHS.privacy)}>{t.form.privacy}</a>.
          </label>
          {fieldError('consent')}
        </div>
        <p className="subscribe-actions">
          <button type="submit" className="button">
            {ui.submit}
          </button>
          <span className="subscribe-note">{ui.note}</span>
        </p>
      </form>
    </section>
  )
}
