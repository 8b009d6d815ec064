import type { OrderingType } from '../../../../../shared/schemas/types'
import { ORDERING_NAMES } from '../../../../../shared/collections/orderings'
import { SECTION_ANCHORS } from '../../../../../shared/order-section-anchors'
import { Field } from '../../components/field'
import { OrderSection, type OrderItem } from '../../components/order-section'
import { submitOnChange } from '../../components/submit-on-change'

export type { OrderItem }

/** One ordering as the page edits it. */
export interface OrderSectionData {
  type: OrderingType
  key: string | null
  /** The stored version (0: never saved), sent back to refuse a stale save. */
  version: number
  /** In their order. */
  items: OrderItem[]
  /** For the sections that choose what is shown: what could be added. */
  available?: OrderItem[]
  /** Why the last save of this section was refused. */
  error?: string
}

export interface OrderSettingsPageProps {
  /** Where the forms post, carrying `?area=` so the page comes back as it was. */
  action: string
  attorneys: OrderSectionData
  homeAttorneys: OrderSectionData
  /** Every practice area, in the order the site lists them. */
  practiceAreas: OrderSectionData
  /** For the picker of the per-area order, in the site's order. */
  areas: { id: string; name: string }[]
  /** The practice area whose order is shown, and that order (null when there are no areas). */
  area: { id: string; name: string } | null
  areaSection: OrderSectionData | null
  homePinned: OrderSectionData
}

/**
 * /dashboard/profiles/order-settings: the order of attorneys on /attorneys, which attorneys
 * the home page shows and in what order, the order of the practice areas, each practice
 * area's order, and the pinned home content. Each section is its own form; the order is sent
 * as repeated `ids`.
 */
export default function OrderSettingsPage({ props }: { props: OrderSettingsPageProps }) {
  const { action, attorneys, homeAttorneys, practiceAreas, areas, area, areaSection, homePinned } = props
  return (
    <div className="page-stack order-page">
      <div className="page-head">
        <h1>Urutan &amp; Sorotan</h1>
        <a className="btn btn-quiet" href="/dashboard/profiles">
          Kembali ke profil
        </a>
      </div>
      <p className="order-intro">
        Seret baris dengan pegangan <span aria-hidden="true">⠿</span> (atau fokuskan pegangan, tekan Spasi, lalu panah atas/bawah), atau
        gunakan tombol Naik dan Turun. Perubahan tampil di situs setelah Anda menekan <strong>Simpan urutan</strong>.
      </p>
      <nav className="order-toc" aria-label="Bagian halaman ini">
        <ul>
          <li>
            <a href={`#${SECTION_ANCHORS.attorneys}`}>{ORDERING_NAMES.attorneys}</a>
          </li>
          <li>
            <a href={`#${SECTION_ANCHORS.home_attorneys}`}>{ORDERING_NAMES.home_attorneys}</a>
          </li>
          <li>
            <a href={`#${SECTION_ANCHORS.practice_areas}`}>{ORDERING_NAMES.practice_areas}</a>
          </li>
          <li>
            <a href={`#${SECTION_ANCHORS.practice_area_attorneys}`}>{ORDERING_NAMES.practice_area_attorneys}</a>
          </li>
          <li>
            <a href={`#${SECTION_ANCHORS.home_pinned}`}>{ORDERING_NAMES.home_pinned}</a>
          </li>
        </ul>
      </nav>

      <OrderSection
        anchor={SECTION_ANCHORS.attorneys}
        title={ORDERING_NAMES.attorneys}
        description="Urutan advokat di halaman Advokat. Advokat baru yang belum diurutkan tampil di akhir, menurut nama."
        action={action}
        data={attorneys}
        itemNoun="advokat"
        empty="Belum ada advokat. Tambahkan profil berjenis Advokat terlebih dahulu."
      />

      <OrderSection
        anchor={SECTION_ANCHORS.home_attorneys}
        title={ORDERING_NAMES.home_attorneys}
        description="Hanya advokat dalam daftar ini yang tampil di beranda, dalam urutan ini."
        action={action}
        data={homeAttorneys}
        itemNoun="advokat"
        empty="Belum ada advokat yang tampil di beranda. Tambahkan dari daftar di bawah."
        availableTitle="Advokat lain"
        addLabel="Tambahkan ke beranda"
        removeLabel="Keluarkan dari beranda"
        availableEmpty="Semua advokat sudah tampil di beranda."
      />

      <OrderSection
        anchor={SECTION_ANCHORS.practice_areas}
        title={ORDERING_NAMES.practice_areas}
        description="Urutan bidang praktik di halaman Bidang Praktik, di beranda, dan pada filter di halaman Advokat. Bidang praktik baru yang belum diurutkan tampil di akhir, menurut nama."
        action={action}
        data={practiceAreas}
        itemNoun="bidang praktik"
        empty="Belum ada bidang praktik."
      />

      <section className="panel order-section" id={SECTION_ANCHORS.practice_area_attorneys} aria-labelledby="order-area-title">
        <h2 id="order-area-title">{ORDERING_NAMES.practice_area_attorneys}</h2>
        <p className="field-help">Urutan advokat di halaman Bidang Praktik. Pilih bidang praktik, lalu susun advokatnya.</p>
        {areas.length === 0 ? (
          <p className="empty">Belum ada bidang praktik.</p>
        ) : (
          <form className="list-toolbar order-area-picker" method="get" action="/dashboard/profiles/order-settings" onChange={submitOnChange}>
            <Field label="Bidang praktik" htmlFor="order-area">
              <select id="order-area" name="area" defaultValue={area?.id ?? ''}>
                {areas.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
            <div className="inline-actions">
              <button type="submit" className="btn">
                Tampilkan
              </button>
            </div>
          </form>
        )}
        {area && areaSection ? (
          <OrderSection
            key={area.id}
            embedded
            anchor={`${SECTION_ANCHORS.practice_area_attorneys}-daftar`}
            title={`Advokat bidang ${area.name}`}
            action={action}
            data={areaSection}
            itemNoun="advokat"
            empty="Belum ada advokat di bidang praktik ini. Pilih bidang praktik di profil advokat."
          />
        ) : null}
      </section>

      <OrderSection
        anchor={SECTION_ANCHORS.home_pinned}
        title={ORDERING_NAMES.home_pinned}
        description="Blog dan publikasi yang disorot di beranda, dalam urutan ini. Konten terjadwal baru tampil setelah tanggal terbitnya."
        action={action}
        data={homePinned}
        itemNoun="konten"
        empty="Belum ada konten yang disorot. Tambahkan dari daftar di bawah."
        availableTitle="Blog dan publikasi"
        addLabel="Sorot"
        removeLabel="Lepas sorotan"
        availableEmpty="Tidak ada blog atau publikasi lain."
        searchable
      />
    </div>
  )
}
