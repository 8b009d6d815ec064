import type { ReactNode, Ref } from 'react'

interface FieldProps {
  label: string
  /** The control the label names; absent for a group (legend) or a label named by `labelId`. */
  htmlFor?: string
  /** The label's own id, for a control that is not labelable and names itself with aria-labelledby. */
  labelId?: string
  /** What a click on the label does when it has no `htmlFor` (focus the control). */
  onLabelClick?: () => void
  /**
   * Several controls (checkboxes, radios) answering one question: a fieldset named by a legend
   * (WCAG technique H71) instead of a div and a label. The legend carries no required mark.
   */
  group?: boolean
  /** Conform's error id; absent for a field that cannot be invalid (no error region then). */
  errorId?: string
  errors?: string[]
  help?: ReactNode
  helpId?: string
  required?: boolean
  /** Classes added to `form-field` (`date-field`, `post-checkboxes`). */
  className?: string
  /** The wrapper, for fields that watch focus leaving the whole group. */
  wrapperRef?: Ref<HTMLDivElement>
  children: ReactNode
}

/**
 * Every dashboard form field: the label with its required mark, the help text, the control(s),
 * and the errors right below (announced on change). The error ids are Conform's, which the
 * controls name in aria-describedby and the route tests look for.
 */
export function Field(props: FieldProps) {
  const { label, htmlFor, labelId, onLabelClick, group, errorId, errors, help, helpId, children, required, className, wrapperRef } = props
  const invalid = Boolean(errors?.length)
  const classes = ['form-field', className, invalid ? 'has-error' : undefined].filter(Boolean).join(' ')
  const helpText = help ? (
    <p className="field-help" id={helpId}>
      {help}
    </p>
  ) : null
  const errorRegion =
    errorId === undefined ? null : (
      <div className="field-error" id={errorId} aria-live="polite">
        {errors?.map((error) => <p key={error}>{error}</p>)}
      </div>
    )
  if (group) {
    return (
      <fieldset className={classes} aria-describedby={invalid ? errorId : undefined}>
        <legend>{label}</legend>
        {helpText}
        {children}
        {errorRegion}
      </fieldset>
    )
  }
  return (
    <div ref={wrapperRef} className={classes}>
      {/* Without htmlFor (a rich-text area is not labelable) the label names its control by id. */}
      <label htmlFor={htmlFor} id={labelId} onClick={onLabelClick}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {helpText}
      {children}
      {errorRegion}
    </div>
  )
}

/** aria-describedby for an input: its help and error ids. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean)
  return list.length ? list.join(' ') : undefined
}
