import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { redirects } from '../../../../../shared/collections/redirects'
import type { Cell, ListPageProps } from '../../../../../shared/collections/list'
import { describedBy, Field } from '../../components/field'
import { FormError } from '../../components/form-error'
import { CollectionList } from '../list-page'
import { blogUrl } from '../../../../../shared/urls'

function AddForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'redirect-create',
    lastResult,
    constraint: getZodConstraint(redirects.formSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: redirects.formSchema }),
  })
  const { from, to } = redirects.fields
  return (
    <form method="post" action={redirects.list.path} {...getFormProps(form)} className="redirect-form">
      <Field label={from.label} htmlFor={fields.from.id} errorId={fields.from.errorId} errors={fields.from.errors} help={from.help} helpId={`${fields.from.id}-help`} required>
        <input
          {...getInputProps(fields.from, { type: 'text' })}
          key={fields.from.key}
          autoComplete="off"
          spellCheck={false}
          placeholder={blogUrl('judul-lama')}
          aria-describedby={describedBy(`${fields.from.id}-help`, fields.from.errors?.length ? fields.from.errorId : undefined)}
        />
      </Field>
      <Field label={to.label} htmlFor={fields.to.id} errorId={fields.to.errorId} errors={fields.to.errors} help={to.help} helpId={`${fields.to.id}-help`} required>
        <input
          {...getInputProps(fields.to, { type: 'text' })}
          key={fields.to.key}
          autoComplete="off"
          spellCheck={false}
          placeholder={blogUrl('judul-baru')}
          aria-describedby={describedBy(`${fields.to.id}-help`, fields.to.errors?.length ? fields.to.errorId : undefined)}
        />
      </Field>
      <div className="inline-actions">
        <button type="submit" className="btn btn-primary">
          Tambah pengalihan
        </button>
      </div>
      <FormError id={form.errorId} errors={form.errors} />
    </form>
  )
}

export interface RedirectListPageProps extends ListPageProps {
  /** The reply to a refused add. */
  result?: SubmissionResult<string[]>
}

/** An address, broken anywhere on a phone rather than widening the page. */
const path = (value: Cell) => <code className="redirect-path">{String(value ?? '')}</code>

/** /dashboard/redirects (Pengalihan, admins): every old address and where it leads; manual ones added here. */
export default function RedirectListPage({ props }: { props: RedirectListPageProps }) {
  return (
    <CollectionList
      props={props}
      cells={{
        from: path,
        // A deleted item's address leads nowhere: it answers 410.
        to: (value) => (value ? path(value) : <span className="status-badge status-scheduled">410 Gone</span>),
      }}
    >
      <section className="panel" aria-labelledby="redirect-create-title">
        <h2 id="redirect-create-title">Tambah pengalihan</h2>
        <AddForm lastResult={props.result} />
      </section>
    </CollectionList>
  )
}
