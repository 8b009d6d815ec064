import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConsentField, publicFormParts, TextField } from './public-form-parts'

describe('the public forms’ shared markup', () => {
  it('ties a field to its help and its message, and marks it while it has one', () => {
    const parts = publicFormParts('daftar', 'id', { email: ['Alamat email tidak valid.'] })
    const html = renderToStaticMarkup(
      <TextField parts={parts} name="email" label="Email" mark={{ kind: 'required', text: 'wajib' }} required help="Alamat kantor." defaultValue="x" maxLength={254} type="email" autoComplete="email" />,
    )
    expect(html).toContain('<div class="form-field has-error">')
    expect(html).toContain('<span class="required-mark" aria-hidden="true">wajib</span>')
    expect(html).toContain('aria-required="true" aria-invalid="true" aria-describedby="daftar-email-help daftar-email-error"')
    expect(html).toContain('<p class="field-error" id="daftar-email-error" data-error-for="email">Alamat email tidak valid.</p>')
    // Without a message or help: no mark of an error, the message line kept empty for the script.
    const quiet = renderToStaticMarkup(<TextField parts={parts} name="phone" label="Telepon" mark={null} required={false} defaultValue="" maxLength={40} type="tel" autoComplete="tel" />)
    expect(quiet).toContain('<div class="form-field">')
    expect(quiet).not.toContain('aria-required')
    expect(quiet).toContain('aria-describedby="daftar-phone-error"')
    expect(quiet).toContain('<p class="field-error" id="daftar-phone-error" data-error-for="phone"></p>')
  })

  it('says a server message in English on an English page, and keeps an untranslated one marked Indonesian', () => {
    const parts = publicFormParts('join', 'en', { email: ['Alamat email tidak valid'], consent: ['Pesan yang belum diterjemahkan.'] })
    const html = renderToStaticMarkup(<ConsentField parts={parts} checked={false} before="I agree, as set out in the " privacyHref="/en/privacy" privacyText="Privacy Policy" />)
    expect(renderToStaticMarkup(<>{parts.fieldError('email')}</>)).toContain('>This email address is not valid</p>')
    expect(html).toContain('lang="id">Pesan yang belum diterjemahkan.</p>')
    expect(html).toContain('<a href="/en/privacy">Privacy Policy</a>.')
    expect(html).toContain('class="form-field form-check has-error"')
  })
})
