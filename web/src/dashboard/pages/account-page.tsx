import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { FirebaseWebConfig } from '../../../../shared/browser-config'
import { DisplayNameSchema, EnrolmentCodeSchema, PasswordChangeSchema, PasswordConfirmSchema } from '../../../../shared/schemas/account'
import { STAFF_PASSWORD_MIN, STAFF_ROLE_LABELS, type StaffRole } from '../../../../shared/schemas/staff'
import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '../../../../shared/two-factor'
import { describedBy, Field } from '../components/field'
import { FormError } from '../components/form-error'
import { formatJakartaDateTime } from '../components/post-dates'

/** The forms of the page, by the name the server files a refusal under. */
export type AccountForm = 'name' | 'password' | 'start' | 'confirm' | 'off' | 'codes'

export interface AccountPageProps {
  account: { email: string; displayName: string; role: StaffRole }
  twoFactor: {
    /** `server`: the forms post to the app; `firebase`: enrolment runs in the browser with Firebase. */
    method: 'server' | 'firebase'
    enabled: boolean
    enabledAt?: string
    recoveryCodesLeft: number
    /** Admins require it for every account. */
    required: boolean
  }
  /** An enrolment waiting for its first code (server): the QR code as SVG and the secret as text. */
  enrolment?: { qrSvg: string; secret: string }
  /** Recovery codes made just now: shown this once. */
  recoveryCodes?: string[]
  /** Two-step verification was turned on by this request. */
  enrolled?: boolean
  /** Firebase: what the browser SDK signs in with, and the name apps show above the code. */
  firebase?: { config: FirebaseWebConfig; issuer: string }
  results?: Partial<Record<AccountForm, SubmissionResult<string[]>>>
}

/** "JBSW Y3DP EHPK 3PXP": a secret in groups of four, easier to type into an app. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

function NameForm({ account, result }: { account: AccountPageProps['account']; result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'account-name',
    lastResult: result,
    defaultValue: { displayName: account.displayName },
    constraint: getZodConstraint(DisplayNameSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DisplayNameSchema }),
  })
  return (
    <form method="post" action="/dashboard/account/name" {...getFormProps(form)}>
      <Field label="Nama tampilan" htmlFor={fields.displayName.id} errorId={fields.displayName.errorId} errors={fields.displayName.errors} help="Nama yang tampil di dasbor dan di Log Aktivitas." helpId="account-name-help" required>
        <input {...getInputProps(fields.displayName, { type: 'text' })} key={fields.displayName.key} autoComplete="name" aria-describedby={describedBy('account-name-help', fields.displayName.errors?.length ? fields.displayName.errorId : undefined)} />
      </Field>
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn btn-primary">
        Simpan nama
      </button>
    </form>
  )
}

function PasswordForm({ result }: { result?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'account-password',
    lastResult: result,
    constraint: getZodConstraint(PasswordChangeSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordChangeSchema }),
  })
  const input = (field: typeof fields.currentPassword, autoComplete: string, help?: string) => (
    <input {...getInputProps(field, { type: 'password' })} key={field.key} autoComplete={autoComplete} aria-describedby={describedBy(help, field.errors?.length ? field.errorId : undefined)} />
  )
  return (
    <form method="post" action="/dashboard/account/password" {...getFormProps(form)}>
      <Field label="Kata sandi saat ini" htmlFor={fields.currentPassword.id} errorId={fields.currentPassword.errorId} errors={fields.currentPassword.errors} required>
        {input(fields.currentPassword, 'current-password')}
      </Field>
      <Field label="Kata sandi baru" htmlFor={fields.newPassword.id} errorId={fields.newPassword.errorId} errors={fields.newPassword.errors} help={`Minimal ${STAFF_PASSWORD_MIN} karakter. Kalimat pendek yang mudah Anda ingat adalah pilihan yang baik.`} helpId="account-new-password-help" required>
        {input(fields.newPassword, 'new-password', 'account-new-password-help')}
      </Field>
      <Field label="Ulangi kata sandi baru" htmlFor={fields.confirmPassword.id} errorId={fields.confirmPassword.errorId} errors={fields.confirmPassword.errors} required>
        {input(fields.confirmPassword, 'new-password')}
      </Field>
      <p className="field-help">Setelah diganti, sesi Anda di perangkat dan peramban lain diakhiri; sesi ini tetap berjalan.</p>
      <FormError id={form.errorId} errors={form.errors} />
      <button type="submit" className="btn btn-primary">
        Ganti kata sandi
      </button>
    </form>
  )
}

/** A form that asks for the password before a two-step change (start, new codes, turn off). */
function PasswordConfirmForm(props: {
  id: string
  action: string
  button: string
  danger?: boolean
  result?: SubmissionResult<string[]>
  help?: string
  onSubmit?: (event: FormEvent<HTMLFormElement>, password: string) => void
  busy?: boolean
}) {
  const [form, fields] = useForm({
    id: props.id,
    lastResult: props.result,
    constraint: getZodConstraint(PasswordConfirmSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordConfirmSchema }),
    onSubmit: props.onSubmit
      ? (event, { submission }) => {
          if (submission?.status !== 'success') return
          props.onSubmit!(event, submission.value.password)
        }
      : undefined,
  })
  const helpId = props.help ? `${props.id}-help` : undefined
  return (
    <form method="post" action={props.action} {...getFormProps(form)} className="inline-form" aria-busy={props.busy || undefined}>
      <Field label="Kata sandi Anda" htmlFor={fields.password.id} errorId={fields.password.errorId} errors={fields.password.errors} help={props.help} helpId={helpId}>
        <input {...getInputProps(fields.password, { type: 'password' })} key={fields.password.key} autoComplete="current-password" aria-describedby={describedBy(helpId, fields.password.errors?.length ? fields.password.errorId : undefined)} />
      </Field>
      <div className="inline-actions">
        <button type="submit" className={props.danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={props.busy}>
          {props.button}
        </button>
      </div>
      <FormError id={form.errorId} errors={form.errors} />
    </form>
  )
}

/** The first code of the new secret (server: posted; Firebase: handed to the SDK). */
function ConfirmForm(props: { result?: SubmissionResult<string[]>; onSubmit?: (event: FormEvent<HTMLFormElement>, code: string) => void; busy?: boolean; error?: string }) {
  const [form, fields] = useForm({
    id: 'two-factor-confirm',
    lastResult: props.result,
    constraint: getZodConstraint(EnrolmentCodeSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EnrolmentCodeSchema }),
    onSubmit: props.onSubmit
      ? (event, { submission }) => {
          if (submission?.status !== 'success') return
          props.onSubmit!(event, submission.value.code)
        }
      : undefined,
  })
  const errors = props.error ? [props.error] : fields.code.errors
  return (
    <form method="post" action="/dashboard/account/two-factor/confirm" {...getFormProps(form)} className="inline-form" aria-busy={props.busy || undefined}>
      <Field label="Kode 6 angka dari aplikasi" htmlFor={fields.code.id} errorId={fields.code.errorId} errors={errors} required>
        <input
          {...getInputProps(fields.code, { type: 'text' })}
          key={fields.code.key}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className="code-input"
          aria-describedby={describedBy(errors?.length ? fields.code.errorId : undefined)}
        />
      </Field>
      <div className="inline-actions">
        <button type="submit" className="btn btn-primary" disabled={props.busy}>
          Aktifkan
        </button>
      </div>
      <FormError id={form.errorId} errors={form.errors} />
    </form>
  )
}

function Enrolment({ qrSvg, secret, children }: { qrSvg: string; secret: string; children: ReactNode }) {
  return (
    <div className="enrolment">
      <ol className="enrolment-steps">
        <li>
          <p>
            Buka aplikasi autentikator di ponsel Anda (misalnya Google Authenticator, Microsoft Authenticator, Authy atau 2FAS), pilih tambah akun, lalu pindai kode QR ini.
          </p>
          {/* Drawn on the server (qrcode, SVG): no image request, nothing for the CSP to allow. */}
          <div className="qr-code" role="img" aria-label="Kode QR untuk aplikasi autentikator" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <p>
            Tidak bisa memindai? Pilih masukkan kunci secara manual, lalu ketik kunci ini (jenis: berbasis waktu):
          </p>
          <p>
            <code className="totp-secret" data-secret={secret}>
              {grouped(secret)}
            </code>
          </p>
        </li>
        <li>
          <p>Masukkan kode 6 angka yang tampil di aplikasi untuk menyelesaikan.</p>
          {children}
        </li>
      </ol>
    </div>
  )
}

function RecoveryCodes({ codes, enrolled }: { codes: string[]; enrolled?: boolean }) {
  return (
    <div className="recovery-codes-box">
      {enrolled ? (
        <div className="alert alert-ok" role="status">
          <p>Verifikasi dua langkah aktif. Mulai sekarang, setiap kali masuk Anda diminta kode dari aplikasi autentikator.</p>
        </div>
      ) : null}
      <h3>Kode pemulihan Anda</h3>
      <p>
        Simpan kode ini di tempat aman (dicetak, atau di pengelola kata sandi). Jika ponsel Anda hilang, masuk dengan salah satu kode ini sebagai ganti kode dari aplikasi. Setiap kode hanya bisa dipakai sekali.{' '}
        <strong>Kode ini hanya ditampilkan sekali.</strong>
      </p>
      <ol className="recovery-codes" aria-label="Kode pemulihan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <a className="btn btn-primary" href="/dashboard/account">
          Sudah saya simpan
        </a>
      </p>
    </div>
  )
}

type FirebaseFlow = typeof import('../account/firebase-two-factor')
type FirebaseStep = { stage: 'idle' } | { stage: 'busy' } | { stage: 'scan'; qrSvg: string; secret: string; finish: (code: string) => Promise<string> }

/** Firebase: the enrolment runs with the Firebase SDK in the browser; the server gets the ID token. */
function FirebaseEnrolment({ props }: { props: AccountPageProps }) {
  const [step, setStep] = useState<FirebaseStep>({ stage: 'idle' })
  const [error, setError] = useState<string | undefined>()
  const [codeError, setCodeError] = useState<string | undefined>()
  const firebase = props.firebase!
  const load = (): Promise<FirebaseFlow> => import('../account/firebase-two-factor')

  const start = (event: FormEvent<HTMLFormElement>, password: string) => {
    event.preventDefault()
    setError(undefined)
    setStep({ stage: 'busy' })
    void (async () => {
      try {
        const flow = await load()
        const begun = await flow.beginTotpEnrolment(firebase.config, props.account.email, password, firebase.issuer)
        const qr = await flow.qrSvgFromServer(begun.uri)
        setStep({ stage: 'scan', qrSvg: qr, secret: begun.secret, finish: begun.finish })
      } catch (failure) {
        setStep({ stage: 'idle' })
        setError((await load().catch(() => null))?.messageFor(failure) ?? TWO_FACTOR_MESSAGES.wrongPassword)
      }
    })()
  }

  const confirm = (event: FormEvent<HTMLFormElement>, code: string) => {
    event.preventDefault()
    if (step.stage !== 'scan') return
    setCodeError(undefined)
    void (async () => {
      const flow = await load()
      try {
        const idToken = await step.finish(code)
        flow.postEnrolment(idToken)
      } catch (failure) {
        setCodeError(flow.messageFor(failure))
      }
    })()
  }

  if (step.stage === 'scan') {
    return (
      <Enrolment qrSvg={step.qrSvg} secret={step.secret}>
        <ConfirmForm onSubmit={confirm} error={codeError} result={props.results?.confirm} />
      </Enrolment>
    )
  }
  return (
    <>
      <noscript>
        <p className="alert alert-info">Pendaftaran aplikasi autentikator memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.</p>
      </noscript>
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <PasswordConfirmForm
        id="two-factor-start"
        action="/dashboard/account/two-factor/start"
        button="Mulai aktifkan"
        help="Untuk memastikan ini memang Anda."
        result={props.results?.start}
        onSubmit={start}
        busy={step.stage === 'busy'}
      />
    </>
  )
}

function TwoFactorSection({ props }: { props: AccountPageProps }) {
  const { twoFactor, enrolment, recoveryCodes, results } = props
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} enrolled={props.enrolled} />
  if (twoFactor.enabled) {
    const low = twoFactor.recoveryCodesLeft <= 3
    return (
      <>
        <p className="two-factor-status">
          <span className="status-badge status-published">Aktif</span>{' '}
          {twoFactor.enabledAt ? `sejak ${formatJakartaDateTime(twoFactor.enabledAt)}` : null}
        </p>
        <p className={low ? 'alert alert-error' : undefined}>
          Kode pemulihan tersisa: <strong>{twoFactor.recoveryCodesLeft}</strong> dari {RECOVERY_CODE_COUNT}.
          {low ? ' Buat kode pemulihan baru sebelum habis.' : null}
        </p>
        <h3>Buat kode pemulihan baru</h3>
        <p className="field-help">Kode lama tidak berlaku lagi setelah kode baru dibuat.</p>
        <PasswordConfirmForm id="two-factor-codes" action="/dashboard/account/two-factor/recovery-codes" button="Buat kode baru" result={results?.codes} />
        <h3>Matikan verifikasi dua langkah</h3>
        {twoFactor.required ? (
          <p>{TWO_FACTOR_MESSAGES.requiredCannotTurnOff}</p>
        ) : (
          <>
            <p className="field-help">Setelah dimatikan, masuk hanya memerlukan email dan kata sandi.</p>
            <PasswordConfirmForm id="two-factor-off" action="/dashboard/account/two-factor/off" button="Matikan" danger result={results?.off} />
          </>
        )}
      </>
    )
  }
  return (
    <>
      <p>
        Dengan verifikasi dua langkah, masuk ke dasbor memerlukan kata sandi dan kode 6 angka dari aplikasi autentikator di ponsel Anda. Orang yang mengetahui
        kata sandi Anda tetap tidak dapat masuk tanpa ponsel itu.
      </p>
      {twoFactor.method === 'firebase' ? (
        <FirebaseEnrolment props={props} />
      ) : enrolment ? (
        <Enrolment qrSvg={enrolment.qrSvg} secret={enrolment.secret}>
          <ConfirmForm result={results?.confirm} />
        </Enrolment>
      ) : (
        <PasswordConfirmForm id="two-factor-start" action="/dashboard/account/two-factor/start" button="Mulai aktifkan" help="Untuk memastikan ini memang Anda." result={results?.start} />
      )}
    </>
  )
}

/** The forms this state of the page shows (a refusal of another one is said above them). */
function shownForms(props: AccountPageProps, gated: boolean): Set<AccountForm> {
  const { twoFactor, enrolment, recoveryCodes } = props
  const shown = new Set<AccountForm>(gated ? [] : ['name', 'password'])
  if (recoveryCodes) return shown
  if (twoFactor.enabled) {
    shown.add('codes')
    if (!twoFactor.required) shown.add('off')
  } else if (twoFactor.method === 'firebase') shown.add('start')
  else shown.add(enrolment ? 'confirm' : 'start')
  return shown
}

/** The messages of refusals whose form is not on the page (an old tab, a state changed meanwhile). */
function orphanMessages(props: AccountPageProps, shown: Set<AccountForm>): string[] {
  const messages: string[] = []
  for (const [form, result] of Object.entries(props.results ?? {}) as [AccountForm, SubmissionResult<string[]> | undefined][]) {
    if (!result || shown.has(form)) continue
    for (const list of Object.values(result.error ?? {})) for (const message of list ?? []) if (!messages.includes(message)) messages.push(message)
  }
  return messages
}

/** Akun Saya: the staff member's own name, password and two-step verification. */
export default function AccountPage({ props }: { props: AccountPageProps }) {
  const { account, twoFactor, results } = props
  // Until an account that must use two-step verification has it, only that is offered.
  const gated = twoFactor.required && !twoFactor.enabled && !props.recoveryCodes
  const orphans = orphanMessages(props, shownForms(props, gated))
  return (
    <div className="page-stack account-page">
      <div className="page-head">
        <h1>Akun Saya</h1>
      </div>
      {gated ? (
        <div className="alert alert-info" role="status">
          <p>{TWO_FACTOR_MESSAGES.required}</p>
        </div>
      ) : null}
      {orphans.length ? (
        <div className="alert alert-error" role="alert">
          {orphans.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="account-grid">
        {gated ? null : (
          <>
            <section className="panel" aria-labelledby="account-profile-title">
              <h2 id="account-profile-title">Profil</h2>
              <dl className="account-facts">
                <dt>Email</dt>
                <dd>{account.email}</dd>
                <dt>Peran</dt>
                <dd>{STAFF_ROLE_LABELS[account.role] ?? account.role}</dd>
              </dl>
              <NameForm account={account} result={results?.name} />
            </section>
            <section className="panel" aria-labelledby="account-password-title">
              <h2 id="account-password-title">Kata sandi</h2>
              <PasswordForm result={results?.password} />
            </section>
          </>
        )}
        <section className="panel two-factor-panel" aria-labelledby="two-factor-title">
          <h2 id="two-factor-title">Verifikasi dua langkah</h2>
          <TwoFactorSection props={props} />
        </section>
      </div>
    </div>
  )
}
