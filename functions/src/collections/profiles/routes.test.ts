import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DASHBOARD_PER_PAGE } from '../../../../shared/schemas/limits'
import { MSG } from '../../../../shared/schemas/messages'
import type { PracticeArea, Profile, ProfileData } from '../../../../shared/schemas/types'
import type { App } from '../../app'
import { orderingId } from '../../content/orderings'
import { fixtures, tinyJpeg, tinyPdf } from '../../testing/fixtures'
import { formBody, type FormBody } from '../../testing/form-bodies'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'
import { foldForSearch } from '../list-route'
import { purgeFromTrash } from '../../trash/trash-item'

let backend: TestBackend
let app: App
let cookie: string
let f: ReturnType<typeof fixtures>
let corporate: PracticeArea
let litigation: PracticeArea

const BIO =
  'Advokat yang menangani sengketa komersial, arbitrase, dan restrukturisasi utang untuk perusahaan dalam dan luar negeri sejak 2012.'

async function get(path: string) {
  const res = await app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie } })
  return { res, html: await res.text() }
}

/** A profile written straight to the store (no files), for lists. */
function profile(name: string, data: Partial<ProfileData> = {}): Promise<Profile> {
  const slug = data.slug ?? foldForSearch(name).replace(/[^a-z0-9]+/g, '-')
  return backend.content.create(
    'profiles',
    {
      slug,
      name,
      position: 'Associate',
      kind: 'attorney',
      email: '',
      phone: '',
      bio: BIO,
      education: [],
      barAdmissions: [],
      languages: [],
      practiceAreaIds: [],
      picture: null,
      cv: null,
      linkedinUrl: '',
      ...data,
    },
    { actor: 'test' },
  )
}

async function upload(folder: 'profile_pictures' | 'cv', bytes: Uint8Array, type: string, name: string): Promise<string> {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/uploads/${folder}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': type, 'x-file-name': name },
    body: new Blob([new Uint8Array(bytes)]),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { file: { path: string } }).file.path
}

/** Every field of a valid form, as a browser posts it. */
/** A valid profile form (functions/src/testing/form-bodies.ts) with this test's values; no picture or CV. */
function formFor(overrides: FormBody = {}): FormBody {
  return formBody('profiles', {
    name: 'Rahmat Hidayat',
    slug: 'rahmat-hidayat',
    position: 'Senior Associate',
    kind: 'attorney',
    email: 'rahmat@example.test',
    phone: '+62 21 555 0199',
    bio: BIO,
    education: 'Sarjana Hukum, Universitas Padjadjaran (2011)\r\nMagister Hukum, Universitas Indonesia (2015)',
    barAdmissions: 'Perhimpunan Advokat Indonesia (PERADI)',
    languages: 'Indonesia\r\nInggris',
    practiceAreaIds: [corporate.id],
    linkedinUrl: 'https://www.linkedin.com/in/rahmat-hidayat',
    ...overrides,
  })
}

/** Names of the list's rows, in order. */
function rowNames(html: string): string[] {
  return [...html.matchAll(/class="row-title">([^<]+)</g)].map((m) => m[1]!)
}

async function profileCount() {
  return backend.content.count('profiles')
}

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  f = fixtures(backend)
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor Konten', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
  corporate = await f.practiceArea('Korporasi dan Komersial')
  litigation = await f.practiceArea('Litigasi')
})

afterAll(async () => {
  await backend.cleanup()
})

describe('the profile list', () => {
  beforeAll(async () => {
    await profile('Dewi Anggraini Sitompul', { practiceAreaIds: [litigation.id] })
    await profile('Andréa Siregar', { practiceAreaIds: [corporate.id] })
    await profile('Sari Wulandari', { kind: 'staff', position: 'Office Manager' })
    await profile('budi santoso', { practiceAreaIds: [corporate.id, litigation.id] })
  })

  it('needs a session', async () => {
    const res = await app.request('/dashboard/profiles')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?next=%2Fdashboard%2Fprofiles')
  })

  it('lists everyone by name with their actions', async () => {
    const { res, html } = await get('/dashboard/profiles')
    expect(res.status).toBe(200)
    expect(html).toContain('<h1>Profil</h1>')
    expect(html).toContain('Tambah profil')
    expect(rowNames(html)).toEqual(['Andréa Siregar', 'budi santoso', 'Dewi Anggraini Sitompul', 'Sari Wulandari'])
    expect(html).toContain('>Ubah</a>')
    expect(html).toContain('href="/attorneys/andrea-siregar"')
    // Staff have no public page.
    expect(html).not.toContain('href="/attorneys/sari-wulandari"')
    expect(html.match(/>Lihat di situs</g)).toHaveLength(3)
    expect(html.match(/aria-label="Hapus [^"]+"/g)).toHaveLength(4)
  })

  it('finds names whatever their case and accents', async () => {
    expect(rowNames((await get('/dashboard/profiles?q=andrea')).html)).toEqual(['Andréa Siregar'])
    expect(rowNames((await get('/dashboard/profiles?q=SITOMPUL')).html)).toEqual(['Dewi Anggraini Sitompul'])
    expect(rowNames((await get(`/dashboard/profiles?q=${encodeURIComponent('BUDI Sántoso')}`)).html)).toEqual(['budi santoso'])
  })

  it('filters by kind and by practice area (the profiles’ category)', async () => {
    expect(rowNames((await get('/dashboard/profiles?kind=staff')).html)).toEqual(['Sari Wulandari'])
    expect(rowNames((await get(`/dashboard/profiles?area=${corporate.id}`)).html)).toEqual(['Andréa Siregar', 'budi santoso'])
    expect(rowNames((await get(`/dashboard/profiles?area=${litigation.id}&kind=attorney&q=budi`)).html)).toEqual(['budi santoso'])
  })

  it('says so when nothing matches', async () => {
    const { res, html } = await get('/dashboard/profiles?q=tidak-ada-orang-ini')
    expect(res.status).toBe(200)
    expect(rowNames(html)).toEqual([])
    expect(html).toContain('Tidak ada profil yang cocok dengan pencarian atau filter ini.')
    expect(html).toContain('0 dari 4 profil')
  })

  it('pages by DASHBOARD_PER_PAGE, keeping the filters in the links', async () => {
    for (let i = 1; i <= DASHBOARD_PER_PAGE; i++) await profile(`Staf Arsip ${String(i).padStart(2, '0')}`, { kind: 'staff', position: 'Arsiparis' })
    const first = await get('/dashboard/profiles?kind=staff')
    expect(rowNames(first.html)).toHaveLength(DASHBOARD_PER_PAGE)
    expect(first.html).toContain('Halaman 1 dari 2')
    expect(first.html).toContain('href="/dashboard/profiles?kind=staff&amp;page=2"')
    const second = await get('/dashboard/profiles?kind=staff&page=2')
    expect(rowNames(second.html)).toEqual(['Staf Arsip 20'])
    // Past the end: the last page, not an empty table.
    expect(rowNames((await get('/dashboard/profiles?kind=staff&page=9')).html)).toEqual(['Staf Arsip 20'])
    expect(rowNames((await get('/dashboard/profiles?kind=staff&page=abc')).html)).toHaveLength(DASHBOARD_PER_PAGE)
    for (const p of await backend.content.query('profiles', { where: [{ field: 'kind', op: '==', value: 'staff' }] })) {
      if (p.name.startsWith('Staf Arsip')) await backend.content.remove('profiles', p.id, { actor: 'test' })
    }
  })
})

describe('creating a profile', () => {
  it('shows the form with every label', async () => {
    const { res, html } = await get('/dashboard/profiles/create')
    expect(res.status).toBe(200)
    for (const label of [
      'Nama',
      'Slug',
      'Jabatan',
      'Email',
      'Telepon',
      'Foto profil',
      'Bio',
      'Pendidikan',
      'Keanggotaan organisasi advokat',
      'Bahasa',
      'File CV',
      'URL LinkedIn',
    ]) {
      expect(html, label).toMatch(new RegExp(`<label for="[^"]+">${label}(<span|</label>)`))
    }
    expect(html).toContain('<legend>Jenis</legend>')
    expect(html).toContain('<legend>Bidang praktik</legend>')
    expect(html).toMatch(/> Advokat<\/label>/)
    expect(html).toMatch(/> Staf<\/label>/)
    expect(html).toContain('Korporasi dan Komersial')
    expect(html).toContain('375×433')
    expect(html).toContain('4000×6000')
    expect(html).toMatch(/<button type="submit" class="btn btn-primary">Simpan<\/button>/)
    expect(html).not.toContain('name="version"')
  })

  it('stores a profile with a real picture and CV, shown on the site at once', async () => {
    // The page is cached before the profile exists: the save must clear it.
    expect((await app.request('/attorneys')).status).toBe(200)
    const picture = await upload('profile_pictures', await tinyJpeg(400, 460), 'image/jpeg', 'rahmat.jpg')
    const cv = await upload('cv', await tinyPdf('CV Rahmat Hidayat'), 'application/pdf', 'CV Rahmat.pdf')
    const res = await postForm(app, '/dashboard/profiles/create', formFor({ picture, cv, pictureName: 'rahmat.jpg', cvName: '../CV "Rahmat" Hidayat.pdf', linkedinUrl: 'https://id.linkedin.com/in/rahmat-hidayat?originalSubdomain=id' }), cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/profiles?notice=profile-created')

    const [stored] = await backend.content.query('profiles', { where: [{ field: 'slug', op: '==', value: 'rahmat-hidayat' }] })
    expect(stored).toMatchObject({
      name: 'Rahmat Hidayat',
      position: 'Senior Associate',
      kind: 'attorney',
      email: 'rahmat@example.test',
      education: ['Sarjana Hukum, Universitas Padjadjaran (2011)', 'Magister Hukum, Universitas Indonesia (2015)'],
      languages: ['Indonesia', 'Inggris'],
      practiceAreaIds: [corporate.id],
      linkedinUrl: 'https://www.linkedin.com/in/rahmat-hidayat',
      updatedBy: expect.any(String),
    })
    expect(stored!.picture).toMatchObject({ path: picture, contentType: 'image/jpeg', width: 400, height: 460 })
    // The names the files had on the user's computer come back on the edit form, cleaned.
    expect(stored!.cv).toMatchObject({ path: cv, contentType: 'application/pdf', originalName: 'CV Rahmat Hidayat.pdf' })
    expect(stored!.picture!.originalName).toBe('rahmat.jpg')

    const page = await app.request('/attorneys/rahmat-hidayat')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Rahmat Hidayat')
    expect(html).toContain('Senior Associate')
    expect(html).toContain(BIO)
    expect(await (await app.request('/attorneys')).text()).toContain('href="/attorneys/rahmat-hidayat"')
    const download = await app.request('/attorneys/rahmat-hidayat/cv')
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')

    const list = await get('/dashboard/profiles?notice=profile-created')
    expect(list.html).toContain('Profil berhasil dibuat.')
  })

  it('refuses invalid input with the exact messages and writes nothing', async () => {
    const before = await profileCount()
    const res = await postForm(
      app,
      '/dashboard/profiles/create',
      formFor({ slug: 'Rahmat Baru', bio: 'b'.repeat(99), email: 'bukan-email', linkedinUrl: 'https://www.linkedin.com/company/kantor', name: 'Nama Yang Diketik' }),
      cookie,
    )
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain(MSG.slug)
    expect(html).toContain(MSG.bioMin)
    expect(html).toContain(MSG.emailInvalid)
    expect(html).toContain('URL LinkedIn harus seperti ini: https://www.linkedin.com/in/john-doe')
    // What was typed is still in the form.
    expect(html).toContain('value="Nama Yang Diketik"')
    expect(await profileCount()).toBe(before)
  })

  it('accepts a bio of exactly 100 characters and refuses 99', async () => {
    const at99 = await postForm(app, '/dashboard/profiles/create', formFor({ name: 'Bio Pendek', slug: 'bio-pendek', bio: 'x'.repeat(99) }), cookie)
    expect(at99.status).toBe(400)
    expect(await at99.text()).toContain('Panjang bio minimal 100 karakter')
    const at100 = await postForm(app, '/dashboard/profiles/create', formFor({ name: 'Bio Pas', slug: 'bio-pas', bio: 'x'.repeat(100) }), cookie)
    expect(at100.status).toBe(303)
  })

  it('refuses a slug already used, with its message', async () => {
    const before = await profileCount()
    const res = await postForm(app, '/dashboard/profiles/create', formFor({ name: 'Rahmat Lain' }), cookie)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(MSG.slugTaken)
    expect(await profileCount()).toBe(before)
  })

  it('refuses files that were never uploaded, or of the wrong folder', async () => {
    const before = await profileCount()
    const missing = await postForm(app, '/dashboard/profiles/create', formFor({ slug: 'file-hilang', picture: 'profile_pictures/tidak-ada.jpg' }), cookie)
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('File tidak ditemukan. Unggah ulang file.')
    const pdfAsPicture = await upload('cv', await tinyPdf(), 'application/pdf', 'x.pdf')
    const wrongFolder = await postForm(app, '/dashboard/profiles/create', formFor({ slug: 'salah-folder', picture: pdfAsPicture }), cookie)
    expect(wrongFolder.status).toBe(400)
    expect(await wrongFolder.text()).toContain(MSG.uploadOtherFolder)
    expect(await profileCount()).toBe(before)
  })

  it('drops practice areas that no longer exist', async () => {
    const res = await postForm(app, '/dashboard/profiles/create', formFor({ name: 'Area Hilang', slug: 'area-hilang', practiceAreaIds: [litigation.id, 'sudah-dihapus'] }), cookie)
    expect(res.status).toBe(303)
    const [stored] = await backend.content.query('profiles', { where: [{ field: 'slug', op: '==', value: 'area-hilang' }] })
    expect(stored!.practiceAreaIds).toEqual([litigation.id])
  })
})

describe('editing a profile', () => {
  let person: Profile

  beforeEach(async () => {
    person = await f.profile({ name: `Meutia Rahmawati ${Date.now().toString(36)}`, practiceAreaIds: [corporate.id] })
  })

  it('shows the stored values and the version', async () => {
    const { res, html } = await get(`/dashboard/profiles/${person.id}/edit`)
    expect(res.status).toBe(200)
    expect(html).toContain(`value="${person.name}"`)
    expect(html).toContain(`value="${person.slug}"`)
    expect(html).toContain(`<input type="hidden" name="version" value="${person.version}"/>`)
    expect(html).toContain(`href="/attorneys/${person.slug}"`)
    expect(html).toContain('Perhimpunan Advokat Indonesia (PERADI)</textarea>')
  })

  it('saves against the version it was loaded with, keeping the files when unchanged', async () => {
    const res = await postForm(
      app,
      `/dashboard/profiles/${person.id}/edit`,
      formFor({ name: 'Meutia R.', slug: person.slug, version: String(person.version), picture: person.picture!.path, cv: person.cv!.path }),
      cookie,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/profiles?notice=profile-saved')
    const stored = await backend.content.get('profiles', person.id)
    expect(stored).toMatchObject({ name: 'Meutia R.', version: person.version + 1, picture: person.picture, cv: person.cv })
    expect(await (await app.request(`/attorneys/${person.slug}`)).text()).toContain('Meutia R.')
  })

  it('takes the picture and CV off when the form sends none', async () => {
    const res = await postForm(app, `/dashboard/profiles/${person.id}/edit`, formFor({ slug: person.slug, version: String(person.version) }), cookie)
    expect(res.status).toBe(303)
    expect(await backend.content.get('profiles', person.id)).toMatchObject({ picture: null, cv: null })
  })

  it('refuses a stale version with 409, keeping everything typed', async () => {
    await backend.content.update('profiles', person.id, { ...person, position: 'Partner' } as never, { actor: 'someone-else' })
    const res = await postForm(
      app,
      `/dashboard/profiles/${person.id}/edit`,
      formFor({ name: 'Nama Dari Formulir Lama', slug: person.slug, position: 'Counsel', bio: `${BIO} Tambahan.`, version: String(person.version) }),
      cookie,
    )
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain(MSG.stale)
    expect(html).toContain('value="Nama Dari Formulir Lama"')
    expect(html).toContain('value="Counsel"')
    expect(html).toContain(`${BIO} Tambahan.</textarea>`)
    // The form stays on the version it was made from: saving again is refused until reloaded.
    expect(html).toContain(`<input type="hidden" name="version" value="${person.version}"/>`)
    const stored = await backend.content.get('profiles', person.id)
    expect(stored).toMatchObject({ name: person.name, position: 'Partner' })
  })

  it('refuses invalid input on edit with 400 and changes nothing', async () => {
    const res = await postForm(app, `/dashboard/profiles/${person.id}/edit`, formFor({ slug: person.slug, bio: 'terlalu pendek', version: String(person.version) }), cookie)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(MSG.bioMin)
    expect((await backend.content.get('profiles', person.id))!.version).toBe(person.version)
  })

  it('refuses another profile’s slug', async () => {
    const res = await postForm(app, `/dashboard/profiles/${person.id}/edit`, formFor({ slug: 'rahmat-hidayat', version: String(person.version) }), cookie)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain(MSG.slugTaken)
  })

  it('answers 404 for a profile that does not exist', async () => {
    expect((await get('/dashboard/profiles/tidak-ada/edit')).res.status).toBe(404)
    expect((await postForm(app, '/dashboard/profiles/tidak-ada/edit', formFor(), cookie)).status).toBe(404)
  })
})

describe('deleting a profile', () => {
  it('moves it to the trash (its page answers 410) and takes it out of every attorney ordering once purged', async () => {
    const leaving = await profile('Yohanes Wenas', { practiceAreaIds: [corporate.id] })
    const staying = await profile('Cut Nadia Safira', { practiceAreaIds: [corporate.id] })
    await f.ordering('attorneys', [leaving.id, staying.id])
    await f.ordering('home_attorneys', [staying.id, leaving.id])
    await f.ordering('practice_area_attorneys', [leaving.id, staying.id], corporate.id)
    expect(await (await app.request('/attorneys')).text()).toContain('Yohanes Wenas')

    const res = await postForm(app, `/dashboard/profiles/${leaving.id}/delete`, { version: String(leaving.version), back: '?q=yohanes' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard/profiles?q=yohanes&notice=profile-deleted')
    expect(await backend.content.get('profiles', leaving.id)).toBeNull()
    expect(await (await app.request('/attorneys')).text()).not.toContain('Yohanes Wenas')
    expect(await (await app.request('/attorneys/yohanes-wenas')).status).toBe(410)
    // In the trash the orderings keep the person's places (a restore finds them); a purge takes them out.
    const [entry] = await backend.content.query('trash', { where: [{ field: 'itemId', op: '==', value: leaving.id }] })
    expect((await backend.content.get('orderings', 'attorneys'))!.ids).toEqual([leaving.id, staying.id])
    await purgeFromTrash(backend.content, entry!, 'admin')
    for (const id of ['attorneys', 'home_attorneys', orderingId('practice_area_attorneys', corporate.id)]) {
      expect((await backend.content.get('orderings', id))!.ids, id).toEqual([staying.id])
    }
  })

  it('is refused while the person authors content, listing it', async () => {
    const author = await profile('Togar Lubis')
    const category = await f.category('Analisis Hukum')
    await f.blog({ title: 'Catatan tentang kepailitan perusahaan', categoryId: category.id, authorIds: [author.id], publishedAt: '2026-05-01T03:00:00.000Z' })
    const res = await postForm(app, `/dashboard/profiles/${author.id}/delete`, { version: String(author.version) }, cookie)
    expect(res.status).toBe(409)
    const html = await res.text()
    expect(html).toContain('Profil “Togar Lubis” tidak dapat dihapus')
    expect(html).toContain('Catatan tentang kepailitan perusahaan')
    expect(html).toMatch(/href="\/dashboard\/blogs\/[^"]+\/edit"/)
    expect(await backend.content.get('profiles', author.id)).not.toBeNull()
  })

  it('is refused when the profile changed since the list was loaded', async () => {
    const person = await profile('Rangga Sudrajat')
    await backend.content.update('profiles', person.id, { ...person, position: 'Partner' } as never, { actor: 'someone-else' })
    const res = await postForm(app, `/dashboard/profiles/${person.id}/delete`, { version: String(person.version) }, cookie)
    expect(res.status).toBe(409)
    expect(await res.text()).toContain('“Rangga Sudrajat” baru saja diubah orang lain dan tidak dihapus.')
    expect(await backend.content.get('profiles', person.id)).not.toBeNull()
  })

  it('ignores a return address that is not the list', async () => {
    const person = await profile('Sementara Saja')
    const res = await postForm(app, `/dashboard/profiles/${person.id}/delete`, { version: String(person.version), back: '//evil.example/' }, cookie)
    expect(res.headers.get('location')).toBe('/dashboard/profiles?notice=profile-deleted')
  })
})
