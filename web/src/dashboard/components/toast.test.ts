import { describe, expect, it } from 'vitest'
import { liftAbove } from './toast'

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom })

describe('liftAbove', () => {
  const toast = box(1000, 700, 1340, 756)

  it('stays put when nothing it keeps clear of is under it', () => {
    expect(liftAbove(toast, [box(100, 700, 600, 740), box(1000, 400, 1300, 440)])).toBe(0)
  })

  it('rises just above a last row’s actions under it, with a gap', () => {
    expect(liftAbove(toast, [box(900, 720, 1300, 760)])).toBe(756 - 720 + 8)
  })

  it('rises above actions just below it too, keeping the gap', () => {
    expect(liftAbove(toast, [box(900, 760, 1300, 800)])).toBe(756 - 760 + 8)
  })

  it('rises above the highest of several, and ignores boxes with no size', () => {
    expect(liftAbove(toast, [box(900, 730, 1300, 770), box(1100, 690, 1200, 720), box(1000, 600, 1000, 800)])).toBe(756 - 690 + 8)
  })
})
