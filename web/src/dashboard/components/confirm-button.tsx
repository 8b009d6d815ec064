import { useRef, type ReactNode } from 'react'

interface ConfirmButtonProps {
  /** Where the confirmed POST goes. */
  action: string
  /** Hidden fields sent with it (version, intent). */
  fields?: Record<string, string | number>
  label: ReactNode
  /** Accessible name of the trigger, e.g. "Hapus Blog X". */
  ariaLabel?: string
  title: string
  message: ReactNode
  confirmLabel: string
  /** The confirmation cannot be done (the dialog says why). */
  confirmDisabled?: boolean
  className?: string
}

/**
 * A destructive action behind a confirmation dialog (native <dialog>: focus is trapped and
 * Escape cancels). The POST is only sent from the dialog's confirm button.
 */
export function ConfirmButton({ action, fields = {}, label, ariaLabel, title, message, confirmLabel, confirmDisabled, className }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = `confirm-${action.replace(/\W+/g, '-')}`
  return (
    <>
      <button type="button" className={className ?? 'btn btn-danger-quiet'} aria-label={ariaLabel} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
        <form method="post" action={action}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={String(value)} />
          ))}
          <h2 id={titleId}>{title}</h2>
          <div className="confirm-message">{message}</div>
          <div className="confirm-actions">
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              Batal
            </button>
            <button type="submit" className="btn btn-danger" disabled={confirmDisabled}>
              {confirmLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
