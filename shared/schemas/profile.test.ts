import { describe, expect, it } from 'vitest'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { BIO_MIN, NAME_MAX } from './limits'
import { MSG } from './messages'
import { canonicalLinkedinUrl, LINKEDIN_HOST, LINKEDIN_PATTERN, PROFILE_MSG } from './profile'
import { profiles } from '../collections/profiles'
import { SETTINGS_MSG } from '../collections/settings'

const ProfileSchema = profiles.formSchema
import { NAMED_LINE_BREAKING_CHARACTERS } from './text-fields.fixtures'

const BIO = 'b'.repeat(BIO_MIN)

function valid(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Budi Santoso',
    slug: 'budi-santoso',
    position: 'Partner',
    kind: 'attorney',
    bio: BIO,
    ...overrides,
  }
}

/** The messages zod reports for one field. */
function errorsOf(input: Record<string, unknown>, field: string): string[] {
  const result = ProfileSchema.safeParse(input)
  if (result.success) return []
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message)
}

/** What a real form post goes through: Conform turns empty strings into "not sent". */
function submit(fields: Record<string, string | string[]>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v)
  const submission = parseWithZod(form, { schema: ProfileSchema })
  return { status: submission.status, error: submission.status === 'error' ? submission.error : undefined }
}

describe('ProfileSchema', () => {
  it('accepts a minimal profile and fills the optional fields', () => {
    const result = ProfileSchema.parse(valid())
    expect(result).toMatchObject({ email: '', phone: '', linkedinUrl: '', education: [], languages: [], practiceAreaIds: [] })
    expect(result.picture).toBeUndefined()
    expect(result.cv).toBeUndefined()
  })

  describe('bio (spec: min 100 characters)', () => {
    it('refuses 99 characters with the exact message', () => {
      expect(errorsOf(valid({ bio: 'b'.repeat(99) }), 'bio')).toEqual([MSG.bioMin])
      expect(MSG.bioMin).toBe('Panjang bio minimal 100 karakter')
    })
    it('accepts exactly 100', () => {
      expect(errorsOf(valid({ bio: 'b'.repeat(100) }), 'bio')).toEqual([])
    })
    it('does not count surrounding spaces', () => {
      expect(errorsOf(valid({ bio: `   ${'b'.repeat(99)}   ` }), 'bio')).toEqual([MSG.bioMin])
    })
    it('counts a line break typed by the user once, though browsers send it as CRLF', () => {
      const typed = `${'a'.repeat(49)}\r\n${'b'.repeat(49)}` // 99 characters as typed
      expect(errorsOf(valid({ bio: typed }), 'bio')).toEqual([MSG.bioMin])
      const enough = `${'a'.repeat(50)}\r\n\r\n${'b'.repeat(48)}`
      expect(ProfileSchema.parse(valid({ bio: enough })).bio).toBe(`${'a'.repeat(50)}\n\n${'b'.repeat(48)}`)
    })
    it('reports the same message when the bio is missing from the form', () => {
      const submission = submit({ name: 'Budi', slug: 'budi', position: 'Partner' })
      expect(submission.status).toBe('error')
      expect(submission.error?.bio).toEqual([MSG.bioMin])
    })
  })

  describe('slug', () => {
    it.each(['budi', 'budi-santoso', 'budi-santoso-2', 'a1-b2-c3'])('accepts %s', (slug) => {
      expect(errorsOf(valid({ slug }), 'slug')).toEqual([])
    })
    it.each(['Budi-Santoso', 'budi santoso', 'budi--santoso', '-budi', 'budi-', 'budi_santoso', 'bùdi', 'budi/santoso'])(
      'refuses %s with the exact message',
      (slug) => {
        expect(errorsOf(valid({ slug }), 'slug')).toEqual([MSG.slug])
      },
    )
    it('says the slug is required when empty', () => {
      expect(submit({ ...valid(), slug: '' } as Record<string, string>).error?.slug).toEqual([MSG.slugRequired])
    })
    it('uses the spec message word for word', () => {
      expect(MSG.slug).toBe('Slug hanya boleh mengandung huruf kecil, angka, dan tanda hubung')
    })
  })

  describe('LinkedIn URL (spec: {host}/in/john-doe)', () => {
    const message = 'URL LinkedIn harus seperti ini: https://www.linkedin.com/in/john-doe'
    it('has the exact message with the host', () => {
      expect(MSG.linkedin(LINKEDIN_HOST)).toBe(message)
    })
    it.each([
      ['https://www.linkedin.com/in/john-doe', 'https://www.linkedin.com/in/john-doe'],
      ['https://www.linkedin.com/in/john-doe/', 'https://www.linkedin.com/in/john-doe'],
      ['https://linkedin.com/in/budi-santoso-8a1b2c', 'https://www.linkedin.com/in/budi-santoso-8a1b2c'],
      ['https://id.linkedin.com/in/budisantoso', 'https://www.linkedin.com/in/budisantoso'],
      ['https://www.linkedin.com/in/john-doe?originalSubdomain=id', 'https://www.linkedin.com/in/john-doe'],
      ['  https://www.linkedin.com/in/john_doe  ', 'https://www.linkedin.com/in/john_doe'],
    ])('accepts %s and stores %s', (input, stored) => {
      const result = ProfileSchema.parse(valid({ linkedinUrl: input }))
      expect(result.linkedinUrl).toBe(stored)
      expect(result.linkedinUrl).toMatch(LINKEDIN_PATTERN)
    })
    it.each([
      'http://www.linkedin.com/in/john-doe',
      'www.linkedin.com/in/john-doe',
      'linkedin.com/in/john-doe',
      'https://www.linkedin.com/company/adiwarsa-lubis',
      'https://www.linkedin.com/in/',
      'https://www.linkedin.com/in/jd',
      'https://www.linkedin.com/in/john doe',
      'https://www.linkedin.com/in/john-doe/details/experience',
      'https://www.linkedin.com.evil.example/in/john-doe',
      'https://evil.example/?https://www.linkedin.com/in/john-doe',
      'https://www.facebook.com/in/john-doe',
      'john-doe',
    ])('refuses %s with the exact message', (linkedinUrl) => {
      expect(errorsOf(valid({ linkedinUrl }), 'linkedinUrl')).toEqual([message])
    })
    it('is optional', () => {
      expect(submit({ ...valid(), linkedinUrl: '' } as Record<string, string>).status).toBe('success')
      expect(canonicalLinkedinUrl('')).toBeNull()
    })
  })

  describe('email', () => {
    it.each(['budi@example.test', 'budi.santoso+kantor@adiwarsa.co.id'])('accepts %s', (email) => {
      expect(errorsOf(valid({ email }), 'email')).toEqual([])
    })
    it.each(['budi', 'budi@', '@example.test', 'budi santoso@example.test', 'budi@example'])('refuses %s', (email) => {
      expect(errorsOf(valid({ email }), 'email')).toEqual([MSG.emailInvalid])
    })
    it('is optional', () => {
      expect(ProfileSchema.parse(valid({ email: '' })).email).toBe('')
    })
  })

  describe('other fields', () => {
    it('requires a name and a position with their messages', () => {
      const submission = submit({ slug: 'budi', bio: BIO })
      expect(submission.error?.name).toEqual([MSG.nameRequired])
      expect(submission.error?.position).toEqual([MSG.positionRequired])
      expect(errorsOf(valid({ name: 'x'.repeat(NAME_MAX + 1) }), 'name')).toEqual([PROFILE_MSG.nameMax])
    })
    it('knows only the two kinds', () => {
      expect(ProfileSchema.parse(valid({ kind: undefined })).kind).toBe('attorney')
      expect(ProfileSchema.parse(valid({ kind: 'staff' })).kind).toBe('staff')
      expect(errorsOf(valid({ kind: 'partner' }), 'kind')).toEqual([PROFILE_MSG.kind])
    })
    it('takes a phone number as people type it and keeps it in E.164, refusing what is none with a clear message', () => {
      expect(ProfileSchema.parse(valid({ phone: '+62 (21) 555-0101' })).phone).toBe('+62215550101')
      expect(ProfileSchema.parse(valid({ phone: '021 5091 2811' })).phone).toBe('+622150912811')
      expect(ProfileSchema.parse(valid({ phone: '0812-9876-5432' })).phone).toBe('+6281298765432')
      expect(ProfileSchema.parse(valid({ phone: '' })).phone).toBe('')
      for (const wrong of ['0812 abc', '12345', '+62+21']) expect(errorsOf(valid({ phone: wrong }), 'phone'), wrong).toEqual([SETTINGS_MSG.phone])
    })
    it('reads one entry per line, dropping blank lines and spaces', () => {
      const result = ProfileSchema.parse(valid({ education: 'S.H., Universitas Indonesia\r\n\r\n  LL.M., Leiden  \n', languages: 'Indonesia\nInggris' }))
      expect(result.education).toEqual(['S.H., Universitas Indonesia', 'LL.M., Leiden'])
      expect(result.languages).toEqual(['Indonesia', 'Inggris'])
    })
    it('takes practice areas as a repeated field', () => {
      expect(submit({ ...valid(), practiceAreaIds: ['a', 'b', 'a'] } as Record<string, string | string[]>).status).toBe('success')
      expect(ProfileSchema.parse(valid({ practiceAreaIds: ['a', 'b', 'a'] })).practiceAreaIds).toEqual(['a', 'b'])
    })
    it('accepts only files of their own folder', () => {
      expect(ProfileSchema.parse(valid({ picture: 'profile_pictures/x.jpg', pictureAlt: 'Budi di kantor', cv: 'cv/x.pdf' }))).toMatchObject({ picture: 'profile_pictures/x.jpg', cv: 'cv/x.pdf' })
      // A file of another folder is said so; a path that is no upload gets the field's message.
      expect(errorsOf(valid({ picture: 'cv/x.pdf' }), 'picture')).toEqual([MSG.uploadOtherFolder])
      expect(errorsOf(valid({ picture: 'profile_pictures/../secret' }), 'picture')).toEqual([MSG.pictureType])
      expect(errorsOf(valid({ cv: 'profile_pictures/x.jpg' }), 'cv')).toEqual([MSG.uploadOtherFolder])
    })
  })

  it('marks for the browser which fields are required', () => {
    const constraint = getZodConstraint(ProfileSchema)
    for (const field of ['name', 'slug', 'position', 'bio'] as const) expect(constraint[field]?.required, field).toBe(true)
    for (const field of ['email', 'phone', 'picture', 'cv', 'linkedinUrl'] as const) expect(constraint[field]?.required, field).toBe(false)
  })
})

describe('control characters in the profile form', () => {
  /** Every one-line field, with a valid value. */
  const SINGLE_LINE = {
    name: 'Budi Santoso',
    slug: 'budi-santoso',
    position: 'Partner',
    email: 'budi@example.test',
    phone: '+62 21 555 0101',
    picture: 'profile_pictures/x.jpg',
    seoTitle: 'Budi Santoso, Partner hukum korporasi',
    cv: 'cv/abcdef.pdf',
    linkedinUrl: 'https://www.linkedin.com/in/budi-santoso',
  } as const
  // The portrait's alternative text is typed in a text box (a line break there is a space): below.
  const complete = { ...valid(), ...SINGLE_LINE, pictureAlt: 'Budi Santoso tersenyum di depan rak buku' }
  const inMiddle = (value: string, char: string) => value.slice(0, 4) + char + value.slice(4)

  it('accepts the complete profile the cases start from', () => {
    expect(submit(complete).status).toBe('success')
  })

  describe.each(NAMED_LINE_BREAKING_CHARACTERS)('%s', (_name, char) => {
    it.each(Object.keys(SINGLE_LINE) as (keyof typeof SINGLE_LINE)[])('refuses it in %s, beside the field', (field) => {
      for (const value of [inMiddle(SINGLE_LINE[field], char), SINGLE_LINE[field] + char]) {
        expect(submit({ ...complete, [field]: value }).error, JSON.stringify(value)).toEqual({ [field]: [MSG.controlCharacters] })
      }
    })
    it('refuses it in a practice area id', () => {
      expect(submit({ ...complete, practiceAreaIds: ['a', `b${char}c`] }).error).toEqual({ practiceAreaIds: [MSG.controlCharacters] })
    })
  })

  it('takes the alternative text in a text box, stored as one line: a line break is a space, a hidden control character refused', () => {
    const result = ProfileSchema.parse({ ...complete, pictureAlt: 'Budi Santoso tersenyum\r\ndi depan\u2028rak buku ' })
    expect(result.pictureAlt).toBe('Budi Santoso tersenyum di depan rak buku')
    expect(submit({ ...complete, pictureAlt: 'Budi\u0000Santoso' }).error).toEqual({ pictureAlt: [MSG.hiddenControlCharacters] })
  })

  it('reproduces the reported injection: a position with CR is refused, not stored', () => {
    expect(submit({ ...complete, position: 'Partner\rURL:https://evil.example/' }).error).toEqual({ position: [MSG.controlCharacters] })
  })

  it('still takes line breaks of every kind and tabs in the bio and the list textareas', () => {
    const bio = `${'a'.repeat(60)}\r\n\r\n\t${'b'.repeat(40)}\u2028c`
    const result = ProfileSchema.parse(valid({ bio, education: 'S.H.,\tUniversitas Indonesia\u2028LL.M., Leiden\u0085Ph.D.', languages: ['Indonesia', 'Inggris'] }))
    expect(result.bio).toBe(`${'a'.repeat(60)}\n\n\t${'b'.repeat(40)}\nc`)
    expect(result.education).toEqual(['S.H., Universitas Indonesia', 'LL.M., Leiden', 'Ph.D.'])
    expect(result.languages).toEqual(['Indonesia', 'Inggris'])
  })

  it.each(['\u0000', '\u001b', '\u007f', '\u009b'])('refuses an invisible control %j in the bio and the list textareas', (char) => {
    const submission = submit({ ...complete, bio: BIO + char, education: `S.H.${char}`, barAdmissions: `PERADI${char}`, languages: `Ingg${char}ris` })
    expect(submission.error).toEqual({
      bio: [MSG.hiddenControlCharacters],
      education: [MSG.hiddenControlCharacters],
      barAdmissions: [MSG.hiddenControlCharacters],
      languages: [MSG.hiddenControlCharacters],
    })
  })
})
