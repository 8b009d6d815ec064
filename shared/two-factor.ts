/**
 * Two-step verification (docs/decisions/0032-two-step-verification.md): the fixed
 * parameters and the messages shared by the server and the browser.
 */

/** RFC 6238 as authenticator apps expect it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/**
 * Codes of the step before and after the current one are taken too (RFC 6238 section 5.2
 * recommends at most one step of delay): a phone's clock a little off, a code typed as it turns.
 */
export const TOTP_WINDOW = 1

/** Recovery codes made at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10

/** How the second step may be typed: 6 digits, or a recovery code `xxxx-xxxx-xxxx`. */
export const SECOND_STEP_CODE_MAX = 40

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Kode harus diisi',
  codeFormat: 'Masukkan 6 angka dari aplikasi autentikator, atau salah satu kode pemulihan.',
  totpFormat: 'Kode harus terdiri dari 6 angka.',
  wrongCode: 'Kode salah atau sudah kedaluwarsa. Masukkan kode yang sedang tampil di aplikasi autentikator.',
  codeReused: 'Kode ini sudah dipakai. Tunggu kode berikutnya di aplikasi autentikator.',
  wrongRecoveryCode: 'Kode pemulihan salah atau sudah pernah dipakai.',
  pendingExpired: 'Waktu untuk memasukkan kode sudah habis. Silakan masuk kembali.',
  tooManyCodes: 'Terlalu banyak kode yang salah. Silakan masuk kembali dengan kata sandi.',
  required: 'Admin mewajibkan verifikasi dua langkah untuk semua akun. Aktifkan verifikasi dua langkah untuk melanjutkan.',
  requiredCannotTurnOff: 'Admin mewajibkan verifikasi dua langkah untuk semua akun, sehingga tidak dapat dimatikan.',
  noEnrolment: 'Pendaftaran aplikasi autentikator belum dimulai atau sudah berakhir. Mulai lagi.',
  alreadyOn: 'Verifikasi dua langkah sudah aktif.',
  notOn: 'Verifikasi dua langkah tidak aktif.',
  wrongPassword: 'Kata sandi salah.',
} as const
