/**
 * The focal point of a Pustaka Media image (docs/decisions/0043-media-library.md) as classes
 * the public pages' stylesheet knows: `fx-{0..10}` and `fy-{0..10}`, one step per tenth, each
 * setting a custom property that `object-position` reads. Classes, not a style attribute: the
 * public pages' Content-Security-Policy forbids inline styles (docs/decisions/0012).
 */

/** Where a crop keeps the image: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom). */
export interface FocalPoint {
  x: number
  y: number
}

/** Steps from edge to edge: 10 gives 0 %, 10 %, … 100 %. */
export const FOCAL_STEPS = 10

/** The step of one coordinate, 0 to FOCAL_STEPS; anything not a number in 0..1 is the middle. */
function step(value: number): number {
  if (!Number.isFinite(value)) return FOCAL_STEPS / 2
  return Math.round(Math.min(1, Math.max(0, value)) * FOCAL_STEPS)
}

/**
 * The classes that put a crop's focus at `focal` ('' for the middle, the browsers' default, so
 * pages of images never given a focal point keep their markup).
 */
export function focalClasses(focal: FocalPoint | null | undefined): string {
  if (!focal) return ''
  const x = step(focal.x)
  const y = step(focal.y)
  const middle = FOCAL_STEPS / 2
  return [x === middle ? '' : `fx-${x}`, y === middle ? '' : `fy-${y}`].filter(Boolean).join(' ')
}
