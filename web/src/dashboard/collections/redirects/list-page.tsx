import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { REDIRECT_KIND_LABELS, redirects, type RedirectKind } from '../../../../../shared/collections/redirects'
import { ConfirmButton } from '../../components/confirm-button'
import { describedBy, Field } from '../../components/field'
import { FormError } from '../../components/form-error'
import { formatStamp } from '../inquiries/paths'
import { REDIRECTS_PATH } from './paths'

export interface RedirectListItem {
  id: string
  from: string
  /** '' for a gone (410) entry. */
  to: string
  kind: RedirectKind
  updatedAt: string
  version: number
}

export interface RedirectListPageProps {
  items: RedirectListItem[]
  /** The reply to a refused add. */
  result?: SubmissionResult<string[]>
}

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
    <form method="post" action={REDIRECTS_PATH} {...getFormProps(form)} className="redirect-form">
      <Field label={from.label} htmlFor={fields.from.id} errorId={fields.from.errorId} errors={fields.from.errors} help={from.help} helpId={`${fields.from.id}-help`} required>
        <input
          {...getInputProps(fields.from, { type: 'text' })}
          key={fields.from.key}
          autoComplete="off"
          spellCheck={false}
          placeholder="/blogs/judul-lama"
          aria-describedby={describedBy(`${fields.from.id}-help`, fields.from.errors?.length ? fields.from.errorId : undefined)}
        />
      </Field>
      <Field label={to.label} htmlFor={fields.to.id} errorId={fields.to.errorId} errors={fields.to.errors} help={to.help} helpId={`${fields.to.id}-help`} required>
        <input
          {...getInputProps(fields.to, { type: 'text' })}
          key={fields.to.key}
          autoComplete="off"
          spellCheck={false}
          placeholder="/blogs/judul-baru"
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

/** /dashboard/redirects (Pengalihan, admins): every old address and where it leads; manual ones added here. */
export default function RedirectListPage({ props }: { props: RedirectListPageProps }) {
  const { items, result } = props
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Pengalihan</h1>
      </div>
      <p className="page-intro">
        Alamat lama yang tidak lagi menampilkan halaman dijawab dengan pengalihan permanen (301) ke alamat tujuannya. Pengalihan dibuat dengan sendirinya saat slug item yang sudah
        terbit diubah; item yang dihapus menjawab “410 Gone”. Bila alamat lama dipakai lagi oleh item baru, pengalihannya dihapus.
      </p>
      <section className="panel" aria-labelledby="redirect-create-title">
        <h2 id="redirect-create-title">Tambah pengalihan</h2>
        <AddForm lastResult={result} />
      </section>
      <section className="panel" aria-labelledby="redirect-list-title">
        <h2 id="redirect-list-title">{`Daftar pengalihan (${items.length})`}</h2>
        {items.length === 0 ? (
          <p className="empty">Belum ada pengalihan.</p>
        ) : (
          <table className="data-table redirect-table">
            <thead>
              <tr>
                <th scope="col">Alamat lama</th>
                <th scope="col">Tujuan</th>
                <th scope="col">Jenis</th>
                <th scope="col">
                  <span className="visually-hidden">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <code className="redirect-path">{item.from}</code>
                  </td>
                  <td data-label="Tujuan">{item.kind === 'gone' ? <span className="status-badge status-scheduled">410 Gone</span> : <code className="redirect-path">{item.to}</code>}</td>
                  <td data-label="Jenis">
                    {REDIRECT_KIND_LABELS[item.kind]}
                    <div className="profile-slug">{formatStamp(item.updatedAt)}</div>
                  </td>
                  <td className="row-actions">
                    <ConfirmButton
                      action={`${REDIRECTS_PATH}/${item.id}/delete`}
                      fields={{ version: item.version }}
                      label="Hapus"
                      ariaLabel={`Hapus pengalihan ${item.from}`}
                      title={`Hapus pengalihan dari ${item.from}?`}
                      message={<p>Alamat lama ini akan menjawab “404 Page Not Found”, kecuali ada halaman yang memakainya.</p>}
                      confirmLabel="Hapus"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
