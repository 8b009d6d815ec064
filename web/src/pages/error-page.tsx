/** Status messages by code (spec section 2): 404 is Page Not Found, everything else Internal Server Error. */
export function defaultStatusMessage(code: number): string {
  if (code === 404) return 'Page Not Found'
  if (code === 410) return 'Gone'
  if (code === 503) return 'Service Unavailable'
  return 'Internal Server Error'
}

export interface ErrorPageProps {
  /** Defaults to 500 (spec). */
  code?: number
  message?: string
  description?: string
  requestId?: string
  /** The failed page was in the dashboard: the way back leads there first. */
  staff?: boolean
}

/** What the visitor can do about it, by code: a server fault is not theirs, a refusal is not a fault. */
function hintFor(code: number): string {
  if (code === 404) return 'Halaman yang Anda cari tidak ditemukan. Mungkin alamatnya salah ketik atau halaman sudah dipindahkan.'
  if (code === 410) return 'Halaman ini tidak akan tersedia lagi. Silakan cari konten lain di situs kami.'
  if (code === 503) return 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi dalam beberapa saat.'
  if (code === 403) return 'Akun Anda tidak memiliki izin untuk membuka halaman ini. Hubungi admin bila Anda memerlukan akses.'
  if (code === 413) return 'Data yang dikirim terlalu besar untuk diproses.'
  if (code >= 400 && code < 500) return 'Permintaan ini tidak dapat diproses. Periksa kembali, lalu coba lagi.'
  return 'Terjadi kesalahan di server kami. Silakan coba lagi nanti.'
}

/** The error page: status code, status message and a description, with a way back. */
export function ErrorPage({ code = 500, message, description, requestId, staff }: ErrorPageProps) {
  const statusMessage = message ?? defaultStatusMessage(code)
  const hint = hintFor(code)
  return (
    <div className="container page error-page">
      <p className="error-code">{code}</p>
      <h1>{statusMessage}</h1>
      {description ? <p className="error-description">{description}</p> : null}
      <p>{hint}</p>
      {requestId ? (
        <p className="error-request-id">
          Kode permintaan: <code>{requestId}</code>
        </p>
      ) : null}
      <ul className="error-links">
        {staff ? (
          <li>
            <a href="/dashboard">Kembali ke dasbor</a>
          </li>
        ) : null}
        <li>
          <a href="/">Kembali ke beranda</a>
        </li>
        <li>
          <a href="/blogs">Baca blog kami</a>
        </li>
        <li>
          <a href="/contact-us">Hubungi kami</a>
        </li>
      </ul>
    </div>
  )
}
