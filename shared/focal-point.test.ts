import { describe, expect, it } from 'vitest'
import { focalClasses } from './focal-point'

describe('focalClasses', () => {
  it('names the nearest tenth of each coordinate', () => {
    expect(focalClasses({ x: 0.2, y: 0.8 })).toBe('fx-2 fy-8')
    expect(focalClasses({ x: 0.26, y: 0.74 })).toBe('fx-3 fy-7')
    expect(focalClasses({ x: 0, y: 1 })).toBe('fx-0 fy-10')
  })

  it('gives no class for the middle, on either axis', () => {
    expect(focalClasses({ x: 0.5, y: 0.5 })).toBe('')
    expect(focalClasses({ x: 0.5, y: 0.1 })).toBe('fy-1')
    expect(focalClasses({ x: 0.94, y: 0.52 })).toBe('fx-9')
    expect(focalClasses(null)).toBe('')
  })

  it('keeps a stored value outside 0..1 on the image', () => {
    expect(focalClasses({ x: -3, y: 7 })).toBe('fx-0 fy-10')
    expect(focalClasses({ x: Number.NaN, y: 0.3 })).toBe('fy-3')
  })
})
