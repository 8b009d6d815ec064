import { Breadcrumbs } from '../components/breadcrumbs'
import type { Breadcrumb } from '../components/head'
import { RichText } from '../components/rich-text'
import { useLang } from '../i18n/lang-context'

export interface DisclaimerPageProps {
  breadcrumbs: Breadcrumb[]
  /** The text staff saved under Halaman (or the default until then), its placeholders filled. */
  html: string
  /** Shown in Indonesian on the English page, for want of English. */
  fallback: boolean
}

/** /disclaimer: the whole disclaimer the footer's short one links to (decision 48). */
export function DisclaimerPage({ breadcrumbs, html, fallback }: DisclaimerPageProps) {
  const { t } = useLang()
  return (
    <div className="container page prose">
      <Breadcrumbs items={breadcrumbs} />
      <h1>{t.disclaimer.title}</h1>
      <RichText className="disclaimer-body" html={html} lang={fallback ? 'id' : undefined} />
    </div>
  )
}
