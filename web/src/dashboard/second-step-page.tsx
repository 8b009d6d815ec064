import { SECOND_STEP_CODE_MAX } from '../../../shared/two-factor'
import { BrandMark } from './components/app-shell'
import type { DashboardBrand } from './types'

/**
 * The second step of a sign-in (embedded backend): after the right password, the code of the
 * authenticator app or a recovery code, in one field. Rendered on the server, works without
 * JavaScript. Nothing of the dashboard is reachable before it succeeds.
 */
export interface SecondStepPageProps {
  /** The account being signed in to (the password was right). */
  email: string
  next?: string
  /** A message for the whole form (wrong code, slowed down). */
  error?: string
  /** The field's own message (empty, not a code). */
  fieldError?: string
  brand?: DashboardBrand | null
}

export function SecondStepPage({ email, next, error, fieldError, brand }: SecondStepPageProps) {
  const describedBy = [fieldError ? 'second-step-code-error' : undefined, error ? 'second-step-error' : undefined, 'second-step-code-help'].filter(Boolean).join(' ')
  return (
    <div className="login-layout">
      <main className="login-card" id="main">
        <p className="login-brand">
          <BrandMark brand={brand} /> {brand?.name || 'Dasbor'}
        </p>
        <h1>Verifikasi dua langkah</h1>
        <p>
          Masuk sebagai <strong>{email}</strong>.
        </p>
        {error ? (
          <div className="alert alert-error" role="alert" id="second-step-error">
            <p>{error}</p>
          </div>
        ) : null}
        <form method="post" action="/login/two-factor" id="second-step-form" noValidate>
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <div className={`form-field${fieldError ? ' has-error' : ''}`}>
            <label htmlFor="second-step-code">Kode</label>
            <p className="field-help" id="second-step-code-help">
              Buka aplikasi autentikator di ponsel Anda dan masukkan kode 6 angka yang tampil.
            </p>
            <input
              id="second-step-code"
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={SECOND_STEP_CODE_MAX}
              required
              autoFocus
              className="code-input"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
            />
            <div className="field-error" id="second-step-code-error">
              {fieldError ? <p>{fieldError}</p> : null}
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-block">
            Verifikasi
          </button>
        </form>
        <details className="second-step-help">
          <summary>Tidak bisa memakai ponsel?</summary>
          <p>
            Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan verifikasi dua langkah (contoh: <code>k7m2-x9qp-4hfd</code>) di kolom Kode di atas.
            Setiap kode pemulihan hanya bisa dipakai sekali.
          </p>
          <p>Tidak punya kode pemulihan lagi? Hubungi admin kantor untuk mengatur ulang verifikasi dua langkah akun Anda.</p>
        </details>
        <form method="post" action="/logout" className="second-step-cancel">
          <button type="submit" className="btn btn-quiet">
            Batal dan kembali ke halaman masuk
          </button>
        </form>
      </main>
    </div>
  )
}
