/**
 * The demo firm's brand images, drawn as SVG and encoded with sharp like the other
 * demo images (images.ts): the home page's hero, a city of office towers at dusk, and each
 * practice area's cover, its pattern with an emblem of the practice. Reproducible: keyed by
 * a fixed name or the area's slug.
 */
import sharp from 'sharp'
import { coverSvg, COVER_SIZE, type EncodedImage } from './images'
import { randomFor } from './seeded-random'

/** 4:3, twice the 720 px the hero shows it at on wide screens. */
export const HERO_SIZE = { width: 1600, height: 1200 } as const

async function jpeg(svg: string, quality: number): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/** Jakarta's towers at dusk: a warm sky over the navy of the site, lit windows, no real building. */
export function heroSvg(): string {
  const { width: W, height: H } = HERO_SIZE
  const random = randomFor('hero:skyline')
  const horizon = H * 0.88
  const towers = (layer: number, minH: number, maxH: number, fill: string, lit: number) => {
    let out = ''
    let x = -random.int(0, 60)
    while (x < W) {
      const w = random.int(70, 170) - layer * 10
      const h = random.int(minH, maxH)
      const top = horizon - h
      out += `<rect x="${x}" y="${top}" width="${w}" height="${H - top}" fill="${fill}"/>`
      // A crown on some towers: a spire or a stepped top.
      if (random.next() < 0.3) out += `<rect x="${x + w / 2 - 3}" y="${top - random.int(30, 90)}" width="6" height="${random.int(30, 90)}" fill="${fill}"/>`
      // eslint-disable-next-line no-dupe-else-if -- each random.next() is a new draw
      else if (random.next() < 0.3) out += `<rect x="${x + 12}" y="${top - 24}" width="${w - 24}" height="24" fill="${fill}"/>`
      // Windows, in rows and columns, a share of them lit.
      for (let wy = top + 18; wy < horizon - 10; wy += 22) {
        for (let wx = x + 10; wx < x + w - 14; wx += 18) {
          if (random.next() < lit) out += `<rect x="${wx}" y="${wy}" width="8" height="11" fill="#f3d79b" fill-opacity="${(0.45 + random.next() * 0.5).toFixed(2)}"/>`
        }
      }
      x += w + random.int(4, 26)
    }
    return out
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2036"/>
      <stop offset="0.35" stop-color="#1d4670"/>
      <stop offset="0.62" stop-color="#a8785a"/>
      <stop offset="0.82" stop-color="#e8c48f"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.66" cy="0.56" r="0.38">
      <stop offset="0" stop-color="#ffe2a8" stop-opacity="0.95"/>
      <stop offset="0.25" stop-color="#f6c27d" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#f6c27d" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="haze" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b2036" stop-opacity="0"/>
      <stop offset="1" stop-color="#0b2036" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <circle cx="${W * 0.66}" cy="${H * 0.56}" r="64" fill="#fff0cf" fill-opacity="0.9"/>
  <g>${towers(0, 240, 520, '#4a5f78', 0.06)}</g>
  <g>${towers(1, 160, 380, '#263f5c', 0.14)}</g>
  <g>${towers(2, 70, 240, '#10263d', 0.22)}</g>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#0b2036"/>
  <rect width="${W}" height="${H}" fill="url(#haze)"/>
</svg>`
}

export async function renderHero(): Promise<EncodedImage> {
  return { bytes: await jpeg(heroSvg(), 80), ...HERO_SIZE }
}

/**
 * Line emblems of the practices (100×100 units, drawn in the cover's light gold), by the demo
 * areas' slugs; an area without one gets the scales of justice.
 */
const EMBLEMS: Record<string, string> = {
  // A tower with windows.
  'korporasi-dan-komersial': 'M30 88V18h40v70M22 88h56M40 30h6M54 30h6M40 44h6M54 44h6M40 58h6M54 58h6M46 88V74h8v14',
  // A rising chart over bars.
  'pasar-modal': 'M14 86h72M22 86V66M40 86V54M58 86V60M76 86V38M18 56l20-16 16 10 28-26M70 24h12v12',
  // A bank: pediment, columns, base.
  'perbankan-dan-keuangan': 'M14 40L50 16l36 24zM20 40v6h60v-6M26 46v32M42 46v32M58 46v32M74 46v32M16 78h68v8H16z',
  // Two people.
  ketenagakerjaan: 'M36 44a10 10 0 1 0 0-20a10 10 0 1 0 0 20M16 82c0-16 9-26 20-26s20 10 20 26M66 46a8 8 0 1 0 0-16a8 8 0 1 0 0 16M58 60c3-3 5-4 8-4c10 0 18 9 18 26',
  // The scales of justice.
  'penyelesaian-sengketa-dan-litigasi': 'M50 14v70M30 86h40M20 26h60M20 26L10 52h20zM80 26L70 52h20zM10 52c0 6 20 6 20 0M70 52c0 6 20 6 20 0',
  // A light bulb.
  'hak-kekayaan-intelektual': 'M50 14c-16 0-26 12-26 26c0 10 6 16 10 22c3 4 4 8 4 12h24c0-4 1-8 4-12c4-6 10-12 10-22c0-14-10-26-26-26zM40 82h20M43 90h14M50 40v20M42 48l8-8 8 8',
  // A lightning bolt over a horizon.
  'energi-dan-sumber-daya-alam': 'M56 12L30 52h18l-6 34 28-44H52zM12 88h76',
  // A document with a percent sign.
  pajak: 'M26 12h34l16 16v60H26zM60 12v16h16M40 72l22-28M42 48a4 4 0 1 0 0.1 0M58 68a4 4 0 1 0 0.1 0',
}

/** What each emblem shows, for the covers' alternative text, in both languages. */
const EMBLEM_WORDS: Record<string, { id: string; en: string }> = {
  'korporasi-dan-komersial': { id: 'gedung perkantoran', en: 'an office tower' },
  'pasar-modal': { id: 'grafik yang naik di atas batang-batang', en: 'a rising chart over bars' },
  'perbankan-dan-keuangan': { id: 'gedung bank berpilar', en: 'a bank with columns' },
  ketenagakerjaan: { id: 'dua orang', en: 'two people' },
  'penyelesaian-sengketa-dan-litigasi': { id: 'timbangan keadilan', en: 'the scales of justice' },
  'hak-kekayaan-intelektual': { id: 'bola lampu', en: 'a light bulb' },
  'energi-dan-sumber-daya-alam': { id: 'petir di atas cakrawala', en: 'a lightning bolt over a horizon' },
  pajak: { id: 'dokumen bertanda persen', en: 'a document with a percent sign' },
}

/** The alternative text of a demo area's cover in both languages: its emblem, on an abstract pattern. */
export function areaCoverAltText(slug: string): { id: string; en: string } {
  const emblem = EMBLEM_WORDS[slug] ?? EMBLEM_WORDS['penyelesaian-sengketa-dan-litigasi']!
  return {
    id: `Ikon garis ${emblem.id} dalam lingkaran emas di atas pola abstrak.`,
    en: `Line icon of ${emblem.en} in a gold ring over an abstract pattern.`,
  }
}

/** A practice area's cover: the posts' pattern (images.ts) with the practice's emblem in a ring. */
export function areaCoverSvg(slug: string): string {
  const { width: W, height: H } = COVER_SIZE
  const base = coverSvg(`area:${slug}`)
  const emblem = EMBLEMS[slug] ?? EMBLEMS['penyelesaian-sengketa-dan-litigasi']!
  const size = 300
  const overlay = `<g transform="translate(${W / 2 - size / 2} ${H / 2 - size / 2})">
    <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#0b2036" fill-opacity="0.55" stroke="#d8c08f" stroke-opacity="0.85" stroke-width="4"/>
    <g transform="translate(60 60) scale(1.8)"><path d="${emblem}" fill="none" stroke="#d8c08f" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g>
  </g>`
  return base.replace('</svg>', `${overlay}\n</svg>`)
}

export async function renderAreaCover(slug: string): Promise<EncodedImage> {
  return { bytes: await jpeg(areaCoverSvg(slug), 78), ...COVER_SIZE }
}
