import type { ReactNode } from 'react'
import type { Lang } from '../../../../shared/i18n/langs'

/**
 * The SEO fields of a form as one group: named by its legend, with what happens when
 * they are left empty, and the preview of a search result and a shared link under them.
 */
export function SeoSection({ lang = 'id', children }: { lang?: Lang; children: ReactNode }) {
  const helpId = `seo-section-${lang}-help`
  return (
    <fieldset className="form-section seo-section" aria-describedby={helpId}>
      <legend>{lang === 'en' ? 'Mesin pencari dan berbagi (English)' : 'Mesin pencari dan berbagi'}</legend>
      <p id={helpId} className="field-help">
        Opsional. Bila dikosongkan, halaman memakai judul, ringkasan, dan gambarnya sendiri seperti biasa.
      </p>
      {children}
    </fieldset>
  )
}
