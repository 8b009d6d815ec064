/** Placeholder until this page is built. */
export default function StaffPage(_: { props: unknown }) {
  return <p>Halaman ini sedang disiapkan.</p>
}
