import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES } from '.'
import { MSG } from '../schemas/messages'
import { APPLICATION_MSG, applicationFormSchema, applications, COVER_LETTER_MAX } from './applications'
import { PRIVATE_COLLECTIONS } from './private'

const valid = { name: ' Sari  Wulandari ', email: 'sari@example.test', phone: '0812 3456 7890', linkedinUrl: '', coverLetter: '', consent: 'ya' }

const messages = (input: Record<string, unknown>) => {
  const result = applicationFormSchema.safeParse(input)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))
}

describe('applications module', () => {
  it('is registered and private: staff-only, no search, no render-cache clearing', () => {
    expect(COLLECTION_MODULES.applications).toBe(applications)
    expect(PRIVATE_COLLECTIONS.has('applications')).toBe(true)
    expect(applications.searchable).toBe(false)
    expect(applications.uploads).toEqual({ cv: 'application_cvs' })
    expect(applications.spec.indexed).toEqual(expect.arrayContaining(['openingId', 'status', 'unread', 'emailKey', 'mailDue']))
  })

  it('parses the public form without the CV (sent as a file): tidy name, phone in E.164, LinkedIn optional', () => {
    expect(applicationFormSchema.parse(valid)).toEqual({ name: 'Sari Wulandari', email: 'sari@example.test', phone: '+6281234567890', linkedinUrl: '', coverLetter: '', consent: 'ya' })
    expect(applicationFormSchema.parse({ ...valid, linkedinUrl: 'https://id.linkedin.com/in/sari-wulandari/?trk=x' }).linkedinUrl).toBe('https://www.linkedin.com/in/sari-wulandari')
  })

  it('answers each field with its Indonesian message', () => {
    expect(messages({ name: '', email: 'bukan-email', phone: '', linkedinUrl: 'https://example.test/sari', coverLetter: 'x'.repeat(COVER_LETTER_MAX + 1) })).toEqual({
      name: APPLICATION_MSG.nameRequired,
      email: MSG.emailInvalid,
      phone: APPLICATION_MSG.phoneRequired,
      linkedinUrl: MSG.linkedin('https://www.linkedin.com'),
      coverLetter: APPLICATION_MSG.coverLetterMax,
      consent: APPLICATION_MSG.consent,
    })
    expect(messages({ ...valid, email: '' })).toEqual({ email: APPLICATION_MSG.emailRequired })
    expect(messages({ ...valid, consent: 'on' })).toEqual({ consent: APPLICATION_MSG.consent })
  })

  it('refuses control characters in one-line fields', () => {
    expect(Object.keys(messages({ ...valid, name: 'Sari\u0000' }))).toEqual(['name'])
  })
})
