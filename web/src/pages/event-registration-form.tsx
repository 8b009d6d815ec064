import { useContext } from 'react'
import { registrations } from '../../../shared/collections/registrations'
import { EVENT_TEXTS } from '../../../shared/events/texts'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import type { Lang } from '../../../shared/i18n/langs'
import { TOKEN_FIELD } from '../../../shared/public-form-fields'
import { registrationAction } from '../../../shared/registration-paths'
import { SITE_PATHS } from '../../../shared/urls'
import { InquiryFormContext } from '../components/inquiry-form'
import { ConsentField, publicFormParts, TextAreaField, TextField, TrapField, type FieldMark } from '../components/public-form-parts'
import { useLang } from '../i18n/lang-context'

/** The form's words in each language (the field rules' messages come from the module, in Indonesian, and form-messages-en). */
export const REGISTRATION_FORM_TEXT = {
  id: {
    heading: 'Daftar',
    intro: 'Daftarkan diri Anda untuk acara ini. Konfirmasi, berkas kalender dan (untuk acara daring) tautan bergabung dikirim ke email Anda.',
    labels: { name: 'Nama', email: 'Email', company: 'Perusahaan', position: 'Jabatan', phone: 'Telepon', questions: 'Pertanyaan untuk pembicara' },
    help: { company: 'Opsional.', position: 'Opsional.', phone: 'Opsional. Dengan kode negara atau nomor dalam negeri, misalnya 0812 3456 7890.', questions: 'Opsional: apa yang ingin Anda tanyakan kepada pembicara.' },
    consentBefore: 'Saya menyetujui pemrosesan data pribadi saya untuk acara ini, sesuai ',
    privacy: 'Kebijakan Privasi',
    required: 'wajib',
    trap: 'Jangan isi kolom ini',
    submit: 'Daftar',
    closed: { closed: 'Pendaftaran acara ini sudah ditutup.', over: 'Acara ini sudah berlangsung.', draft: 'Pendaftaran belum dibuka.', ...EVENT_TEXTS.id.statusNotice },
  },
  en: {
    heading: 'Register',
    intro: 'Register for this event. The confirmation, a calendar file and (for an online event) the joining link are sent to your email.',
    labels: { name: 'Name', email: 'Email', company: 'Company', position: 'Position', phone: 'Telephone', questions: 'Questions for the speakers' },
    help: { company: 'Optional.', position: 'Optional.', phone: 'Optional. With the country code, or an Indonesian number such as 0812 3456 7890.', questions: 'Optional: what you would like to ask the speakers.' },
    consentBefore: 'I agree to the processing of my personal data for this event, as set out in the ',
    privacy: 'Privacy Policy',
    required: 'required',
    trap: 'Leave this field empty',
    submit: 'Register',
    closed: { closed: 'Registration for this event has closed.', over: 'This event has taken place.', draft: 'Registration is not open yet.', ...EVENT_TEXTS.en.statusNotice },
  },
} as const satisfies Record<Lang, unknown>

export interface EventRegistrationFormProps {
  slug: string
  /** Why the form takes no registration now (the page shows the sentence instead of the form). */
  closed?: 'closed' | 'over' | 'draft' | 'postponed' | 'cancelled' | null
  /** What was typed, when the form is shown again after a refusal. */
  values?: Partial<Record<string, string>>
  errors?: Partial<Record<string, string[]>>
  formError?: string
  /** A fresh token (a form shown again); else the page's. */
  token?: string
  /** The id of the heading of the section the form sits in (the event page's #daftar): then the form adds no heading of its own. */
  labelledBy?: string
}

const F = registrations.fields
type TextName = 'name' | 'email' | 'company' | 'position' | 'phone'

/**
 * The registration form of an event's page (its section #daftar). It works without
 * JavaScript: a POST, then the answer page by a redirect, or this form shown again with what
 * was typed and a message next to each field. No `required` attributes: the browser's own
 * messages would come in its language before ours. The same hidden time token and trap field as
 * the contact form, for the same spam guard.
 */
export function EventRegistrationForm(props: EventRegistrationFormProps) {
  const context = useContext(InquiryFormContext)
  const { lang, href } = useLang()
  const ui = REGISTRATION_FORM_TEXT[lang]
  const values = props.values ?? {}
  const errors = props.errors ?? {}
  if (props.closed) {
    return (
      <div className="event-registration">
        <h2>{ui.heading}</h2>
        <p className="event-registration-closed">{ui.closed[props.closed]}</p>
      </div>
    )
  }
  const parts = publicFormParts('registration', lang, errors)
  const { id } = parts
  const formError = formMessageIn(lang, props.formError ?? '')
  // Only the required fields are marked; a screen reader hears `aria-required`.
  const mark = (required: boolean): FieldMark | null => (required ? { kind: 'required', text: ui.required } : null)
  const input = (name: TextName, options: { type?: string; autoComplete: string; inputMode?: 'tel' | 'email'; required?: boolean }) => (
    <TextField
      parts={parts}
      name={name}
      label={ui.labels[name]}
      mark={mark(options.required ?? false)}
      required={options.required ?? false}
      {...(name === 'company' || name === 'position' || name === 'phone' ? { help: ui.help[name] } : {})}
      defaultValue={values[name] ?? ''}
      maxLength={F[name].maxLength}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
    />
  )
  return (
    <div className="event-registration inquiry">
      {props.labelledBy ? null : <h2 id={id('title')}>{ui.heading}</h2>}
      <p className="inquiry-intro">{ui.intro}</p>
      <form className="inquiry-form" method="post" action={href(registrationAction(props.slug))} noValidate aria-labelledby={props.labelledBy ?? id('title')}>
        <div className="form-error" role="alert" tabIndex={-1} lang={formError.lang}>
          {formError.text}
        </div>
        <input type="hidden" name={TOKEN_FIELD} value={props.token ?? context.token} />
        <TrapField parts={parts} className="inquiry-trap" label={ui.trap} />
        <div className="inquiry-grid">
          {input('name', { autoComplete: 'name', required: true })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
          {input('company', { autoComplete: 'organization' })}
          {input('position', { autoComplete: 'organization-title' })}
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </div>
        <TextAreaField
          parts={parts}
          name="questions"
          label={ui.labels.questions}
          mark={null}
          required={false}
          rows={4}
          defaultValue={values.questions ?? ''}
          maxLength={F.questions.maxLength}
          help={ui.help.questions}
        />
        <ConsentField parts={parts} checked={values.consent === 'ya'} before={ui.consentBefore} privacyHref={href(SITE_PATHS.privacy)} privacyText={ui.privacy} />
        <div className="inquiry-actions">
          <button type="submit" className="button">
            {ui.submit}
          </button>
        </div>
      </form>
    </div>
  )
}
