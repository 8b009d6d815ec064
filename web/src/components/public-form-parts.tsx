/**
 * The markup the public forms share (the contact form, the application form, an event's
 * registration form): element ids under the form's prefix, each field's message line in the
 * page's language (shared/i18n/form-messages-en.ts), the label and its mark, text fields, the
 * trap field and the consent box. One place, because the forms' scripts and styles read this
 * markup alike: web/src/client/form-feedback.ts finds a field's message by `data-error-for`, and
 * a screen reader hears the message through `aria-describedby`.
 */
import type { ReactNode } from 'react'
import { formMessageIn } from '../../../shared/i18n/form-messages-en'
import type { Lang } from '../../../shared/i18n/langs'
import { HONEYPOT_FIELD } from '../../../shared/public-form-fields'

export interface PublicFormParts {
  /** A field's element id: `{prefix}-{name}`. */
  id: (name: string) => string
  /** The first message for a field, as the server wrote it. */
  errorOf: (name: string) => string | undefined
  /** The field's help (when it has one) and message ids, for `aria-describedby`. */
  describedBy: (name: string, help?: boolean) => string
  /** `form-field`, with `has-error` while the field has a message. */
  fieldClass: (name: string) => string
  /** The field's message line: always there (empty without a message), so the script only fills it in. */
  fieldError: (name: string) => ReactNode
}

export function publicFormParts(prefix: string, lang: Lang, errors: Partial<Record<string, string[]>>): PublicFormParts {
  const id = (name: string) => `${prefix}-${name}`
  const errorOf = (name: string) => errors[name]?.[0]
  return {
    id,
    errorOf,
    describedBy: (name, help) => [help ? id(`${name}-help`) : '', id(`${name}-error`)].filter(Boolean).join(' '),
    fieldClass: (name) => `form-field${errorOf(name) ? ' has-error' : ''}`,
    fieldError: (name) => {
      const message = formMessageIn(lang, errorOf(name) ?? '')
      return (
        <p className="field-error" id={id(`${name}-error`)} data-error-for={name} lang={message.lang}>
          {message.text}
        </p>
      )
    },
  }
}

/** The mark beside a label: "wajib" or "opsional" for the eye (`aria-required` and the help say it to screen readers). */
export interface FieldMark {
  kind: 'required' | 'optional'
  text: string
}

/**
 * A field's label with its mark beside it, outside the label, so the field's name is the label
 * alone.
 */
export function FieldLabel({ htmlFor, text, mark }: { htmlFor: string; text: ReactNode; mark: FieldMark | null }) {
  return (
    <span className="field-label">
      <label htmlFor={htmlFor}>{text}</label>
      {mark ? (
        <span className={`${mark.kind}-mark`} aria-hidden="true">
          {mark.text}
        </span>
      ) : null}
    </span>
  )
}

interface FieldProps {
  parts: PublicFormParts
  name: string
  label: ReactNode
  mark: FieldMark | null
  required: boolean
  /** The help under the field; none when absent. */
  help?: ReactNode
  defaultValue: string
  maxLength: number | undefined
}

/** A one-line text field (name, email, phone, URL...). */
export function TextField(props: FieldProps & { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'url' | undefined }) {
  const { parts, name } = props
  const help = props.help !== undefined
  return (
    <div className={parts.fieldClass(name)}>
      <FieldLabel htmlFor={parts.id(name)} text={props.label} mark={props.mark} />
      <input
        id={parts.id(name)}
        name={name}
        type={props.type}
        defaultValue={props.defaultValue}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        aria-required={props.required ? true : undefined}
        aria-invalid={parts.errorOf(name) ? true : undefined}
        aria-describedby={parts.describedBy(name, help)}
      />
      {help ? (
        <p className="field-help" id={parts.id(`${name}-help`)}>
          {props.help}
        </p>
      ) : null}
      {parts.fieldError(name)}
    </div>
  )
}

/** A text box of several lines, with its help under it. */
export function TextAreaField(props: FieldProps & { rows: number; help: ReactNode }) {
  const { parts, name } = props
  return (
    <div className={parts.fieldClass(name)}>
      <FieldLabel htmlFor={parts.id(name)} text={props.label} mark={props.mark} />
      <textarea
        id={parts.id(name)}
        name={name}
        rows={props.rows}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        aria-required={props.required ? true : undefined}
        aria-invalid={parts.errorOf(name) ? true : undefined}
        aria-describedby={parts.describedBy(name, true)}
      />
      <p className="field-help" id={parts.id(`${name}-help`)}>
        {props.help}
      </p>
      {parts.fieldError(name)}
    </div>
  )
}

/** Off screen and out of the tab order: only a program filling every field fills this one. */
export function TrapField({ parts, className, label }: { parts: PublicFormParts; className: string; label: string }) {
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={parts.id(HONEYPOT_FIELD)}>{label}</label>
      <input id={parts.id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

/** The consent box every public form asks for, with the link to the privacy notice. */
export function ConsentField(props: { parts: PublicFormParts; checked: boolean; before: string; privacyHref: string; privacyText: string }) {
  const { parts } = props
  return (
    <div className={`form-field form-check${parts.errorOf('consent') ? ' has-error' : ''}`}>
      <input
        id={parts.id('consent')}
        name="consent"
        type="checkbox"
        value="ya"
        defaultChecked={props.checked}
        aria-required
        aria-invalid={parts.errorOf('consent') ? true : undefined}
        aria-describedby={parts.id('consent-error')}
      />
      <label htmlFor={parts.id('consent')}>
        {props.before}
        <a href={props.privacyHref}>{props.privacyText}</a>.
      </label>
      {parts.fieldError('consent')}
    </div>
  )
}
