import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../shared/schemas/staff'
import { BrandMark } from './components/app-shell'
import type { DashboardBrand } from './types'

/**
 * **Lupa kata sandi?** and the page of an invitation or reset link (docs/decisions/0049), in the
 * sign-in page's layout. Rendered on the server; they work without JavaScript.
 */

function Card({ brand, title, children }: { brand?: DashboardBrand | null; title: string; children: React.ReactNode }) {
  return (
    <div className="login-layout">
      <main className="login-card" id="main">
        <p className="login-brand">
          <BrandMark brand={brand} /> {brand?.name || 'Dasbor'}
        </p>
        <h1>{title}</h1>
        {children}
        <p className="login-back">
          <a href="/login">← Kembali ke halaman masuk</a>
        </p>
      </main>
    </div>
  )
}

export interface ForgotPasswordPageProps {
  email?: string
  /** The request was taken: the same words whether the address has an account or not. */
  sent?: boolean
  error?: string
  fieldError?: string
  brand?: DashboardBrand | null
}

/** The same answer for every address, so the page never tells which emails have accounts. */
export const FORGOT_SENT_MESSAGE =
  'Jika email itu terdaftar sebagai akun staf, tautan untuk mengatur ulang kata sandi sudah dikirim ke sana. Tautan berlaku 1 jam. Periksa juga folder spam.'

export function ForgotPasswordPage({ email, sent, error, fieldError, brand }: ForgotPasswordPageProps) {
  return (
    <Card brand={brand} title="Lupa kata sandi?">
      {sent ? (
        <p className="alert alert-ok" role="status">
          {FORGOT_SENT_MESSAGE}
        </p>
      ) : (
        <p>Masukkan email akun staf Anda. Kami mengirim tautan untuk membuat kata sandi baru.</p>
      )}
      {error ? (
        <div className="alert alert-error" role="alert" id="forgot-error">
          <p>{error}</p>
        </div>
      ) : null}
      <form method="post" action="/login/forgot" id="forgot-form" noValidate>
        <div className={`form-field${fieldError ? ' has-error' : ''}`}>
          <label htmlFor="forgot-email">Email</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={email}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'forgot-email-error' : undefined}
          />
          <div className="field-error" id="forgot-email-error">
            {fieldError ? <p>{fieldError}</p> : null}
          </div>
        </div>
        <button type="submit" className="btn btn-primary btn-block">
          Kirim tautan
        </button>
      </form>
    </Card>
  )
}

export interface SetPasswordPageProps {
  /** The link's path (its token), where the form posts. */
  action: string
  email: string
  purpose: 'invite' | 'reset'
  error?: string
  fieldErrors?: { newPassword?: string; confirmPassword?: string }
  brand?: DashboardBrand | null
}

export function SetPasswordPage({ action, email, purpose, error, fieldErrors = {}, brand }: SetPasswordPageProps) {
  const field = (name: 'newPassword' | 'confirmPassword', label: string, help?: string) => {
    const id = `set-password-${name}`
    const message = fieldErrors[name]
    const described = [help ? `${id}-help` : undefined, message ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined
    return (
      <div className={`form-field${message ? ' has-error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {help ? (
          <p className="field-help" id={`${id}-help`}>
            {help}
          </p>
        ) : null}
        <input
          id={id}
          name={name}
          type="password"
          autoComplete="new-password"
          required
          minLength={STAFF_PASSWORD_MIN}
          maxLength={STAFF_PASSWORD_MAX}
          aria-invalid={message ? true : undefined}
          aria-describedby={described}
        />
        <div className="field-error" id={`${id}-error`}>
          {message ? <p>{message}</p> : null}
        </div>
      </div>
    )
  }
  return (
    <Card brand={brand} title={purpose === 'invite' ? 'Buat kata sandi Anda' : 'Atur ulang kata sandi'}>
      <p>
        Akun: <strong>{email}</strong>
      </p>
      {error ? (
        <div className="alert alert-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      <form method="post" action={action} id="set-password-form" noValidate>
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        {field('newPassword', 'Kata sandi baru', `Minimal ${STAFF_PASSWORD_MIN} karakter.`)}
        {field('confirmPassword', 'Ulangi kata sandi baru')}
        <button type="submit" className="btn btn-primary btn-block">
          Simpan kata sandi
        </button>
      </form>
    </Card>
  )
}

/** A link unknown, used, expired, or of a disabled account: one page for all, saying what to do. */
export function LinkExpiredPage({ brand }: { brand?: DashboardBrand | null }) {
  return (
    <Card brand={brand} title="Tautan tidak berlaku">
      <div className="alert alert-error" role="alert">
        <p>Tautan ini sudah dipakai atau sudah kedaluwarsa.</p>
      </div>
      <p>
        Minta tautan baru lewat <a href="/login/forgot">Lupa kata sandi?</a>, atau minta admin kantor mengirim ulang undangan Anda.
      </p>
    </Card>
  )
}
