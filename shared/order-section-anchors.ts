import type { OrderingType } from './schemas/types'

/**
 * The anchors of the order settings page's sections: the page names its sections with them and
 * the server sends staff back to the section they saved.
 */
export const SECTION_ANCHORS: Record<OrderingType, string> = {
  attorneys: 'urutan-advokat',
  home_attorneys: 'advokat-beranda',
  practice_area_attorneys: 'urutan-bidang',
  home_pinned: 'konten-beranda',
  practice_areas: 'urutan-bidang-praktik',
}
