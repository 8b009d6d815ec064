import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Field } from './field'

const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node)

// The route and browser tests find a field's message through these exact shapes
// (posts.test.ts, dashboard.e2e.test.ts, the fuzz suite's field-error containers).
describe('Field', () => {
  it('labels one control, marks it required, and gives help and errors their ids', () => {
    expect(
      html(
        <Field label="Judul" htmlFor="f-title" errorId="f-title-error" errors={['Judul harus diisi']} help="Singkat saja." helpId="f-title-help" required>
          <input id="f-title" />
        </Field>,
      ),
    ).toBe(
      '<div class="form-field has-error"><label for="f-title">Judul<span class="required" aria-hidden="true"> *</span></label>' +
        '<p class="field-help" id="f-title-help">Singkat saja.</p><input id="f-title"/>' +
        '<div class="field-error" id="f-title-error" aria-live="polite"><p>Judul harus diisi</p></div></div>',
    )
  })

  it('keeps an empty error region to announce later messages, and adds classes after form-field', () => {
    expect(html(<Field label="Tanggal" htmlFor="d" errorId="d-error" className="date-field"><input id="d" /></Field>)).toBe(
      '<div class="form-field date-field"><label for="d">Tanggal</label><input id="d"/><div class="field-error" id="d-error" aria-live="polite"></div></div>',
    )
  })

  it('names a control that is not labelable by the label id, and has no error region without an error id', () => {
    expect(html(<Field label="Konten" labelId="c-label"><div aria-labelledby="c-label" /></Field>)).toBe(
      '<div class="form-field"><label id="c-label">Konten</label><div aria-labelledby="c-label"></div></div>',
    )
  })

  it('groups checkboxes in a fieldset named by a legend, described by its errors when invalid', () => {
    const group = (errors: string[]) => html(<Field group label="Tag" className="post-checkboxes" errorId="t-error" errors={errors}><ul /></Field>)
    expect(group([])).toBe('<fieldset class="form-field post-checkboxes"><legend>Tag</legend><ul></ul><div class="field-error" id="t-error" aria-live="polite"></div></fieldset>')
    expect(group(['Tag tidak dikenal'])).toBe(
      '<fieldset class="form-field post-checkboxes has-error" aria-describedby="t-error"><legend>Tag</legend><ul></ul>' +
        '<div class="field-error" id="t-error" aria-live="polite"><p>Tag tidak dikenal</p></div></fieldset>',
    )
  })
})
