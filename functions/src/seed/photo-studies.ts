/**
 * The demo's "photography": architecture and studio portraits drawn as SVG in the brand's two
 * tones (navy shadows, warm ivory light), soft-focused like a shallow depth of field, so the
 * full-bleed headers and portrait crops look as they will with the firm's own photographs
 * (docs/decisions/0055-photography-and-layout.md). No real building and no face: a demo must
 * never pass a drawing off as the firm's office or a stranger as its partner. Reproducible:
 * every draw comes from a key.
 */
import { hashString as hashKey, randomFor, type Random } from './seeded-random'

/** The brand's duotone, dark to light: the site's navy, a slate, a dusk brass, warm ivory. */
export const DUOTONE = { ink: '#0b2036', deep: '#163a5c', slate: '#4c6178', brass: '#b08a55', glow: '#e9cf9f', ivory: '#f5ecdc' } as const

/** The motifs an architectural study can show, with what it shows for its alternative text. */
export const ARCHITECTURE_MOTIFS = {
  tower: { id: 'menara kaca dilihat dari bawah saat senja', en: 'a glass tower seen from below at dusk' },
  colonnade: { id: 'deretan pilar dengan cahaya di antaranya', en: 'a row of columns with light between them' },
  atrium: { id: 'atap kaca sebuah atrium dilihat dari bawah', en: 'the glass roof of an atrium seen from below' },
  stairs: { id: 'anak tangga batu dalam cahaya sore', en: 'stone steps in afternoon light' },
} as const
export type ArchitectureMotif = keyof typeof ARCHITECTURE_MOTIFS

interface Size {
  width: number
  height: number
}

const f = (n: number) => n.toFixed(1)

/** Shared defs: the sky, a low sun, a vignette and the soft-focus filters. */
function defs(random: Random, { width: W, height: H }: Size, sunX: number, sunY: number): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="${DUOTONE.ink}"/>
      <stop offset="0.45" stop-color="${DUOTONE.deep}"/>
      <stop offset="0.8" stop-color="${DUOTONE.slate}"/>
      <stop offset="1" stop-color="${DUOTONE.brass}"/>
    </linearGradient>
    <radialGradient id="sun" cx="${f(sunX / W)}" cy="${f(sunY / H)}" r="${(0.45 + random.next() * 0.15).toFixed(2)}">
      <stop offset="0" stop-color="${DUOTONE.ivory}" stop-opacity="0.95"/>
      <stop offset="0.2" stop-color="${DUOTONE.glow}" stop-opacity="0.6"/>
      <stop offset="1" stop-color="${DUOTONE.brass}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="glass" x1="0" y1="1" x2="0.4" y2="0">
      <stop offset="0" stop-color="${DUOTONE.glow}" stop-opacity="0.75"/>
      <stop offset="0.35" stop-color="${DUOTONE.slate}" stop-opacity="0.9"/>
      <stop offset="1" stop-color="${DUOTONE.deep}"/>
    </linearGradient>
    <linearGradient id="stone" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${DUOTONE.deep}"/>
      <stop offset="0.55" stop-color="${DUOTONE.slate}"/>
      <stop offset="0.8" stop-color="${DUOTONE.glow}"/>
      <stop offset="1" stop-color="${DUOTONE.brass}"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.55" cy="0.5" r="0.8">
      <stop offset="0.5" stop-color="${DUOTONE.ink}" stop-opacity="0"/>
      <stop offset="1" stop-color="${DUOTONE.ink}" stop-opacity="0.55"/>
    </radialGradient>
    <filter id="far" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f(W / 160)}"/></filter>
  </defs>`
}

/** A glass curtain wall seen from below, its mullions meeting at a point high above the frame. */
function tower(random: Random, { width: W, height: H }: Size): string {
  const vx = W * (0.58 + random.next() * 0.1)
  const vy = -H * 1.6
  const left = W * (0.28 + random.next() * 0.08)
  const right = W * 1.05
  const toward = (x: number, y: number) => x + ((vx - x) * (H - y)) / (H - vy)
  let out = `<polygon points="${f(left)},${H} ${f(right)},${H} ${f(toward(right, 0))},0 ${f(toward(left, 0))},0" fill="url(#glass)"/>`
  const columns = random.int(9, 13)
  for (let i = 0; i <= columns; i++) {
    const x = left + ((right - left) * i) / columns
    out += `<line x1="${f(x)}" y1="${H}" x2="${f(toward(x, 0))}" y2="0" stroke="${DUOTONE.ink}" stroke-opacity="0.55" stroke-width="${f(W / 420)}"/>`
  }
  // Floors closer together as they rise, some panes catching the sun.
  for (let y = H, gap = H / 9; y > 0; gap = Math.max(gap * 0.86, H / 40), y -= gap) {
    out += `<line x1="${f(toward(left, y))}" y1="${f(y)}" x2="${f(toward(right, y))}" y2="${f(y)}" stroke="${DUOTONE.ink}" stroke-opacity="0.45" stroke-width="${f(W / 700)}"/>`
    if (random.next() < 0.5) {
      const i = random.int(0, columns - 1)
      const x0 = left + ((right - left) * i) / columns
      const x1 = left + ((right - left) * (i + 1)) / columns
      const y1 = y - gap
      out += `<polygon points="${f(toward(x0, y))},${f(y)} ${f(toward(x1, y))},${f(y)} ${f(toward(x1, y1))},${f(y1)} ${f(toward(x0, y1))},${f(y1)}" fill="${DUOTONE.glow}" fill-opacity="${(0.12 + random.next() * 0.3).toFixed(2)}"/>`
    }
  }
  // A darker neighbour out of focus on the left.
  const far = `<polygon points="${f(-W * 0.05)},${H} ${f(left - W * 0.06)},${H} ${f(left - W * 0.12)},${f(H * 0.12)} ${f(-W * 0.05)},${f(H * 0.3)}" fill="${DUOTONE.ink}" fill-opacity="0.85"/>`
  return `<g filter="url(#far)">${far}</g><g>${out}</g>`
}

/** Columns receding to one side, light falling between them across the floor. */
function colonnade(random: Random, { width: W, height: H }: Size): string {
  const count = random.int(6, 8)
  const floor = H * (0.8 + random.next() * 0.06)
  let light = ''
  let columns = ''
  for (let i = 0; i < count; i++) {
    const t = i / count
    // Nearer columns are wider and taller, and stand further apart.
    const scale = 1 - t * 0.72
    const x = W * (0.98 - Math.pow(t, 0.8) * 0.8)
    const w = W * 0.09 * scale
    const top = H * 0.06 * (1 - scale) - H * 0.05
    const base = floor + (H - floor) * scale * 0.6
    columns += `<rect x="${f(x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(base - top)}" fill="url(#stone)"/>`
    columns += `<rect x="${f(x - w * 0.62)}" y="${f(base - w * 0.28)}" width="${f(w * 1.24)}" height="${f(w * 0.28)}" fill="${DUOTONE.deep}"/>`
    // A shaft of light across the floor, between this column and the next.
    const nextX = W * (0.98 - Math.pow((i + 1) / count, 0.8) * 0.8)
    light += `<polygon points="${f(x - w / 2)},${f(base)} ${f(nextX + w * 0.4)},${f(base)} ${f(nextX - W * 0.25)},${H} ${f(x - W * 0.3)},${H}" fill="${DUOTONE.glow}" fill-opacity="${(0.18 + random.next() * 0.16).toFixed(2)}"/>`
  }
  const ground = `<rect y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="${DUOTONE.deep}"/>`
  return `${ground}<g filter="url(#far)">${light}</g><g>${columns}</g>`
}

/** An atrium's glass roof from below: a grid of panes bending away, the sky through them. */
function atrium(random: Random, { width: W, height: H }: Size): string {
  const cx = W * (0.5 + random.next() * 0.2)
  const cy = H * (0.4 + random.next() * 0.2)
  let out = ''
  const rings = random.int(7, 9)
  const spokes = random.int(14, 20)
  for (let r = 1; r <= rings; r++) {
    const radius = Math.pow(r / rings, 1.6) * W * 0.95
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(radius)}" ry="${f(radius * 0.72)}" fill="none" stroke="${DUOTONE.ink}" stroke-opacity="0.7" stroke-width="${f(W / 300 + r)}"/>`
  }
  for (let s = 0; s < spokes; s++) {
    const a = (s / spokes) * Math.PI * 2 + random.next() * 0.05
    out += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.cos(a) * W)}" y2="${f(cy + Math.sin(a) * W * 0.72)}" stroke="${DUOTONE.ink}" stroke-opacity="0.7" stroke-width="${f(W / 260)}"/>`
  }
  const opening = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(W * 0.2)}" ry="${f(W * 0.14)}" fill="${DUOTONE.ivory}" fill-opacity="0.55"/>`
  return `<g filter="url(#far)">${opening}</g><g>${out}</g>`
}

/** Wide stone steps rising to the right, each tread catching the light. */
function stairs(random: Random, { width: W, height: H }: Size): string {
  const steps = random.int(9, 12)
  let out = ''
  for (let i = 0; i < steps; i++) {
    const y = H - (H * 0.9 * i) / steps
    const rise = (H * 0.9) / steps
    const x = W * 0.1 + i * W * 0.035
    out += `<rect x="${f(x)}" y="${f(y - rise)}" width="${f(W - x)}" height="${f(rise * 0.3)}" fill="${DUOTONE.glow}" fill-opacity="${(0.45 + (i / steps) * 0.4).toFixed(2)}"/>`
    out += `<rect x="${f(x)}" y="${f(y - rise * 0.7)}" width="${f(W - x)}" height="${f(rise * 0.7)}" fill="${DUOTONE.deep}" fill-opacity="${(0.95 - (i / steps) * 0.3).toFixed(2)}"/>`
  }
  return `<g>${out}</g>`
}

const DRAW: Record<ArchitectureMotif, (random: Random, size: Size) => string> = { tower, colonnade, atrium, stairs }

/** An architectural study of `motif` at `size`, keyed by `key`. */
export function architectureSvg(key: string, motif: ArchitectureMotif, size: Size): string {
  const random = randomFor(`architecture:${key}`)
  const { width: W, height: H } = size
  const sunX = W * (0.6 + random.next() * 0.3)
  const sunY = H * (0.55 + random.next() * 0.35)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${defs(random, size, sunX, sunY)}
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  ${DRAW[motif](random, size)}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`
}

/**
 * A portrait study: a head-and-shoulders silhouette cut as one crisp shape in the brand's ink,
 * rimmed on its lit side with a line of light, against a warm backdrop with an arched window of
 * light behind it and one fine brass arc, the kind of graphic study a firm's brand book shows where a
 * photograph will go. It is meant to read as designed, not as a photograph that failed: no
 * features, no skin, no blur. Drawn at the full 4:5 size (plain shapes cost librsvg little).
 * Keyed by `key`: the turn, the light's side, the hair's outline and the collar vary per person.
 */
export function portraitStudySvg(key: string, size: Size): string {
  const random = randomFor(`portrait-study:${key}`)
  const { width: W, height: H } = size
  const lightFromLeft = random.next() < 0.5
  const side = lightFromLeft ? -1 : 1
  const cx = W * (0.5 + (random.next() - 0.5) * 0.06)
  const turn = (random.next() - 0.5) * 0.12
  const headY = H * (0.36 + random.next() * 0.03)
  const headR = W * (0.15 + random.next() * 0.012)
  const shoulderY = headY + headR * 1.85
  const hair = (hashKey(key) >>> 3) % 3
  const collar = random.pick([DUOTONE.ivory, '#e6e2da', DUOTONE.glow])
  const disc = random.pick([DUOTONE.glow, '#e7dccb', '#d9cdb8'])
  // An arched window of light behind the figure, off to the lit side (the colonnade's arch).
  const archR = W * (0.2 + random.next() * 0.04)
  const archX = cx + side * W * (0.1 + random.next() * 0.06)
  const archTop = H * (0.1 + random.next() * 0.06)
  const arcR = W * (0.36 + random.next() * 0.05)
  const arcStart = random.next() * Math.PI * 0.5 + (lightFromLeft ? Math.PI * 0.9 : -Math.PI * 0.15)
  const arcEnd = arcStart + Math.PI * (0.55 + random.next() * 0.25)
  const sx = (dx: number) => f(cx + dx * W + turn * W * Math.sign(dx) * 0.35)
  // The head: an upright oval, its crown drawn by the hair's outline.
  const headTop = headY - headR * 1.15
  const headPath = [
    `M ${f(cx - headR * 0.86)} ${f(headY)}`,
    hair === 2
      ? // Hair to the shoulders: the outline widens past the jaw.
        `C ${f(cx - headR * 1.2)} ${f(headTop - headR * 0.2)}, ${f(cx + headR * 1.2)} ${f(headTop - headR * 0.2)}, ${f(cx + headR * 0.86)} ${f(headY)} C ${f(cx + headR * 1.25)} ${f(headY + headR * 1.2)}, ${f(cx + headR * 1.05)} ${f(headY + headR * 1.7)}, ${f(cx + headR * 0.55)} ${f(headY + headR * 1.55)}`
      : hair === 1
        ? // A side parting: the crown a little higher on one side.
          `C ${f(cx - headR * 0.95)} ${f(headTop - headR * 0.05)}, ${f(cx + headR * 0.35)} ${f(headTop - headR * 0.32)}, ${f(cx + headR * 0.88)} ${f(headY - headR * 0.35)} C ${f(cx + headR * 0.92)} ${f(headY + headR * 0.6)}, ${f(cx + headR * 0.6)} ${f(headY + headR * 1.05)}, ${f(cx + headR * 0.35)} ${f(headY + headR * 1.2)}`
        : `C ${f(cx - headR * 0.92)} ${f(headTop)}, ${f(cx + headR * 0.92)} ${f(headTop)}, ${f(cx + headR * 0.86)} ${f(headY)} C ${f(cx + headR * 0.82)} ${f(headY + headR * 0.7)}, ${f(cx + headR * 0.55)} ${f(headY + headR * 1.1)}, ${f(cx + headR * 0.3)} ${f(headY + headR * 1.2)}`,
    // The neck into the shoulders and down to the frame's foot, then back up the other side.
    `L ${f(cx + headR * 0.4)} ${f(shoulderY - headR * 0.3)}`,
    `C ${sx(0.14)} ${f(shoulderY)}, ${sx(0.3)} ${f(shoulderY + H * 0.015)}, ${sx(0.37)} ${f(shoulderY + H * 0.07)}`,
    `C ${sx(0.41)} ${f(shoulderY + H * 0.11)}, ${sx(0.43)} ${f(shoulderY + H * 0.2)}, ${sx(0.45)} ${H} L ${sx(-0.45)} ${H}`,
    `C ${sx(-0.43)} ${f(shoulderY + H * 0.2)}, ${sx(-0.41)} ${f(shoulderY + H * 0.11)}, ${sx(-0.37)} ${f(shoulderY + H * 0.07)}`,
    `C ${sx(-0.3)} ${f(shoulderY + H * 0.015)}, ${sx(-0.14)} ${f(shoulderY)}, ${f(cx - headR * 0.4)} ${f(shoulderY - headR * 0.3)}`,
    hair === 2
      ? `L ${f(cx - headR * 0.55)} ${f(headY + headR * 1.55)} C ${f(cx - headR * 1.05)} ${f(headY + headR * 1.7)}, ${f(cx - headR * 1.25)} ${f(headY + headR * 1.2)}, ${f(cx - headR * 0.86)} ${f(headY)} Z`
      : `L ${f(cx - headR * 0.3)} ${f(headY + headR * 1.2)} C ${f(cx - headR * 0.55)} ${f(headY + headR * 1.1)}, ${f(cx - headR * 0.82)} ${f(headY + headR * 0.7)}, ${f(cx - headR * 0.86)} ${f(headY)} Z`,
  ].join(' ')
  // The collar: a narrow V of shirt between the lapels.
  const vTop = shoulderY - headR * 0.2
  const collarPath = `M ${f(cx - W * 0.075)} ${f(vTop)} L ${f(cx)} ${f(vTop + H * 0.17)} L ${f(cx + W * 0.075)} ${f(vTop)} Z`
  const lapels = `M ${f(cx - W * 0.075)} ${f(vTop)} L ${f(cx - W * 0.005)} ${f(vTop + H * 0.2)} M ${f(cx + W * 0.075)} ${f(vTop)} L ${f(cx + W * 0.005)} ${f(vTop + H * 0.2)}`
  const arc = (r: number, from: number, to: number) =>
    `M ${f(cx + r * Math.cos(from))} ${f(headY + r * Math.sin(from))} A ${f(r)} ${f(r)} 0 ${to - from > Math.PI ? 1 : 0} 1 ${f(cx + r * Math.cos(to))} ${f(headY + r * Math.sin(to))}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="backdrop" x1="${lightFromLeft ? 0 : 1}" y1="0" x2="${lightFromLeft ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${DUOTONE.ivory}"/>
      <stop offset="0.55" stop-color="#ddd5c8"/>
      <stop offset="1" stop-color="#b9b2a6"/>
    </linearGradient>
    <linearGradient id="figure" x1="${lightFromLeft ? 0 : 1}" y1="0" x2="${lightFromLeft ? 1 : 0}" y2="0.4">
      <stop offset="0" stop-color="${DUOTONE.deep}"/>
      <stop offset="0.45" stop-color="${DUOTONE.ink}"/>
      <stop offset="1" stop-color="#06121f"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#backdrop)"/>
  <path d="M ${f(archX - archR)} ${H} V ${f(archTop + archR)} A ${f(archR)} ${f(archR)} 0 0 1 ${f(archX + archR)} ${f(archTop + archR)} V ${H} Z" fill="${disc}" fill-opacity="0.7"/>
  <path d="${arc(arcR, arcStart, arcEnd)}" fill="none" stroke="${DUOTONE.brass}" stroke-width="${f(W / 240)}" stroke-linecap="round"/>
  <path d="${headPath}" fill="${DUOTONE.glow}" transform="translate(${f(side * W * 0.008)} ${f(-W * 0.004)})"/>
  <path d="${headPath}" fill="url(#figure)"/>
  <path d="${collarPath}" fill="${collar}"/>
  <path d="${lapels}" stroke="${DUOTONE.slate}" stroke-width="${f(W / 260)}" fill="none"/>
</svg>`
}
