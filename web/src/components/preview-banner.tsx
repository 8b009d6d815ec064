import type { PublishStatus } from '../../../shared/publish-rule'
import { formatJakartaDateTime } from '../dashboard/components/post-dates'

/** What a staff preview says about the item it shows. */
export interface PreviewInfo {
  /** Where the previewed version stands; `unsaved` is the form's text, not saved yet. */
  status: PublishStatus | 'unsaved'
  /** Back to the form (absent for an unsaved preview, opened in its own tab). */
  editHref?: string
  /** A publication's PDF through the dashboard, whatever its status. */
  downloadHref?: string
}

const SAYS: Record<PreviewInfo['status'], (at: string) => string> = {
  draft: () => 'Draf: belum tampil untuk pengunjung. Beginilah halamannya setelah diterbitkan.',
  unsaved: () => 'Belum disimpan: beginilah isian formulir ini tampil untuk pengunjung setelah disimpan dan diterbitkan.',
  scheduled: (at) => `Belum terbit: tampil untuk pengunjung mulai ${formatJakartaDateTime(at)}.`,
  published: () => 'Sudah terbit: beginilah pengunjung melihatnya.',
}

/** The banner above a page shown to staff as visitors would see it (never cached, never indexed). */
export function PreviewBanner({ preview, publishedAt }: { preview: PreviewInfo; publishedAt: string }) {
  return (
    <div className="preview-banner" role="note">
      <p>
        <strong>Pratinjau.</strong> {SAYS[preview.status](publishedAt)}
      </p>
      {preview.editHref ? <a href={preview.editHref}>Kembali ke penyunting</a> : null}
    </div>
  )
}
