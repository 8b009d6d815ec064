/**
 * The live feed's replay for a page that just loaded (`recent=`): the changes of the last
 * milliseconds it asks for, and none when it asks for none, even a change of the very
 * millisecond the stream opened (the stream without `recent` was handed one, now and then).
 */
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../testing/fixtures'
import { createTestBackend } from '../../testing/test-backend'
import { DEFAULT_FEED_OPTIONS, LiveFeed } from './events-feed'

const backend = createTestBackend()
afterAll(() => backend.cleanup())

describe('LiveFeed.recent', () => {
  it('replays the last milliseconds asked for, and nothing for 0, whatever was published this millisecond', async () => {
    const at = 1_900_000_000_000
    const feed = new LiveFeed(backend, DEFAULT_FEED_OPTIONS, () => at)
    await fixtures(backend).tag('Perbankan')
    await vi.waitFor(() => expect(feed.recent(1).map((entry) => entry.title)).toEqual(['Perbankan']))
    // Published at the feed's current millisecond: a stream asking for no past gets none of it.
    expect(feed.recent(0)).toEqual([])
    expect(feed.recent(-5)).toEqual([])
    expect(feed.recent(Number.NaN)).toEqual([])
  })
})
