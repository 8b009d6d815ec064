import { afterAll, describe, expect, it } from 'vitest'
import { SETTINGS_ID } from '../../../shared/collections/settings'
import { exampleData } from '../testing/example-data'
import { createTestBackend } from '../testing/test-backend'
import { sweepInsights } from './insights-sweep'

const backend = createTestBackend()
afterAll(() => backend.cleanup())

const view = (day: string) => ({ day, lang: 'id' as const, dimension: 'view' as const, key: '/', count: 1 })
const days = async () => (await backend.insights.rows({ from: '2000-01-01', to: '2099-12-31' })).map((row) => row.day)

describe('Statistik’s retention sweep', () => {
  it('keeps 25 whole months by default and what the setting says once set', async () => {
    const now = () => new Date('2026-11-29T03:00:00Z')
    await backend.insights.add([view('2024-09-30'), view('2024-10-01'), view('2025-10-31'), view('2025-11-01'), view('2026-11-29')])
    expect(await sweepInsights({ store: backend.content, insights: backend.insights, now })).toEqual({ deleted: 1, keptFrom: '2024-10-01' })
    expect(await days()).toEqual(['2024-10-01', '2025-10-31', '2025-11-01', '2026-11-29'])

    await backend.content.create('settings', exampleData('settings', { insightsRetentionMonths: '12' }), { actor: 'seed', id: SETTINGS_ID })
    expect(await sweepInsights({ store: backend.content, insights: backend.insights, now })).toEqual({ deleted: 2, keptFrom: '2025-11-01' })
    expect(await days()).toEqual(['2025-11-01', '2026-11-29'])
  })
})
