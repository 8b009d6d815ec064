import { describe, expect, it } from 'vitest'
import { escapeHtml, fillPlaceholders, missingPrivacySections, periodText, PRIVACY_REQUIRED_SECTIONS, unknownPlaceholders } from './legal-pages'
import { PAGE_MODULES } from './pages'

const ALL = PRIVACY_REQUIRED_SECTIONS.map((heading) => `<h2>${heading}</h2><p>Isi.</p>`).join('')

describe('the privacy notice’s required sections', () => {
  it('finds each heading whatever its case, spacing, tag level or marks inside', () => {
    expect(missingPrivacySections(ALL)).toEqual([])
    expect(missingPrivacySections(ALL.replace('<h2>Hak Anda</h2>', '<h3 id="hak">hak  <strong>anda</strong>:</h3>'))).toEqual([])
    expect(missingPrivacySections(ALL.replace('<h2>Hak Anda</h2>', '<p>Hak Anda</p>'))).toEqual(['Hak Anda'])
    expect(missingPrivacySections('<p>Kosong.</p>')).toEqual([...PRIVACY_REQUIRED_SECTIONS])
  })

  it('reads a notice of unclosed headings in one pass', () => {
    const hostile = '<h2>'.repeat(400_000)
    const started = performance.now()
    expect(missingPrivacySections(hostile)).toHaveLength(PRIVACY_REQUIRED_SECTIONS.length)
    expect(unknownPlaceholders('{{a'.repeat(300_000))).toEqual([])
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('is a rule of the page’s form: the message names the missing section', () => {
    const parsed = PAGE_MODULES.privacy.formSchema.safeParse({ privacyBody: `${ALL.replace('<h2>Lamaran kerja</h2>', '')}<p>${'Teks. '.repeat(30)}</p>` })
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([expect.stringContaining('Bagian wajib “Lamaran kerja” tidak ada')])
    expect(PAGE_MODULES.privacy.formSchema.safeParse({ privacyBody: `${ALL}<p>${'Teks. '.repeat(30)}</p>` }).success).toBe(true)
  })
})

describe('placeholders', () => {
  it('fills the known ones, leaves and reports an unknown one', () => {
    const values = { nama_firma: escapeHtml('A & B'), email_kantor: '', retensi_pertanyaan: periodText(1, 'en', 'month'), retensi_lamaran: periodText(6, 'id', 'month'), hari_konfirmasi: periodText(8, 'en', 'day'), hari_berhenti: '', retensi_statistik: periodText(25, 'id', 'month'), retensi_acara: periodText(12, 'en', 'month') }
    expect(fillPlaceholders('<p>{{nama_firma}} keeps it {{ retensi_pertanyaan }}, {{retensi_lamaran}}, {{hari_konfirmasi}}, {{retensi_statistik}}, {{retensi_acara}}, {{retensi}}</p>', values)).toBe('<p>A &amp; B keeps it 1 month, 6 bulan, 8 days, 25 bulan, 12 months, {{retensi}}</p>')
    expect(unknownPlaceholders('{{retensi}} {{nama_firma}} {{retensi}}')).toEqual(['retensi'])
  })
})
