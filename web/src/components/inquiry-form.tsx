import { createContext, useContext } from 'react'
import { inquiries, INQUIRY_MESSAGE_MAX } from '../../../shared/collections/inquiries'
import { useLang } from '../i18n/lang-context'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import { HONEYPOT_FIELD, TARGET_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import { INQUIRY_ACTION, INQUIRY_TOKEN_PATH, SITE_PATHS } from '../../../shared/urls'

/**
 * What every public page render knows for its forms (functions/src/render/page-renderer.tsx):
 * the signed render time and the practice areas the select offers, in the site's order.
 */
export interface InquiryFormContextValue {
  token: string
  /** `routed`: Pengaturan Situs names this area's own recipients (its messages go to that team). */
  areas: { id: string; name: string; routed: boolean }[]
}
export const InquiryFormContext = createContext<InquiryFormContextValue>({ token: '', areas: [] })

export interface InquiryFormProps {
  /** The whole form (/contact-us), or the short one on an attorney's or a practice area's page. */
  variant?: 'full' | 'short'
  /** Whom the short form is addressed to; the firm when absent. */
  target?: { kind: 'attorney' | 'practiceArea'; slug: string; name: string }
  /** The practice area a practice-area page's form is about (sent as the chosen area). */
  areaId?: string
  /** What was typed, when the form is shown again after a refusal. */
  values?: Partial<Record<string, string>>
  errors?: Partial<Record<string, string[]>>
  formError?: string
  /** A token to use instead of the page's (a form shown again gets a fresh one). */
  token?: string
  heading?: string
  intro?: string
  /** Prefix of element ids, unique per form on a page. */
  idPrefix?: string
}

const F = inquiries.fields

/** `target` as the form sends it. */
export function targetValue(target: InquiryFormProps['target']): string {
  return target ? `${target.kind}:${target.slug}` : ''
}

/**
 * The contact form. It works without JavaScript: a POST, then a thank-you page
 * reached by a redirect (refreshing it sends nothing again), or this form shown again with what
 * was typed and a message next to each field. web/src/client/inquiry-form.ts sends it without a
 * reload where scripts run. No `required` attributes: the browser's own messages would appear in
 * its language before ours; the server's messages are shown instead. On an English page (issue
 * 15) the labels, notes and messages are English (shared/i18n/form-messages-en.ts) and the form
 * posts to /en/contact-us, whose answers are English.
 */
export function InquiryForm(props: InquiryFormProps) {
  const context = useContext(InquiryFormContext)
  const { lang, t, href } = useLang()
  const ui = t.inquiryForm
  const { variant = 'full', target, values = {}, errors = {} } = props
  const formError = formMessageIn(lang, props.formError ?? '')
  const id = (name: string) => `${props.idPrefix ?? 'inquiry'}-${name}`
  const full = variant === 'full'
  const headingId = id('title')
  const errorOf = (name: string) => errors[name]?.[0]
  const describedBy = (name: string, help?: boolean) => [help ? id(`${name}-help`) : '', id(`${name}-error`)].filter(Boolean).join(' ')
  const fieldError = (name: string) => {
    const message = formMessageIn(lang, errorOf(name) ?? '')
    return (
      <p className="field-error" id={id(`${name}-error`)} data-error-for={name} lang={message.lang}>
        {message.text}
      </p>
    )
  }
  const input = (name: 'name' | 'email' | 'phone' | 'company', options: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email'; required?: boolean; help?: boolean } = {}) => (
    <div className={`form-field${errorOf(name) ? ' has-error' : ''}`}>
      <span className="field-label">
        <label htmlFor={id(name)}>{ui.labels[name]}</label>
        {/* Outside the label, so the field's name is the label alone; aria-required says it to screen readers. */}
        {options.required ? <span className="required-mark" aria-hidden="true">{t.form.required}</span> : null}
      </span>
      <input
        id={id(name)}
        name={name}
        type={options.type ?? 'text'}
        defaultValue={values[name] ?? ''}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={F[name].maxLength}
        aria-required={options.required ? true : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, options.help)}
      />
      {options.help && (name === 'phone' || name === 'company') ? (
        <p className="field-help" id={id(`${name}-help`)}>
          {ui.help[name]}
        </p>
      ) : null}
      {fieldError(name)}
    </div>
  )
  const textarea = (name: 'message' | 'otherParties', rows: number, required = false) => (
    <div className={`form-field${errorOf(name) ? ' has-error' : ''}`}>
      <span className="field-label">
        <label htmlFor={id(name)}>{ui.labels[name]}</label>
        {required ? <span className="required-mark" aria-hidden="true">{t.form.required}</span> : null}
      </span>
      <textarea
        id={id(name)}
        name={name}
        rows={rows}
        defaultValue={values[name] ?? ''}
        maxLength={name === 'message' ? INQUIRY_MESSAGE_MAX : F[name].maxLength}
        aria-required={required ? true : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, true)}
      />
      <p className="field-help" id={id(`${name}-help`)}>
        {ui.help[name]}
      </p>
      {fieldError(name)}
    </div>
  )
  const areaId = values.practiceAreaId ?? props.areaId ?? ''
  return (
    <section className="inquiry">
      <h2 id={headingId}>{props.heading ?? (target ? ui.headingTo(target.name) : ui.heading)}</h2>
      {props.intro ? <p className="inquiry-intro">{props.intro}</p> : null}
      <form className="inquiry-form" method="post" action={href(INQUIRY_ACTION)} data-token-url={INQUIRY_TOKEN_PATH} data-inquiry-form="" data-script-text={JSON.stringify(t.formScripts.inquiry)} noValidate aria-labelledby={headingId}>
        <div className="form-error" role="alert" tabIndex={-1} data-form-error="" lang={formError.lang}>
          {formError.text}
        </div>
        <input type="hidden" name={TOKEN_FIELD} value={props.token ?? context.token} />
        <input type="hidden" name={TARGET_FIELD} value={targetValue(target)} />
        {/* Off screen and out of the tab order: only a program filling every field fills this one. */}
        <div className="inquiry-trap" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>{t.form.trap}</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="inquiry-grid">
          {input('name', { autoComplete: 'name', required: true })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', help: true })}
          {full ? input('company', { autoComplete: 'organization' }) : null}
        </div>
        {full && context.areas.length > 0 ? (
          <div className={`form-field${errorOf('practiceAreaId') ? ' has-error' : ''}`}>
            <label htmlFor={id('practiceAreaId')}>{ui.labels.practiceAreaId}</label>
            <select id={id('practiceAreaId')} name="practiceAreaId" defaultValue={areaId} aria-invalid={errorOf('practiceAreaId') ? true : undefined} aria-describedby={describedBy('practiceAreaId', true)}>
              <option value="">{ui.noArea}</option>
              {context.areas.map((area) => (
                <option key={area.id} value={area.id}>
                  {area.name}
                </option>
              ))}
            </select>
            <p className="field-help" id={id('practiceAreaId-help')}>
              {/* The promise of routing only when every area keeps it. */}
              {context.areas.every((area) => area.routed) ? ui.help.practiceAreaIdRouted : ui.help.practiceAreaId}
            </p>
            {fieldError('practiceAreaId')}
          </div>
        ) : areaId ? (
          <input type="hidden" name="practiceAreaId" value={areaId} />
        ) : null}
        {textarea('message', full ? 7 : 5, true)}
        {textarea('otherParties', 2)}
        <div className={`form-field form-check${errorOf('consent') ? ' has-error' : ''}`}>
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            value="ya"
            defaultChecked={values.consent === 'ya'}
            aria-required
            aria-invalid={errorOf('consent') ? true : undefined}
            aria-describedby={id('consent-error')}
          />
          <label htmlFor={id('consent')}>
            {ui.consentBefore}
            <a href={href(SITE_PATHS.privacy)}>{t.form.privacy}</a>.
          </label>
          {fieldError('consent')}
        </div>
        <p className="inquiry-note">{ui.note}</p>
        <div className="inquiry-actions">
          <button type="submit" className="button">
            {ui.submit}
          </button>
          <p className="inquiry-status" role="status" data-form-status="" />
        </div>
      </form>
    </section>
  )
}
