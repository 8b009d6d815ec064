/**
 * The demo firm's brand images, drawn as SVG and encoded with sharp like the other
 * demo images (images.ts): the home page's hero and each practice area's cover, architectural
 * studies in the brand's duotone (photo-studies.ts) that sit full-bleed behind a heading as the
 * firm's own photographs will. Reproducible: keyed by a fixed name or the area's slug.
 */
import sharp from 'sharp'
import { COVER_SIZE, type EncodedImage } from './images'
import { architectureSvg, ARCHITECTURE_MOTIFS, type ArchitectureMotif } from './photo-studies'

/** 16:10: wide enough for a full-bleed hero on a desktop, tall enough to crop to a phone's portrait frame. */
export const HERO_SIZE = { width: 1600, height: 1000 } as const

/** Encodes a study drawn at `drawn` size, enlarged to `size`: soft-focus pictures lose nothing, and the blur costs a quarter. */
async function jpeg(svg: string, quality: number, size: { width: number; height: number }): Promise<Uint8Array> {
  // Rasterised first: given the SVG and a larger size at once, sharp would draw it at that size.
  const drawn = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer()
  const buffer = await sharp(drawn).resize(size.width, size.height).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

/** A glass tower at dusk in the brand's duotone, its lit side right of the middle (the text sits left). */
export function heroSvg(): string {
  return architectureSvg('hero', 'tower', half(HERO_SIZE))
}

const half = (size: { width: number; height: number }) => ({ width: size.width / 2, height: size.height / 2 })

export async function renderHero(): Promise<EncodedImage> {
  return { bytes: await jpeg(heroSvg(), 78, HERO_SIZE), ...HERO_SIZE }
}

/** The demo areas' motifs, by slug, so each header differs from its neighbours; others take the colonnade. */
const AREA_MOTIFS: Record<string, ArchitectureMotif> = {
  'korporasi-dan-komersial': 'tower',
  'pasar-modal': 'atrium',
  'perbankan-dan-keuangan': 'colonnade',
  ketenagakerjaan: 'stairs',
  'penyelesaian-sengketa-dan-litigasi': 'colonnade',
  'hak-kekayaan-intelektual': 'atrium',
  'energi-dan-sumber-daya-alam': 'stairs',
  pajak: 'tower',
}

const motifOf = (slug: string): ArchitectureMotif => AREA_MOTIFS[slug] ?? 'colonnade'

/** The alternative text of a demo area's cover in both languages: the architecture it shows. */
export function areaCoverAltText(slug: string): { id: string; en: string } {
  const words = ARCHITECTURE_MOTIFS[motifOf(slug)]
  return {
    id: `Foto ilustrasi arsitektur: ${words.id}, dalam warna biru tua dan emas.`,
    en: `Illustrated architectural photograph: ${words.en}, in navy and gold.`,
  }
}

/** A practice area's cover: an architectural study, shown full-bleed behind the area's name. */
export function areaCoverSvg(slug: string): string {
  return architectureSvg(`area:${slug}`, motifOf(slug), half(COVER_SIZE))
}

export async function renderAreaCover(slug: string): Promise<EncodedImage> {
  return { bytes: await jpeg(areaCoverSvg(slug), 76, COVER_SIZE), ...COVER_SIZE }
}
