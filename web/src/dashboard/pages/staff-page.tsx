import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { STAFF_ROLE_LABELS, STAFF_ROLES, StaffCreateSchema, StaffInviteSchema, type StaffRole } from '../../../../shared/schemas/staff'
import type { StaffUser } from '../../../../shared/schemas/staff'
import { describedBy, Field } from '../components/field'
import { FormError } from '../components/form-error'

export interface StaffPageProps {
  staff: StaffUser[]
  currentUid: string
  result?: SubmissionResult<string[]>
  /** The last **Undang staf** submission, refused. */
  inviteResult?: SubmissionResult<string[]>
  /** A password generated just now, shown once. */
  revealed?: { email: string; password: string; reason: 'created' | 'reset' }
  actionError?: string
  /** Admins require two-step verification for every account (Akun Saya enrols it). */
  twoFactorRequired: boolean
}

function ActionButton({ uid, intent, label, ariaLabel }: { uid: string; intent: string; label: string; ariaLabel: string }) {
  return (
    <form method="post" action={`/dashboard/staff/${uid}`}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className="btn btn-quiet" aria-label={ariaLabel}>
        {label}
      </button>
    </form>
  )
}

/** Each role with what it may do, as docs/roles.md says it. */
const ROLE_SUMMARIES: Record<StaffRole, string> = {
  admin: 'semua, termasuk akun staf dan pengaturan',
  editor: 'konten, tanpa menyetujui',
  reviewer: 'konten, menyetujui sebelum terbit',
  hr: 'lowongan dan lamaran saja',
  marketing: 'konten, pelanggan, kabar klien, pesan masuk',
}

/** The roles as choices, editors first (the default), each with what it may do. */
function RoleOptions() {
  const order: StaffRole[] = ['editor', ...STAFF_ROLES.filter((role) => role !== 'editor')]
  return (
    <>
      {order.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]} ({ROLE_SUMMARIES[role]})
        </option>
      ))}
    </>
  )
}

/** Ubah peran: one account's role, chosen from every role (the account's own is shown chosen). */
function RoleChange({ uid, email, role }: { uid: string; email: string; role: StaffRole }) {
  const id = `role-${uid}`
  return (
    <form method="post" action={`/dashboard/staff/${uid}`} className="inline-form staff-role-form">
      <input type="hidden" name="intent" value="set-role" />
      <label htmlFor={id} className="visually-hidden">
        Peran {email}
      </label>
      <select id={id} name="role" defaultValue={role}>
        {STAFF_ROLES.map((choice) => (
          <option key={choice} value={choice}>
            {STAFF_ROLE_LABELS[choice]}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-quiet" aria-label={`Ubah peran ${email}`}>
        Ubah peran
      </button>
    </form>
  )
}

/** **Undang staf**: the colleague gets an email link and chooses their own password (docs/decisions/0049). */
function InviteForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'staff-invite',
    lastResult,
    defaultValue: { role: 'editor' },
    constraint: getZodConstraint(StaffInviteSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffInviteSchema }),
  })
  return (
    <section className="panel" aria-labelledby="staff-invite-title">
      <h2 id="staff-invite-title">Undang staf</h2>
      <p>Rekan Anda menerima email berisi tautan untuk membuat kata sandinya sendiri. Tautan berlaku 7 hari dan hanya dapat dipakai sekali.</p>
      <form method="post" action="/dashboard/staff/invite" {...getFormProps(form)} className="inline-form">
        <Field label="Email" htmlFor={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
          <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="off" aria-describedby={describedBy(fields.email.errors?.length ? fields.email.errorId : undefined)} />
        </Field>
        <Field label="Nama" htmlFor={fields.displayName.id} errorId={fields.displayName.errorId} errors={fields.displayName.errors}>
          <input {...getInputProps(fields.displayName, { type: 'text' })} key={fields.displayName.key} autoComplete="off" />
        </Field>
        <Field label="Peran" htmlFor={fields.role.id} errorId={fields.role.errorId} errors={fields.role.errors}>
          <select {...getSelectProps(fields.role)} key={fields.role.key}>
            <RoleOptions />
          </select>
        </Field>
        <div className="inline-actions">
          <button type="submit" className="btn btn-primary">
            Undang staf
          </button>
        </div>
        <FormError id={form.errorId} errors={form.errors} />
      </form>
    </section>
  )
}

/** Staff accounts (admins only): invite, add, reset a password, disable or enable, change the role. */
export default function StaffPage({ props }: { props: StaffPageProps }) {
  const { staff, currentUid, result, inviteResult, revealed, actionError, twoFactorRequired } = props
  const [form, fields] = useForm({
    id: 'staff-create',
    lastResult: result,
    defaultValue: { role: 'editor' },
    constraint: getZodConstraint(StaffCreateSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffCreateSchema }),
  })
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Akun Staf</h1>
      </div>
      {revealed ? (
        <div className="alert alert-ok" role="status">
          <p>
            {revealed.reason === 'created' ? 'Akun dibuat untuk' : 'Kata sandi baru untuk'} <strong>{revealed.email}</strong>:{' '}
            <code>{revealed.password}</code>
          </p>
          <p>Sampaikan kata sandi ini secara langsung. Kata sandi hanya ditampilkan sekali.</p>
        </div>
      ) : null}
      {actionError ? (
        <div className="alert alert-error" role="alert">
          <p>{actionError}</p>
        </div>
      ) : null}
      <InviteForm lastResult={inviteResult} />
      <section className="panel" aria-labelledby="staff-create-title">
        <h2 id="staff-create-title">Tambah akun staf</h2>
        <form method="post" action="/dashboard/staff" {...getFormProps(form)} className="inline-form">
          <Field label="Email" htmlFor={fields.email.id} errorId={fields.email.errorId} errors={fields.email.errors}>
            <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="off" aria-describedby={describedBy(fields.email.errors?.length ? fields.email.errorId : undefined)} />
          </Field>
          <Field label="Nama" htmlFor={fields.displayName.id} errorId={fields.displayName.errorId} errors={fields.displayName.errors}>
            <input {...getInputProps(fields.displayName, { type: 'text' })} key={fields.displayName.key} autoComplete="off" />
          </Field>
          <Field label="Peran" htmlFor={fields.role.id} errorId={fields.role.errorId} errors={fields.role.errors}>
            <select {...getSelectProps(fields.role)} key={fields.role.key}>
              <RoleOptions />
            </select>
          </Field>
          <div className="inline-actions">
            <button type="submit" className="btn btn-primary">
              Simpan
            </button>
          </div>
          <FormError id={form.errorId} errors={form.errors} />
        </form>
      </section>
      <section className="panel" aria-labelledby="staff-two-factor-title">
        <h2 id="staff-two-factor-title">Verifikasi dua langkah</h2>
        <p>
          {twoFactorRequired
            ? 'Wajib untuk semua akun: staf yang belum mengaktifkannya diminta mendaftarkan aplikasi autentikator setelah masuk dan tidak dapat membuka halaman lain sebelum selesai.'
            : 'Tidak wajib: setiap staf dapat mengaktifkannya sendiri di Akun Saya.'}
        </p>
        <form method="post" action="/dashboard/staff/two-factor-policy">
          <input type="hidden" name="required" value={twoFactorRequired ? 'off' : 'on'} />
          <button type="submit" className={twoFactorRequired ? 'btn' : 'btn btn-primary'}>
            {twoFactorRequired ? 'Jadikan tidak wajib' : 'Wajibkan untuk semua akun'}
          </button>
        </form>
      </section>
      <section className="panel" aria-labelledby="staff-list-title">
        <h2 id="staff-list-title">Daftar akun ({staff.length})</h2>
        <table className="data-table staff-table">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">Email</th>
              <th scope="col">Peran</th>
              <th scope="col">Status</th>
              <th scope="col">Dua langkah</th>
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((user) => (
              <tr key={user.uid}>
                <td>
                  {user.displayName}
                  {user.uid === currentUid ? ' (Anda)' : ''}
                </td>
                <td className="staff-email">{user.email}</td>
                <td data-label="Peran">{STAFF_ROLE_LABELS[user.role] ?? user.role}</td>
                <td data-label="Status">{user.disabled ? 'Nonaktif' : user.invited ? 'Diundang' : 'Aktif'}</td>
                <td data-label="Dua langkah">{user.twoFactor ? 'Aktif' : 'Belum'}</td>
                <td className="row-actions">
                  {user.invited ? (
                    <>
                      <ActionButton uid={user.uid} intent="resend-invite" label="Kirim ulang undangan" ariaLabel={`Kirim ulang undangan ${user.email}`} />
                      <ActionButton uid={user.uid} intent="revoke-invite" label="Batalkan undangan" ariaLabel={`Batalkan undangan ${user.email}`} />
                    </>
                  ) : (
                    <>
                      {/* One's own password is changed in Akun Saya. */}
                      {user.disabled || user.uid === currentUid ? null : (
                        <ActionButton uid={user.uid} intent="send-reset-link" label="Kirim tautan atur ulang" ariaLabel={`Kirim tautan atur ulang kata sandi ke ${user.email}`} />
                      )}
                      <ActionButton uid={user.uid} intent="reset-password" label="Atur ulang kata sandi" ariaLabel={`Atur ulang kata sandi ${user.email}`} />
                    </>
                  )}
                  {user.uid !== currentUid && !user.invited ? (
                    <>
                      {user.twoFactor ? (
                        <ActionButton uid={user.uid} intent="reset-two-factor" label="Atur ulang dua langkah" ariaLabel={`Atur ulang verifikasi dua langkah ${user.email}`} />
                      ) : null}
                      {user.disabled ? (
                        <ActionButton uid={user.uid} intent="enable" label="Aktifkan" ariaLabel={`Aktifkan ${user.email}`} />
                      ) : (
                        <ActionButton uid={user.uid} intent="disable" label="Nonaktifkan" ariaLabel={`Nonaktifkan ${user.email}`} />
                      )}
                      <RoleChange uid={user.uid} email={user.email} role={user.role} />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
