/**
 * A field added to the profiles module reaches the dashboard with no other edit
 * (docs/decisions/0020-collection-modules.md): the real profile routes and form page run with
 * the module plus one required field, and the form shows it with its label and mark, refuses
 * it empty with its message next to it, stores it, shows it again on edit and compares it.
 * Fails as soon as a profile field list is written by hand again, in the page or the save.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { formBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { profiles } from '../../../../shared/collections/profiles'
import { profileCompareRows } from '../../../../web/src/dashboard/collections/profiles/compare'

const LABEL = 'Ruang kantor'
const REQUIRED = 'Ruang kantor wajib diisi.'

vi.mock('../../../../shared/collections/profiles', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../shared/collections/profiles')>()
  const { defineCollection, text } = await import('../../../../shared/collections/define')
  const { name, labels, fields } = actual.profiles
  return {
    ...actual,
    profiles: defineCollection({ name, labels, fields: { ...fields, officeRoom: text({ label: 'Ruang kantor', required: 'Ruang kantor wajib diisi.', max: [40, 'Paling banyak 40 karakter.'] }) } }),
  }
})

/** A valid profile form (every field at its module example), with a bio long enough. */
function valid(overrides: Record<string, string>) {
  return formBody('profiles', { bio: 'Advokat yang menangani sengketa komersial dan arbitrase untuk perusahaan dalam dan luar negeri sejak 2012.', ...overrides })
}

let backend: TestBackend
let app: App
let cookie: string

async function get(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { status: res.status, html: await res.text() }
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('a required field added to the profiles module', () => {
  it('is in the scratch module the app runs with', () => {
    expect(Object.keys(profiles.fields)).toContain('officeRoom')
  })

  it('shows on the form with its label and required mark, as does every other field of the module', async () => {
    const { status, html } = await get('/dashboard/profiles/create')
    expect(status).toBe(200)
    expect(html).toMatch(new RegExp(`<label for="profile-form-officeRoom">${LABEL}<span class="required"`))
    expect(html).toMatch(/<input required="" id="profile-form-officeRoom"[^>]* name="officeRoom"/)
    // Inside the form, before its buttons.
    expect(html.indexOf('name="officeRoom"')).toBeLessThan(html.indexOf('>Simpan</button>'))
    // No field of the module is left out, and none is shown twice (checkboxes only with choices).
    for (const name of Object.keys(profiles.fields).filter((n) => n !== 'practiceAreaIds')) {
      expect(html.match(new RegExp(`\\sname="${name}"`, 'g'))?.length, name).toBe(name === 'kind' ? 2 : 1)
    }
  })

  it('is refused when empty, with its own message next to it, and nothing is stored', async () => {
    const res = await postForm(app, '/dashboard/profiles/create', valid({ name: 'Tanpa Ruang', slug: 'tanpa-ruang', officeRoom: '' }), cookie)
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toMatch(new RegExp(`<div class="field-error" id="profile-form-officeRoom-error" aria-live="polite"><p>${REQUIRED}</p></div>`))
    // Refused for that field alone.
    expect(html.match(/<div class="field-error" id="[^"]+" aria-live="polite"><p>/g)).toHaveLength(1)
    expect(await backend.content.count('profiles')).toBe(0)
  })

  it('is stored by the save, shown again on edit, and compared with another person’s version', async () => {
    const res = await postForm(app, '/dashboard/profiles/create', valid({ name: 'Dengan Ruang', slug: 'dengan-ruang', officeRoom: 'Lantai 12, ruang 3' }), cookie)
    expect(res.status).toBe(303)
    const [stored] = await backend.content.query('profiles', { where: [{ field: 'slug', op: '==', value: 'dengan-ruang' }] })
    expect(stored).toMatchObject({ name: 'Dengan Ruang', officeRoom: 'Lantai 12, ruang 3' })

    const edit = await get(`/dashboard/profiles/${stored!.id}/edit`)
    expect(edit.html).toMatch(/id="profile-form-officeRoom"[^>]* name="officeRoom" value="Lantai 12, ruang 3"/)

    const rows = profileCompareRows({ officeRoom: 'Lantai 12, ruang 3' }, { options: {}, files: {} })
    expect(rows).toContainEqual({ label: LABEL, text: 'Lantai 12, ruang 3' })
  })
})
