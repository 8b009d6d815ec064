/**
 * Demo images drawn as SVG and encoded with sharp: no downloads, no bundled assets, and no
 * real faces (a demo must never show a stranger as "our partner"). Palettes and shapes are
 * keyed by the slug, so every person and post is recognisable yet reproducible.
 */
import sharp from 'sharp'
import { portraitStudySvg } from './photo-studies'
import { randomFor, type Random } from './seeded-random'

export interface EncodedImage {
  bytes: Uint8Array
  width: number
  height: number
}

/** 4:5, the one crop every portrait is shown in (cards, profile pages), at twice a card's width. */
export const PORTRAIT_SIZE = { width: 720, height: 900 } as const
export const COVER_SIZE = { width: 1600, height: 900 } as const

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h) % 360},${s}%,${l}%)` : `hsla(${Math.round(h) % 360},${s}%,${l}%,${a})`

async function encodeJpeg(svg: string, quality: number): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality, progressive: true }).toBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/** A portrait study in the brand's colours (photo-studies.ts): a silhouette, no face, no initials. */
export function portraitSvg(key: string): string {
  return portraitStudySvg(key, PORTRAIT_SIZE)
}

export async function renderPortrait(key: string): Promise<EncodedImage> {
  // Drawn at its size: crisp shapes would show the softness of a smaller drawing enlarged.
  const buffer = await sharp(Buffer.from(portraitSvg(key))).jpeg({ quality: 80, progressive: true }).toBuffer()
  return { bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), ...PORTRAIT_SIZE }
}

type PatternDraw = (random: Random, accent: (alpha: number) => string, light: (alpha: number) => string) => string

const { width: CW, height: CH } = COVER_SIZE

/** A few abstract patterns, each elegant enough to sit behind a legal headline. */
const COVER_PATTERNS: PatternDraw[] = [
  // Concentric rings from a point off to one side.
  (random, accent, light) => {
    const cx = random.pick([CW * 0.85, CW * 0.15, CW * 0.7])
    const cy = random.int(CH * 0.2, CH * 0.9)
    const gap = random.int(38, 60)
    let out = ''
    for (let r = gap; r < CW * 1.1; r += gap) {
      const alpha = 0.08 + 0.22 * Math.abs(Math.sin(r / (gap * 3.1)))
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${r % (gap * 4) === 0 ? accent(alpha + 0.2) : light(alpha)}" stroke-width="${random.int(2, 5)}"/>`
    }
    return out
  },
  // Diagonal bands of varying width and opacity.
  (random, accent, light) => {
    const angle = random.pick([-32, -24, 24, 32])
    let out = `<g transform="rotate(${angle} ${CW / 2} ${CH / 2})">`
    for (let x = -CW; x < CW * 2; ) {
      const band = random.int(30, 140)
      out += `<rect x="${x}" y="${-CH}" width="${band}" height="${CH * 3}" fill="${random.next() < 0.3 ? accent(0.35) : light(0.04 + random.next() * 0.1)}"/>`
      x += band + random.int(20, 110)
    }
    return `${out}</g>`
  },
  // Halftone dots growing towards a corner.
  (random, accent, light) => {
    const step = random.int(34, 46)
    const fx = random.pick([0, CW])
    const fy = random.pick([0, CH])
    const max = Math.hypot(CW, CH)
    let out = ''
    for (let y = step / 2; y < CH; y += step) {
      for (let x = step / 2; x < CW; x += step) {
        const t = 1 - Math.hypot(x - fx, y - fy) / max
        const r = Math.max(0.8, t * t * step * 0.48)
        out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${t > 0.78 ? accent(0.6) : light(0.18)}"/>`
      }
    }
    return out
  },
  // Layered waves like contour lines.
  (random, accent, light) => {
    const layers = random.int(14, 22)
    const amplitude = random.int(40, 90)
    const phase = random.next() * Math.PI * 2
    let out = ''
    for (let i = 0; i < layers; i++) {
      const y = (CH / layers) * i + 20
      const a = amplitude * (0.6 + 0.4 * Math.sin(i / 2 + phase))
      const d = `M 0 ${y} C ${CW * 0.25} ${y - a}, ${CW * 0.4} ${y + a}, ${CW * 0.6} ${y} S ${CW * 0.9} ${y - a}, ${CW} ${y + a * 0.3}`
      out += `<path d="${d}" fill="none" stroke="${i % 5 === 2 ? accent(0.55) : light(0.12 + (i % 3) * 0.05)}" stroke-width="${i % 5 === 2 ? 4 : 2}"/>`
    }
    return out
  },
  // Large overlapping translucent discs.
  (random, accent, light) => {
    let out = ''
    const count = random.int(7, 11)
    for (let i = 0; i < count; i++) {
      const r = random.int(140, 420)
      out += `<circle cx="${random.int(-100, CW + 100)}" cy="${random.int(-100, CH + 100)}" r="${r}" fill="${i % 3 === 0 ? accent(0.22) : light(0.07)}"/>`
    }
    return out
  },
  // A low-poly mosaic of triangles.
  (random, accent, light) => {
    const cols = 12
    const rows = 7
    const cw = CW / cols
    const rh = CH / rows
    const jitter = () => random.int(-18, 18)
    const points: [number, number][][] = []
    for (let r = 0; r <= rows; r++) {
      points.push([])
      for (let c = 0; c <= cols; c++) {
        const edge = r === 0 || c === 0 || r === rows || c === cols
        points[r]?.push([c * cw + (edge ? 0 : jitter()), r * rh + (edge ? 0 : jitter())])
      }
    }
    let out = ''
    const at = (r: number, c: number) => points[r]?.[c] ?? [0, 0]
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const [a, b, d, e] = [at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1)]
        for (const tri of [
          [a, b, e],
          [a, e, d],
        ]) {
          const fill = random.next() < 0.06 ? accent(0.28) : light(random.next() * 0.12)
          out += `<polygon points="${tri.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' ')}" fill="${fill}"/>`
        }
      }
    }
    return out
  },
]

const COVER_HUES = [212, 224, 200, 186, 172, 352, 338, 276, 154, 26, 204]

/** What each pattern shows, for the covers' alternative text, in the order of COVER_PATTERNS. */
const PATTERN_WORDS: readonly { id: string; en: string }[] = [
  { id: 'lingkaran-lingkaran konsentris', en: 'concentric rings' },
  { id: 'pita-pita diagonal', en: 'diagonal bands' },
  { id: 'titik-titik yang membesar ke satu sudut', en: 'dots growing towards one corner' },
  { id: 'garis-garis gelombang berlapis seperti garis kontur', en: 'layered waves like contour lines' },
  { id: 'cakram-cakram tembus pandang yang saling bertumpuk', en: 'large overlapping translucent discs' },
  { id: 'mozaik segitiga', en: 'a mosaic of triangles' },
]

/** The colour a cover's hue reads as, in both languages. */
function hueWords(hue: number): { id: string; en: string } {
  const h = ((hue % 360) + 360) % 360
  if (h >= 195 && h < 240) return { id: 'biru tua', en: 'navy blue' }
  if (h >= 165 && h < 195) return { id: 'hijau toska tua', en: 'deep teal' }
  if (h >= 140 && h < 165) return { id: 'hijau tua', en: 'forest green' }
  if (h >= 255 && h < 300) return { id: 'ungu tua', en: 'plum' }
  if (h >= 320 || h < 5) return { id: 'merah marun', en: 'burgundy' }
  return { id: 'cokelat tua', en: 'dark brown' }
}

/** The draws a cover is made of, in the order coverSvg takes them, so its description matches its pixels. */
function coverChoice(slug: string) {
  const random = randomFor(`cover:${slug}`)
  // Deep navies, teals, burgundies, plums and forest greens; muddy olives and oranges left out.
  const hue = random.pick(COVER_HUES) + random.int(-8, 8)
  const accentHue = hue + random.pick([30, 150, 180, 210])
  const index = random.int(0, COVER_PATTERNS.length - 1)
  return { random, hue, accentHue, index }
}

/**
 * The alternative text of a demo cover in both languages: what the abstract picture
 * shows, since it shows nothing of the post (a reader should not expect a photo of the topic).
 */
export function coverAltText(slug: string): { id: string; en: string } {
  const { hue, index } = coverChoice(slug)
  const pattern = PATTERN_WORDS[index] ?? PATTERN_WORDS[0]!
  const colour = hueWords(hue)
  return {
    id: `Gambar abstrak: ${pattern.id} di atas latar ${colour.id}.`,
    en: `Abstract image: ${pattern.en} on a ${colour.en} background.`,
  }
}

/** The alternative text of a demo portrait in both languages: a drawn, blurred studio portrait, never a photograph of the person. */
export function portraitAltText(name: string): { id: string; en: string } {
  return {
    id: `Ilustrasi potret studio yang buram untuk ${name}, bukan foto.`,
    en: `Blurred studio portrait drawn for ${name}, not a photograph.`,
  }
}

export function coverSvg(slug: string): string {
  const { random, hue, accentHue, index } = coverChoice(slug)
  const pattern = COVER_PATTERNS[index]!
  const accent = (alpha: number) => hsl(accentHue, 45, 68, Math.min(1, alpha))
  const light = (alpha: number) => hsl(hue, 20, 92, Math.min(1, alpha))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CW}" height="${CH}" viewBox="0 0 ${CW} ${CH}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 32, 20)}"/>
      <stop offset="1" stop-color="${hsl(hue + 16, 28, 34)}"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
  </defs>
  <rect width="${CW}" height="${CH}" fill="url(#bg)"/>
  ${pattern(random, accent, light)}
  <rect width="${CW}" height="${CH}" fill="url(#vignette)"/>
</svg>`
}

export async function renderCover(slug: string): Promise<EncodedImage> {
  const bytes = await encodeJpeg(coverSvg(slug), 78)
  return { bytes, ...COVER_SIZE }
}
