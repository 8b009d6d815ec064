import { multiLineText } from '../schemas/text-fields'
import { MSG } from '../schemas/messages'
import { custom, defineCollection, slug, text } from './define'

/** Practice areas: written by the seed, no dashboard form yet (every field is stored only). */
export const practiceAreas = defineCollection({
  name: 'practiceAreas',
  labels: { title: 'Bidang Praktik', noun: 'bidang praktik', create: 'Tambah bidang praktik', edit: 'Ubah bidang praktik' },
  fields: {},
  stored: {
    slug: slug(),
    // Searchable: an attorney's search record carries the names of their practice areas.
    name: text({ label: 'Nama', indexed: true, searchable: true, translatable: true, required: MSG.nameRequired }),
    summary: text({ label: 'Ringkasan', translatable: true }),
    description: custom('textarea', multiLineText(), { label: 'Deskripsi', translatable: true }, { default: '' }),
  },
})
