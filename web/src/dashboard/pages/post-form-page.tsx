/** Placeholder until this page is built. */
export default function PostFormPage(_: { props: unknown }) {
  return <p>Halaman ini sedang disiapkan.</p>
}
