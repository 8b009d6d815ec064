/**
 * Under Kirim sebagai peringatan klien: what the choice will do for this item, as the form now
 * stands (its category, authors and linked regulations), and to how many subscribers (shared/alert-reach.ts): so an
 * Otomatis that sends nothing because its category is not chosen in Pengaturan Situs says so.
 * Follows the form's own inputs, as the SEO preview does.
 */
import { useEffect, useState } from 'react'
import { alertPlan, type AlertReach } from '../../../../shared/alert-reach'
import type { SendAlertChoice } from '../../../../shared/collections/alerts'

interface PlanInputs {
  choice: SendAlertChoice
  categoryId: string
  authorIds: string[]
  regulationIds: string[]
}

function choiceOf(value: unknown): SendAlertChoice {
  return value === 'yes' || value === 'no' ? value : 'auto'
}

function readInputs(form: HTMLFormElement): PlanInputs {
  const data = new FormData(form)
  return {
    choice: choiceOf(data.get('sendAlert')),
    categoryId: String(data.get('categoryId') ?? ''),
    authorIds: data.getAll('authorIds').map(String),
    // Followers of a linked regulation receive it too (docs/decisions/0060-regulation-alerts.md).
    regulationIds: data.getAll('regulationIds').map(String),
  }
}

export interface AlertPlanNoteProps {
  formId: string
  reach: AlertReach
  /** The categories the form offers, to name the chosen one. */
  categories: { id: string; label: string }[]
  /** The form's values when it was rendered (the server's render, before the inputs are read). */
  initial: { sendAlert?: unknown; categoryId?: unknown; authorIds?: unknown; regulationIds?: unknown }
}

export function AlertPlanNote({ formId, reach, categories, initial }: AlertPlanNoteProps) {
  const [inputs, setInputs] = useState<PlanInputs>({
    choice: choiceOf(initial.sendAlert),
    categoryId: typeof initial.categoryId === 'string' ? initial.categoryId : '',
    authorIds: Array.isArray(initial.authorIds) ? initial.authorIds.map(String) : [],
    regulationIds: Array.isArray(initial.regulationIds) ? initial.regulationIds.map(String) : [],
  })
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null
    if (!form) return
    let last = ''
    const read = () => {
      const next = readInputs(form)
      const key = JSON.stringify(next)
      if (key !== last) {
        last = key
        setInputs(next)
      }
    }
    read()
    form.addEventListener('input', read)
    form.addEventListener('change', read)
    return () => {
      form.removeEventListener('input', read)
      form.removeEventListener('change', read)
    }
  }, [formId])
  const categoryName = categories.find((category) => category.id === inputs.categoryId)?.label ?? null
  const plan = alertPlan(reach, { ...inputs, categoryName })
  const offByCategory = !reach.sent && inputs.choice === 'auto' && inputs.categoryId !== '' && !reach.autoCategoryIds.includes(inputs.categoryId)
  return (
    <p className={`alert-plan${offByCategory ? ' is-off' : ''}`} aria-live="polite" data-alert-plan="">
      {plan}
      {offByCategory && reach.settingsHref ? (
        <>
          {' '}
          <a href={`${reach.settingsHref}#settings-peringatan`}>Atur kategori di Pengaturan Situs</a>
        </>
      ) : null}
    </p>
  )
}
