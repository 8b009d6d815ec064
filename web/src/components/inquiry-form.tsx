import { createContext, useContext } from 'react'
import { inquiries, INQUIRY_MESSAGE_MAX } from '../../../shared/collections/inquiries'
import { useLang } from '../i18n/lang-context'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import { TARGET_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import { ConsentField, publicFormParts, TextAreaField, TextField, TrapField, type FieldMark } from './public-form-parts'
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
  const parts = publicFormParts(props.idPrefix ?? 'inquiry', lang, errors)
  const { id, errorOf, describedBy, fieldError } = parts
  const full = variant === 'full'
  const headingId = id('title')
  // Only the required fields are marked; a screen reader hears `aria-required`.
  const mark = (required: boolean): FieldMark | null => (required ? { kind: 'required', text: t.form.required } : null)
  const input = (name: 'name' | 'email' | 'phone' | 'company', options: { type?: string; autoComplete: string; inputMode?: 'tel' | 'email'; required?: boolean } ) => (
    <TextField
      parts={parts}
      name={name}
      label={ui.labels[name]}
      mark={mark(options.required ?? false)}
      required={options.required ?? false}
      {...(name === 'phone' ? { help: ui.help.phone } : {})}
      defaultValue={values[name] ?? ''}
      maxLength={F[name].maxLength}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
    />
  )
  const textarea = (name: 'message' | 'otherParties', rows: number, required = false) => (
    <TextAreaField
      parts={parts}
      name={name}
      label={ui.labels[name]}
      mark={mark(required)}
      required={required}
      rows={rows}
      defaultValue={values[name] ?? ''}
      maxLength={name === 'message' ? INQUIRY_MESSAGE_MAX : F[name].maxLength}
      help={ui.help[name]}
    />
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
        <TrapField parts={parts} className="inquiry-trap" label={t.form.trap} />
        <div className="inquiry-grid">
          {input('name', { autoComplete: 'name', required: true })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
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
        <ConsentField parts={parts} checked={values.consent === 'ya'} before={ui.consentBefore} privacyHref={href(SITE_PATHS.privacy)} privacyText={t.form.privacy} />
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
