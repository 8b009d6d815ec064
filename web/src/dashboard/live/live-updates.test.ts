/** Which transport the dashboard's configuration selects. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { subscribeToChanges } from './live-updates'

const FIREBASE = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo', storageBucket: 'demo.appspot.com' }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('subscribeToChanges', () => {
  it('opens the event stream on the embedded backend', () => {
    const urls: string[] = []
    vi.stubGlobal('window', { setTimeout, clearTimeout })
    vi.stubGlobal('document', { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} })
    vi.stubGlobal('performance', { now: () => 0 })
    vi.stubGlobal(
      'EventSource',
      class {
        readyState = 0
        constructor(url: string) {
          urls.push(url)
        }
        addEventListener() {}
        close() {}
      },
    )
    subscribeToChanges({ collections: ['tags'] }, { onChange() {} }, { transport: 'app' }).close()
    expect(urls).toEqual(['/dashboard/events?collections=tags&recent=2000'])
  })

  it('is not live on an emulated Firebase stack whose Firestore the browser cannot reach, and never on the server', () => {
    vi.stubGlobal('window', {})
    const imports = vi.fn()
    vi.stubGlobal('EventSource', imports)
    const subscription = subscribeToChanges({ collections: ['tags'] }, { onChange() {} }, { transport: 'cloud-storage', firebase: FIREBASE, emulators: { auth: '127.0.0.1:9099' } })
    subscription.watchIds([{ collection: 'tags', id: 'a' }])
    subscription.close()
    expect(imports).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
    expect(typeof window).toBe('undefined')
    subscribeToChanges({ collections: ['tags'] }, { onChange() {} }, { transport: 'app' }).close()
  })
})
