/**
 * Tentang Kami as the demo stores it, edited in Indonesian and then put back: Perlu diperbarui
 * follows the words, so it goes once the Indonesian is again what the English was written from.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { TRANSLATION_SOURCE } from '../../../../shared/collections/define'
import { PAGE_MODULES } from '../../../../shared/collections/pages'
import { translationSnapshot } from '../../../../shared/collections/translation-status'
import type { App } from '../../app'
import { DEMO_PAGES } from '../../seed/firm-pages'
import { postForm, signIn, TEST_ORIGIN } from '../../testing/staff-session'
import { createTestApp, createTestBackend, TestClock, type TestBackend } from '../../testing/test-backend'

let backend: TestBackend
let app: App
let cookie: string

beforeAll(async () => {
  const clock = new TestClock()
  backend = createTestBackend({ now: clock.now })
  app = createTestApp(backend, { now: clock.now })
  await backend.identity.createStaff({ email: 'editor@example.test', password: 'kata-sandi-editor', displayName: 'Editor', role: 'editor' })
  cookie = await signIn(app, 'editor@example.test', 'kata-sandi-editor')
})
afterAll(() => backend.cleanup())

async function staleOnList(): Promise<boolean> {
  const res = await app.request(`${TEST_ORIGIN}/dashboard/pages`, { headers: { cookie } })
  return (await res.text()).includes('Perlu diperbarui')
}

it('drops Perlu diperbarui when the Indonesian is restored to the text the English was written from', async () => {
  const about = DEMO_PAGES.about as unknown as Record<string, unknown>
  // As the seed writes it: unused values stored '' in both languages, with what the English was written from.
  await backend.content.create('pages', { ...about, [TRANSLATION_SOURCE]: translationSnapshot(PAGE_MODULES.about, about) } as never, { actor: 'seed', id: 'about' })
  const form = Object.fromEntries(Object.entries(about).map(([name, value]) => [name, String(value ?? '')]))
  expect(await staleOnList()).toBe(false)

  const edited = await postForm(app, '/dashboard/pages/about', { ...form, aboutIntro: 'Sejak 2004 kami mendampingi klien.', version: '1' }, cookie)
  expect(edited.status).toBe(303)
  expect(await staleOnList()).toBe(true)

  // Riwayat's Pulihkan on the first version, then Simpan.
  const restored = await postForm(app, '/dashboard/pages/about', { ...form, version: '2' }, cookie)
  expect(restored.status).toBe(303)
  expect(await staleOnList()).toBe(false)
})
