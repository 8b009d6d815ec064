import { applications, COVER_LETTER_MAX } from '../../../shared/collections/applications'
import { UPLOAD_RULES } from '../../../shared/schemas/uploads'
import { formatFileSize } from '../../../shared/format'
import { useLang } from '../i18n/lang-context'
import { localePath } from '../../../shared/i18n/langs'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import { KEPT_CV_FIELD, OPENING_FIELD, TOKEN_FIELD } from '../../../shared/public-form-fields'
import { ConsentField, FieldLabel, publicFormParts, TextAreaField, TextField, TrapField, type FieldMark } from './public-form-parts'
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
  const parts = publicFormParts('apply', lang, errors)
  const { id, errorOf, describedBy, fieldError } = parts
  const headingId = id('heading')
  // Every field is marked, wajib or opsional, for the eye; a screen reader hears `aria-required`.
  const mark = (required: boolean): FieldMark => (required ? { kind: 'required', text: t.form.required } : { kind: 'optional', text: t.form.optional })
  const input = (name: 'name' | 'email' | 'phone' | 'linkedinUrl', options: { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'url'; required: boolean }) => (
    <TextField
      parts={parts}
      name={name}
      label={ui.labels[name]}
      mark={mark(options.required)}
      required={options.required}
      {...(name === 'phone' || name === 'linkedinUrl' ? { help: ui.help[name] } : {})}
      defaultValue={values[name] ?? ''}
      maxLength={F[name].maxLength}
      type={options.type}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
    />
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
        <TrapField parts={parts} className="form-trap" label={t.form.trap} />
        <div className="application-grid">
          {input('name', { type: 'text', autoComplete: 'name', required: true })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true })}
          {input('linkedinUrl', { type: 'url', autoComplete: 'url', inputMode: 'url', required: false })}
        </div>
        <div className={parts.fieldClass('cv')}>
          <FieldLabel htmlFor={id('cv')} text={ui.labels.cv} mark={mark(true)} />
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
        <TextAreaField
          parts={parts}
          name="coverLetter"
          label={ui.labels.coverLetter}
          mark={mark(false)}
          required={false}
          rows={6}
          defaultValue={values.coverLetter ?? ''}
          maxLength={COVER_LETTER_MAX}
          help={ui.help.coverLetter}
        />
        <ConsentField parts={parts} checked={values.consent === 'ya'} before={ui.consentBefore} privacyHref={href(SITE_PATHS.privacy)} privacyText={t.form.privacy} />
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
