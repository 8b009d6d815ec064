/** Placeholder until this page is built. */
export default function PostListPage(_: { props: unknown }) {
  return <p>Halaman ini sedang disiapkan.</p>
}
