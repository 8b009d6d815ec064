/**
 * Sign-in messages shared by the server (/login, /login/session) and the browser's Firebase
 * sign-in (web/src/dashboard/firebase-login.ts). Whatever was wrong with the credentials, one message: the form
 * never reveals which emails have accounts.
 */
/** The id of the JSON data block holding the Firebase browser configuration on the login page. */
export const FIREBASE_LOGIN_CONFIG_ID = 'firebase-login-config'

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Email atau kata sandi salah.',
  emailRequired: 'Email harus diisi',
  emailInvalid: 'Alamat email tidak valid',
  passwordRequired: 'Kata sandi harus diisi',
  tooManyRequests: 'Terlalu banyak percobaan masuk. Coba lagi beberapa saat lagi.',
  userDisabled: 'Akun ini dinonaktifkan. Hubungi admin kantor.',
  networkFailed: 'Tidak dapat terhubung ke layanan masuk. Periksa koneksi internet Anda.',
  notStaff: 'Akun ini tidak memiliki akses ke dasbor.',
  /** The ID token reached the server more than 5 minutes after the password was typed. */
  staleSignIn: 'Proses masuk terlalu lama. Silakan masuk kembali.',
  /** The server could not read the sign-in proof (tampered, expired, from another project). */
  invalidToken: 'Proses masuk tidak dapat diverifikasi. Silakan masuk kembali.',
  /** The account's sessions were ended (password reset) after this sign-in. */
  revoked: 'Sesi masuk ini sudah diakhiri. Silakan masuk kembali.',
  /** A sign-in without the second step for an account that has two-step verification on. */
  secondFactorRequired: 'Akun ini memakai verifikasi dua langkah. Masuk kembali dan masukkan kode dari aplikasi autentikator.',
  /** Firebase: the code field of the second step. */
  codeRequired: 'Kode harus diisi',
  codeFormat: 'Kode harus terdiri dari 6 angka.',
  wrongCode: 'Kode salah atau sudah kedaluwarsa. Masukkan kode yang sedang tampil di aplikasi autentikator.',
  /** Any other failure of the sign-in service. */
  serviceFailed: 'Layanan masuk sedang bermasalah. Coba lagi beberapa saat lagi.',
  /** Firebase mode without JavaScript: the password goes to Firebase from the browser only. */
  needsJavaScript: 'Masuk ke dasbor memerlukan JavaScript. Aktifkan JavaScript di peramban Anda, lalu muat ulang halaman ini.',
  busy: 'Sedang masuk…',
} as const
