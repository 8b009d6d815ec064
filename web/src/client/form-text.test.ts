/**
 * The form scripts' own lines (web/src/i18n/ui-form-scripts.ts): the form carries them
 * in the page's language, and where the server writes the same thing (a refusal, the CV's
 * checks) they are the server's words, in English those of the reviewed table
 * (shared/i18n/form-messages-en.ts). The scripts' early CV check is the server's. That the
 * application's `notSent` line is the server's refusal is checked beside the server
 * (functions/src/collections/applications/public-routes.test.ts): browser code never imports it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { englishFormMessage } from '../../../shared/i18n/form-messages-en'
import { CV_MAX_BYTES } from '../../../shared/schemas/limits'
import { precheckUpload, UPLOAD_RULES } from '../../../shared/schemas/uploads'
import { UI } from '../i18n/ui'
import { formatFileSize } from '../../../shared/file-size'
import { precheckCv } from './cv-precheck'

const { inquiry, application } = { inquiry: { id: UI.id.formScripts.inquiry, en: UI.en.formScripts.inquiry }, application: { id: UI.id.formScripts.application, en: UI.en.formScripts.application } }

describe('the form scripts’ lines', () => {
  it('say what the server also says in its words, in each language', () => {
    const cv = UPLOAD_RULES.application_cvs.messages
    for (const [lines, key, indonesian] of [
      [application, 'cvType', cv.type],
      [application, 'cvSize', cv.size],
      [application, 'cvCorrupt', cv.corrupt],
      [inquiry, 'tooLarge', inquiry.id.tooLarge],
    ] as const) {
      expect((lines.id as Record<string, string>)[key], key).toBe(indonesian)
      expect((lines.en as Record<string, string>)[key], key).toBe(englishFormMessage(indonesian))
    }
  })

  it('are written in both languages, differently, with the same blanks', () => {
    for (const lines of [inquiry, application]) {
      for (const [key, indonesian] of Object.entries(lines.id)) {
        const english = (lines.en as Record<string, string>)[key]!
        expect(english, key).not.toBe(indonesian)
        expect(english.match(/\{\w+\}/g), key).toEqual(indonesian.match(/\{\w+\}/g))
      }
    }
  })

  it('note a kept CV as the form shown again by the server does', () => {
    for (const lang of ['id', 'en'] as const) {
      const size = formatFileSize(1_300_000, lang)
      const form = UI[lang].applicationForm
      expect(application[lang].keptCv.replace('{name}', 'CV Jane.pdf').replace('{size}', size)).toBe(`${form.keptCv('CV Jane.pdf', size)}${form.help.cv}`)
    }
    expect(formatFileSize(1_300_000, 'id')).toBe('1,2 MB')
    expect(formatFileSize(1_300_000, 'en')).toBe('1.2 MB')
  })
})

describe('the application script’s CV check before sending', () => {
  it('is the server’s early check, message for message', () => {
    const file = fc.record({
      name: fc.oneof(fc.string(), fc.constantFrom('CV.pdf', 'cv.PDF', 'cv.docx', 'cv', '.pdf', 'a.pdf.exe')),
      type: fc.oneof(fc.string(), fc.constantFrom('application/pdf', 'image/png', '')),
      size: fc.oneof(fc.nat(), fc.constantFrom(0, 1, CV_MAX_BYTES, CV_MAX_BYTES + 1)),
    })
    fc.assert(
      fc.property(file, (f) => {
        const problem = precheckCv(f, CV_MAX_BYTES)
        expect(problem ? application.id[problem] : null).toBe(precheckUpload('application_cvs', f))
      }),
    )
  })
})
