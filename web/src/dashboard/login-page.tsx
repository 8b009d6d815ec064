import type { FirebaseWebConfig } from '../../../shared/browser-config'
import { jsonForScript } from '../components/document'
import { BrandMark } from './components/app-shell'
import type { DashboardBrand } from './types'
import { FIREBASE_LOGIN_CONFIG_ID, LOGIN_MESSAGES } from '../../../shared/login-messages'

/**
 * The sign-in page, in its own layout (spec section 2). With the password method (embedded
 * backend) it works without JavaScript. With Firebase Authentication the password goes from
 * the browser to Firebase (firebase-login.ts), so the page needs JavaScript and says so.
 */
export interface LoginPageProps {
  email?: string
  next?: string
  /** A message for the whole form (wrong credentials, slowed down). */
  error?: string
  fieldErrors?: { email?: string; password?: string }
  /** Shown above the form (signed out, session expired). */
  info?: string
  /** Firebase mode: the browser SDK's configuration and the sign-in script's URL. */
  firebase?: { config: FirebaseWebConfig; script?: string }
  /** The firm (site settings); without it the page says "Dasbor". */
  brand?: DashboardBrand | null
}

export function LoginPage({ email, next, error, fieldErrors = {}, info, firebase, brand }: LoginPageProps) {
  return (
    <div className="login-layout">
      <main className="login-card" id="main">
        <p className="login-brand">
          <BrandMark brand={brand} /> {brand?.name || 'Dasbor'}
        </p>
        <h1>Masuk ke dasbor</h1>
        {info ? (
          <p className="alert alert-info" role="status">
            {info}
          </p>
        ) : null}
        {firebase ? (
          <noscript>
            <p className="alert alert-info">{LOGIN_MESSAGES.needsJavaScript}</p>
          </noscript>
        ) : null}
        {firebase ? (
          // Always present, so messages the script puts in it are announced.
          <div role="alert" id="login-alert">
            {error ? (
              <div className="alert alert-error" id="login-error">
                <p>{error}</p>
              </div>
            ) : null}
          </div>
        ) : error ? (
          <div className="alert alert-error" role="alert" id="login-error">
            <p>{error}</p>
          </div>
        ) : null}
        <form method="post" action="/login" id="login-form" noValidate>
          {next ? <input type="hidden" name="next" value={next} /> : null}
          <div className={`form-field${fieldErrors.email ? ' has-error' : ''}`}>
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? 'login-email-error' : error ? 'login-error' : undefined}
            />
            <div className="field-error" id="login-email-error">
              {fieldErrors.email ? <p>{fieldErrors.email}</p> : null}
            </div>
          </div>
          <div className={`form-field${fieldErrors.password ? ' has-error' : ''}`}>
            <label htmlFor="login-password">Kata sandi</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
            />
            <div className="field-error" id="login-password-error">
              {fieldErrors.password ? <p>{fieldErrors.password}</p> : null}
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-block">
            Masuk
          </button>
        </form>
        {firebase ? (
          // Shown by firebase-login.ts when Firebase asks for the second factor (decision 32).
          <section id="login-second-step" hidden aria-labelledby="login-second-step-title">
            <h2 id="login-second-step-title">Verifikasi dua langkah</h2>
            <form id="login-code-form" noValidate>
              <div className="form-field">
                <label htmlFor="login-code">Kode</label>
                <p className="field-help" id="login-code-help">
                  Buka aplikasi autentikator di ponsel Anda dan masukkan kode 6 angka yang tampil.
                </p>
                <input id="login-code" name="code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={12} className="code-input" aria-describedby="login-code-help" />
                <div className="field-error" id="login-code-error"></div>
              </div>
              <button type="submit" className="btn btn-primary btn-block">
                Verifikasi
              </button>
            </form>
            <details className="second-step-help">
              <summary>Tidak bisa memakai ponsel?</summary>
              <p>
                Masukkan salah satu kode pemulihan yang Anda simpan saat mengaktifkan verifikasi dua langkah. Setelah masuk dengan kode pemulihan, verifikasi dua
                langkah dimatikan dan Anda diminta mendaftarkan ponsel lagi.
              </p>
              <form method="post" action="/login/recovery" id="login-recovery-form">
                {next ? <input type="hidden" name="next" value={next} /> : null}
                <input type="hidden" name="email" value="" />
                <input type="hidden" name="password" value="" />
                <div className="form-field">
                  <label htmlFor="login-recovery-code">Kode pemulihan</label>
                  <input id="login-recovery-code" name="code" type="text" autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={40} className="code-input" />
                </div>
                <button type="submit" className="btn btn-block">
                  Masuk dengan kode pemulihan
                </button>
              </form>
              <p>Tidak punya kode pemulihan lagi? Hubungi admin kantor untuk mengatur ulang verifikasi dua langkah akun Anda.</p>
            </details>
          </section>
        ) : null}
        <p className="login-help">
          <a href="/login/forgot">Lupa kata sandi?</a>
        </p>
        <p className="login-back">
          <a href="/">← Kembali ke situs</a>
        </p>
        {firebase ? (
          <>
            <script type="application/json" id={FIREBASE_LOGIN_CONFIG_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(firebase.config) }} />
            {firebase.script ? <script type="module" src={firebase.script} /> : null}
          </>
        ) : null}
      </main>
    </div>
  )
}
