/**
 * The save buttons of an item that can be a draft (docs/decisions/0029-drafts.md):
 * a new item or a draft offers Simpan draf and Terbitkan; a published or scheduled one offers
 * Simpan and Kembalikan ke draf (it leaves the site at once). Each sends `intent`, which the
 * server reads (functions/src/collections/publish-intent.ts). The first button is the one the
 * Enter key presses (HTML's default button), so Enter never publishes a draft by accident.
 * Pratinjau opens the form's unsaved text, as visitors would see it, in a new tab.
 * With Tinjauan on (docs/decisions/0051-review-before-publishing.md), a draft nobody approved
 * offers no Terbitkan: the save would be refused, so the form says how it goes live instead.
 */
import type { MouseEvent } from 'react'
import { PUBLISH_STATUS_LABELS, type PublishIntent, type PublishStatus } from '../../../../shared/publish-rule'
import { describedBy } from './field'

export interface PublishActionsProps {
  /** Where the item stands now; null for a new one. */
  status: PublishStatus | null
  /** The intent being saved (its button says "Menyimpan…"), or null. */
  submitting: PublishIntent | null
  disabled: boolean
  /** Where Pratinjau posts the form's text. */
  previewAction: string
  /** The form's own error, described by the buttons. */
  errorId?: string | undefined
  /** Tinjauan is on and nobody approved the item as saved: it goes live through a reviewer's Setujui, not Terbitkan. */
  awaitsApproval?: boolean | undefined
}

/** Said where Terbitkan would be while the item waits for a reviewer. */
export const AWAITS_APPROVAL_NOTE = 'Terbit setelah disetujui peninjau: simpan sebagai draf, lalu pilih Ajukan tinjauan.'

/**
 * The intent of the button that submitted the form, read in the form's submit handler (not on
 * the button's click: a button disabled before the browser submits would submit nothing).
 */
export function submittedIntent(event: { nativeEvent: Event }): PublishIntent {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
  return submitter?.value === 'draft' ? 'draft' : 'publish'
}

/**
 * Posts a copy of the form's fields to `action` in a new tab, leaving the form as it is: the
 * form's own submit would run its validation (a half-written item still previews) and clear
 * its kept draft.
 */
function openPreview(event: MouseEvent<HTMLButtonElement>, action: string) {
  const form = event.currentTarget.form
  if (!form) return
  event.preventDefault()
  const copy = document.createElement('form')
  copy.method = 'post'
  copy.action = action
  copy.target = '_blank'
  copy.hidden = true
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || name === 'intent') continue
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    copy.append(input)
  }
  document.body.append(copy)
  copy.submit()
  copy.remove()
}

export function PublishActions({ status, submitting, disabled, previewAction, errorId, awaitsApproval }: PublishActionsProps) {
  const live = status === 'published' || status === 'scheduled'
  const approvalFirst = Boolean(awaitsApproval) && !live
  // While saving, the buttons refuse a second press rather than being disabled: a disabled
  // submitter is left out of the form data (HTML's form submission algorithm), and with it the
  // intent of the button that was pressed.
  const button = (intent: PublishIntent, label: string, className: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={className}
      disabled={disabled}
      aria-disabled={submitting !== null || undefined}
      aria-describedby={describedBy(errorId)}
      onClick={(event) => {
        if (submitting !== null) event.preventDefault()
      }}
    >
      {submitting === intent ? 'Menyimpan…' : label}
    </button>
  )
  return (
    <>
      {live ? button('publish', 'Simpan', 'btn btn-primary') : button('draft', 'Simpan draf', approvalFirst ? 'btn btn-primary' : 'btn')}
      {live ? button('draft', 'Kembalikan ke draf', 'btn btn-quiet') : approvalFirst ? null : button('publish', 'Terbitkan', 'btn btn-primary')}
      {/* Without JavaScript the browser posts the form itself to the preview, in a new tab. */}
      <button type="submit" className="btn btn-quiet" formAction={previewAction} formTarget="_blank" formNoValidate onClick={(event) => openPreview(event, previewAction)}>
        Pratinjau
      </button>
      {status ? (
        <span className={`badge status-badge status-${status}`} title="Status saat ini">
          {PUBLISH_STATUS_LABELS[status]}
        </span>
      ) : null}
      {approvalFirst ? <p className="field-help">{AWAITS_APPROVAL_NOTE}</p> : null}
    </>
  )
}
