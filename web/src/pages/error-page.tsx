/** Status messages by code (spec section 2): 404 is Page Not Found, everything else Internal Server Error. */
export function defaultStatusMessage(code: number): string {
  if (code === 404) return 'Page Not Found'
  if (code === 503) return 'Service Unavailable'
  return 'Internal Server Error'
}

export interface ErrorPageProps {
  /** Defaults to 500 (spec). */
  code?: number
  message?: string
  description?: string
  requestId?: string
}

/** The error page: status code, status message and a description, with a way back. */
export function ErrorPage({ code = 500, message, description, requestId }: ErrorPageProps) {
  const statusMessage = message ?? defaultStatusMessage(code)
  const hint =
    code === 404
      ? 'Halaman yang Anda cari tidak ditemukan. Mungkin alamatnya salah ketik atau halaman sudah dipindahkan.'
      : code === 503
        ? 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi dalam beberapa saat.'
        : 'Terjadi kesalahan di server kami. Silakan coba lagi nanti.'
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
