import { applications, COVER_LETTER_MAX } from '../../../shared/collections/applications'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'
import { formatFileSize } from '../../../shared/format'
import { useLang } from '../i18n/lang-context'
import { localePath } from '../../../shared/i18n/langs'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import { HONEYPOT_FIELD, KEPT_CV_FIELD, OPENING_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import { APPLICATION_ACTION, APPLICATION_ACTION_EN, APPLICATION_TOKEN_PATH, SITE_PATHS } from '../../../shared/urls'

/** A CV that passed its checks on a refused try: kept, so the candidate need not choose it again. */
export interface KeptCv {
  /** Signed reference the form sends back (functions/src/collections/applications/kept-cv.ts). */
  token: string
  name: string
  size: number
}

export interface ApplicationFormProps {
  /** The opening applied for; an open application without it. */
  opening?: { slug: string; title: string }
  /** The form's render time, signed (functions/src/security/form-token.ts). */
  token: string
  /** What was typed, when the form is shown again after a refusal. */
  values?: Partial<Record<string, string>>
  errors?: Partial<Record<string, string[]>>
  formError?: string
  keptCv?: KeptCv | null
  /** The heading's level: 3 where the page puts the form under a heading of its own. */
  headingLevel?: 2 | 3
}

const F = applications.fields

/**
 * The application form. It works without JavaScript: a multipart POST carrying the
 * CV, then a thank-you page reached by a redirect (refreshing it sends nothing again), or this
 * form shown again with what was typed (a CV that passed its checks is kept) and a message next
 * to each field. web/src/client/application-form.ts sends it without a reload where scripts run.
 * No `required` attributes: the browser's own messages would appear in its language before ours.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { opening, values = {}, errors = {}, keptCv } = props
  // English labels and messages on an English page (shared/i18n/form-messages-en.ts).
  const { lang, t, href } = useLang()
  const ui = t.applicationForm
  const formError = formMessageIn(lang, props.formError ?? '')
  const id = (name: string) => `apply-${name}`
  const headingId = id('heading')
  const errorOf = (name: string) => errors[name]?.[0]
  const describedBy = (name: string, help: boolean) => [help ? id(`${name}-help`) : '', id(`${name}-error`)].filter(Boolean).join(' ')
  const fieldError = (name: string) => {
    const message = formMessageIn(lang, errorOf(name) ?? '')
    return (
      <p className="field-error" id={id(`${name}-error`)} data-error-for={name} lang={message.lang}>
        {message.text}
      </p>
    )
  }
  // The marks are for the eye, beside the label (not in it): a screen reader hears `aria-required`,
  // and the help says "Opsional".
  const label = (name: keyof typeof ui.labels, required: boolean) => (
    <span className="field-label">
      <label htmlFor={id(name)}>{ui.labels[name]}</label>
      <span className={required ? 'required-mark' : 'optional-mark'} aria-hidden="true">
        {required ? t.form.required : t.form.optional}
      </span>
    </span>
  )
  const input = (name: 'name' | 'email' | 'phone' | 'linkedinUrl', options: { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'url'; required: boolean; help: boolean }) => (
    <div className={`form-field${errorOf(name) ? ' has-error' : ''}`}>
      {label(name, options.required)}
      <input
        id={id(name)}
        name={name}
        type={options.type}
        defaultValue={values[name] ?? ''}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        maxLength={F[name].maxLength}
        aria-required={options.required ? true : undefined}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, options.help)}
      />
      {options.help && (name === 'phone' || name === 'linkedinUrl') ? (
        <p className="field-help" id={id(`${name}-help`)}>
          {ui.help[name]}
        </p>
      ) : null}
      {fieldError(name)}
    </div>
  )
  const heading = opening ? ui.headingFor(opening.title) : ui.headingOpen
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  return (
    <section className="application" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <p className="application-intro">
        {opening ? ui.introFor : ui.introOpen}
      </p>
      <form className="application-form" method="post" action={lang === 'id' ? APPLICATION_ACTION : localePath(lang, APPLICATION_ACTION_EN)} encType="multipart/form-data" data-token-url={APPLICATION_TOKEN_PATH} data-application-form="" data-script-text={JSON.stringify(t.formScripts.application)} noValidate aria-labelledby={headingId}>
        <div className="form-error" role="alert" tabIndex={-1} data-form-error="" lang={formError.lang}>
          {formError.text}
        </div>
        <input type="hidden" name={OPENING_FIELD} value={opening?.slug ?? ''} />
        <input type="hidden" name={TOKEN_FIELD} value={props.token} />
        {/* Always there (empty when no CV was kept), so the script only fills it in. */}
        <input type="hidden" name={KEPT_CV_FIELD} value={keptCv?.token ?? ''} />
        {/* Off screen and out of the tab order: only a program filling every field fills this one. */}
        <div className="form-trap" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>{t.form.trap}</label>
          <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="application-grid">
          {input('name', { type: 'text', autoComplete: 'name', required: true, help: false })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true, help: false })}
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true, help: true })}
          {input('linkedinUrl', { type: 'url', autoComplete: 'url', inputMode: 'url', required: false, help: true })}
        </div>
        <div className={`form-field${errorOf('cv') ? ' has-error' : ''}`}>
          {label('cv', true)}
          <input
            id={id('cv')}
            name="cv"
            type="file"
            accept={UPLOAD_RULES.application_cvs.accept}
            aria-required={keptCv ? undefined : true}
            aria-invalid={errorOf('cv') ? true : undefined}
            aria-describedby={describedBy('cv', true)}
            data-max-bytes={UPLOAD_RULES.application_cvs.maxBytes}
          />
          <p className="field-help" id={id('cv-help')}>
            {keptCv ? ui.keptCv(keptCv.name, formatFileSize(keptCv.size, lang)) : ''}
            {ui.help.cv}
          </p>
          {fieldError('cv')}
        </div>
        <div className={`form-field${errorOf('coverLetter') ? ' has-error' : ''}`}>
          {label('coverLetter', false)}
          <textarea
            id={id('coverLetter')}
            name="coverLetter"
            rows={6}
            defaultValue={values.coverLetter ?? ''}
            maxLength={COVER_LETTER_MAX}
            aria-invalid={errorOf('coverLetter') ? true : undefined}
            aria-describedby={describedBy('coverLetter', true)}
          />
          <p className="field-help" id={id('coverLetter-help')}>
            {ui.help.coverLetter}
          </p>
          {fieldError('coverLetter')}
        </div>
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
        <div className="form-actions-public">
          <button type="submit" className="button">
            {ui.submit}
          </button>
          <p className="form-status" role="status" data-form-status="" />
        </div>
        {/* What replaces the form once it is sent with JavaScript: written here, not by the script, to keep the page's script small. */}
        <template data-form-sent="">
          <div className="application-sent" role="status" tabIndex={-1}>
            <h3>{t.formScripts.application.sent}</h3>
            <p />
          </div>
        </template>
      </form>
    </section>
  )
}
