import type { ReactNode } from 'react'

interface FieldProps {
  label: string
  htmlFor: string
  errorId: string
  errors?: string[]
  help?: string
  helpId?: string
  children: ReactNode
  required?: boolean
}

/** A labelled field with its help text and its errors right below it (announced on change). */
export function Field({ label, htmlFor, errorId, errors, help, helpId, children, required }: FieldProps) {
  return (
    <div className={`form-field${errors?.length ? ' has-error' : ''}`}>
      <label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {help ? (
        <p className="field-help" id={helpId}>
          {help}
        </p>
      ) : null}
      {children}
      <div className="field-error" id={errorId} aria-live="polite">
        {errors?.map((error) => <p key={error}>{error}</p>)}
      </div>
    </div>
  )
}

/** aria-describedby for an input: its help and error ids. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean)
  return list.length ? list.join(' ') : undefined
}
