/**
 * The profile form as labelled text, for the comparison with another person's version
 * (live/live-form.tsx): one row per field of the profiles module, named as the form names it,
 * so a field added to the module is compared with no edit here.
 */
import { profiles } from '../../../../../shared/collections/profiles'
import type { Field as FieldSpec } from '../../../../../shared/collections/define'
import type { CompareRow, FormInput } from '../../live/live-form'
import { fileText, many, namesOf, one } from '../posts/compare'
import type { ProfileFormPageProps } from './form-page'

type CompareProps = Pick<ProfileFormPageProps, 'options' | 'files'>

function row(name: string, spec: FieldSpec, value: string | string[] | undefined, props: CompareProps): CompareRow {
  const label = spec.label
  switch (spec.kind) {
    case 'enumeration': {
      const chosen = one(value)
      return { label, text: spec.choices?.find((choice) => choice.value === chosen)?.label ?? chosen }
    }
    case 'ids':
    case 'reference': {
      const options = (props.options[name] ?? []).map((option) => ({ id: option.id, name: option.label }))
      return { label, text: namesOf(many(value).filter(Boolean), options) }
    }
    case 'upload':
      return { label, text: fileText(one(value), props.files[name] ?? null) }
    case 'textarea':
    case 'lines':
      // Trailing blank lines or spaces change nothing once saved.
      return { label, text: one(value).trim(), long: true }
    default:
      return { label, text: one(value) }
  }
}

export function profileCompareRows(values: FormInput, props: CompareProps): CompareRow[] {
  return Object.entries(profiles.fields as Record<string, FieldSpec>).map(([name, spec]) => row(name, spec, values[name], props))
}
