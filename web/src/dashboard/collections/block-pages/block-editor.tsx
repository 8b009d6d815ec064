/**
 * The blocks of a block page (decision 47): **Tambah blok** offers the types by their names, each
 * block is a panel of its fields with Naik, Turun and Hapus, each text beside its English twin.
 * The whole list goes to ONE hidden input as JSON (the form reader drops field names with `.` or
 * `[`, functions/src/routes/dashboard/form-helpers.ts), which the same parser reads in the browser
 * and on the server (shared/collections/page-blocks.ts). Rich texts use the live editor, loaded
 * once the page is on screen as the rich-text field's is.
 */
import { useInputControl, type FieldMetadata } from '@conform-to/react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { BLOCK_IMAGE_FOLDER, BLOCK_LABELS, BLOCK_TYPES, BLOCKS_MAX, emptyBlock, FAQ_ITEMS_MAX, PUBLICATIONS_COUNT_MAX, type BlockType, type FaqItem, type PageBlock } from '../../../../../shared/collections/page-blocks'
import type { FieldOption } from '../module-fields'
import { describedBy } from '../../components/field'
import { LoadingArea, type AreaAria } from '../../components/rich-text-frame'
import { useLiveEditor } from '../../components/rich-text-editor'
import { UploadField } from '../../components/upload-field'


/** A block as the editor holds it: with a key of its own, so moving a panel keeps its editors. */
type Keyed = { key: number; block: PageBlock }

function readBlocks(value: unknown): PageBlock[] {
  if (typeof value !== 'string' || value === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed.filter((block) => typeof block === 'object' && block !== null && (BLOCK_TYPES as readonly string[]).includes((block as { type?: string }).type ?? '')) as PageBlock[]) : []
  } catch {
    return []
  }
}

export interface BlockEditorProps {
  meta: FieldMetadata<string>
  label: string
  help?: string
  /** The choices of list blocks, by `{field}:attorneys`, `{field}:practiceAreas`, `{field}:categories`. */
  options: Record<string, FieldOption[]>
}

export function BlockEditor({ meta, label, help, options }: BlockEditorProps) {
  const control = useInputControl(meta)
  const nextKey = useRef(0)
  const [blocks, setBlocks] = useState<Keyed[]>(() => readBlocks(meta.initialValue).map((block) => ({ key: nextKey.current++, block })))
  const [adding, setAdding] = useState(false)
  const [announce, setAnnounce] = useState('')
  const errors = meta.errors ?? []
  const helpId = `${meta.id}-help`

  const commit = (next: Keyed[]) => {
    setBlocks(next)
    control.change(JSON.stringify(next.map((entry) => entry.block)))
  }
  const update = (key: number, patch: Partial<PageBlock>) => commit(blocks.map((entry) => (entry.key === key ? { key, block: { ...entry.block, ...patch } as PageBlock } : entry)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved!)
    commit(next)
    setAnnounce(`Blok ${BLOCK_LABELS[moved!.block.type]} sekarang blok ke-${index + by + 1}.`)
  }
  const add = (type: BlockType) => {
    commit([...blocks, { key: nextKey.current++, block: emptyBlock(type) }])
    setAdding(false)
    setAnnounce(`Blok ${BLOCK_LABELS[type]} ditambahkan sebagai blok ke-${blocks.length + 1}.`)
  }

  return (
    <fieldset className={errors.length ? 'form-field block-editor has-error' : 'form-field block-editor'} aria-describedby={describedBy(help ? helpId : undefined, errors.length ? meta.errorId : undefined)}>
      <legend>{label}</legend>
      {help ? (
        <p className="field-help" id={helpId}>
          {help}
        </p>
      ) : null}
      {errors.length ? (
        <div className="field-error" id={meta.errorId} aria-live="polite">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      {blocks.length === 0 ? <p className="block-editor-empty">Belum ada blok. Mulai dengan Tambah blok.</p> : null}
      <ol className="block-list">
        {blocks.map((entry, index) => (
          <li key={entry.key} className="block-panel" data-block-type={entry.block.type}>
            <div className="block-panel-head">
              <h3>
                Blok {index + 1}: {BLOCK_LABELS[entry.block.type]}
              </h3>
              <div className="block-panel-actions">
                <button type="button" className="btn btn-quiet" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Naikkan blok ${index + 1} (${BLOCK_LABELS[entry.block.type]})`}>
                  Naik
                </button>
                <button type="button" className="btn btn-quiet" disabled={index === blocks.length - 1} onClick={() => move(index, 1)} aria-label={`Turunkan blok ${index + 1} (${BLOCK_LABELS[entry.block.type]})`}>
                  Turun
                </button>
                <button
                  type="button"
                  className="btn btn-danger-quiet"
                  onClick={() => {
                    commit(blocks.filter((one) => one.key !== entry.key))
                    setAnnounce(`Blok ${index + 1} dihapus.`)
                  }}
                  aria-label={`Hapus blok ${index + 1} (${BLOCK_LABELS[entry.block.type]})`}
                >
                  Hapus
                </button>
              </div>
            </div>
            <BlockFields block={entry.block} id={`${meta.id}-${entry.key}`} onChange={(patch) => update(entry.key, patch)} options={options} field={meta.name} />
          </li>
        ))}
      </ol>
      <div className="block-add">
        <button type="button" className="btn btn-quiet" aria-expanded={adding} onClick={() => setAdding(!adding)} disabled={blocks.length >= BLOCKS_MAX}>
          Tambah blok
        </button>
        {adding ? (
          <ul className="block-type-menu" aria-label="Jenis blok">
            {BLOCK_TYPES.map((type) => (
              <li key={type}>
                <button type="button" onClick={() => add(type)}>
                  {BLOCK_LABELS[type]}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <input type="hidden" name={meta.name} value={control.value ?? JSON.stringify(blocks.map((entry) => entry.block))} />
    </fieldset>
  )
}

interface FieldsProps {
  block: PageBlock
  id: string
  onChange: (patch: Record<string, unknown>) => void
  options: Record<string, FieldOption[]>
  field: string
}

/** Each type's fields. */
function BlockFields({ block, id, onChange, options, field }: FieldsProps) {
  const value = block as unknown as Record<string, unknown>
  const pair = (name: string, label: string, kind: 'line' | 'area' = 'line', required = false) => (
    <TextPair id={`${id}-${name}`} label={label} kind={kind} required={required} value={String(value[name] ?? '')} valueEn={String(value[`${name}En`] ?? '')} onChange={(text, en) => onChange({ [name]: text, [`${name}En`]: en })} />
  )
  const target = (required: boolean) => (
    <Labelled id={`${id}-target`} label="Tujuan tombol" required={required} help="Alamat di situs ini, misalnya /contact-us. Di halaman bahasa Inggris diawali /en.">
      <input id={`${id}-target`} type="text" value={String(value.target ?? '')} onChange={(event) => onChange({ target: event.target.value })} autoComplete="off" spellCheck={false} />
    </Labelled>
  )
  const image = () => (
    <UploadField
      name={`${field}[${id}].image`}
      id={`${id}-image`}
      label="Gambar"
      folder={BLOCK_IMAGE_FOLDER}
      initialPath={String(value.image ?? '')}
      initial={value.image ? { path: String(value.image), contentType: 'image/jpeg', size: 0 } : null}
      errorId={`${id}-image-error`}
      onChange={(path) => onChange({ image: path })}
    />
  )
  switch (block.type) {
    case 'text':
      return <RichPair id={id} name="html" label="Teks" value={block.html} valueEn={block.htmlEn} onChange={onChange} />
    case 'columns':
      return (
        <>
          <RichPair id={id} name="left" label="Kolom kiri" value={block.left} valueEn={block.leftEn} onChange={onChange} />
          <RichPair id={id} name="right" label="Kolom kanan" value={block.right} valueEn={block.rightEn} onChange={onChange} />
        </>
      )
    case 'image':
      return (
        <>
          {image()}
          {pair('alt', 'Teks alternatif', 'line', true)}
          {pair('caption', 'Keterangan')}
        </>
      )
    case 'hero':
      return (
        <>
          {pair('heading', 'Judul', 'line', true)}
          {pair('lead', 'Pengantar', 'area')}
          {image()}
          {pair('alt', 'Teks alternatif')}
          {pair('buttonLabel', 'Label tombol')}
          {target(false)}
        </>
      )
    case 'cta':
      return (
        <>
          {pair('heading', 'Judul', 'line', true)}
          {pair('text', 'Teks', 'area')}
          {pair('buttonLabel', 'Label tombol', 'line', true)}
          {target(true)}
        </>
      )
    case 'quote':
      return (
        <>
          {pair('text', 'Kutipan', 'area', true)}
          {pair('cite', 'Sumber')}
        </>
      )
    case 'practiceAreas':
      return pair('heading', 'Judul')
    case 'publications':
      return (
        <>
          {pair('heading', 'Judul')}
          <Labelled id={`${id}-category`} label="Kategori">
            <select id={`${id}-category`} value={block.category} onChange={(event) => onChange({ category: event.target.value })}>
              <option value="">Semua kategori</option>
              {(options[`${field}:categories`] ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled id={`${id}-count`} label="Jumlah" help={`1 sampai ${PUBLICATIONS_COUNT_MAX} publikasi terbaru.`}>
            <input id={`${id}-count`} type="number" min={1} max={PUBLICATIONS_COUNT_MAX} value={block.count} onChange={(event) => onChange({ count: Number(event.target.value) })} />
          </Labelled>
        </>
      )
    case 'attorneys':
      return <AttorneysFields block={block} id={id} onChange={onChange} options={options} field={field} heading={pair('heading', 'Judul')} />
    case 'faq':
      return <FaqFields block={block} id={id} onChange={onChange} heading={pair('heading', 'Judul')} />
  }
}

function AttorneysFields({ block, id, onChange, options, field, heading }: FieldsProps & { block: Extract<PageBlock, { type: 'attorneys' }>; heading: ReactNode }) {
  const attorneys = options[`${field}:attorneys`] ?? []
  const areas = options[`${field}:practiceAreas`] ?? []
  return (
    <>
      {heading}
      <fieldset className="form-field block-choice">
        <legend>Advokat yang ditampilkan</legend>
        <label>
          <input type="radio" name={`${field}[${id}].source`} checked={block.source === 'chosen'} onChange={() => onChange({ source: 'chosen' })} /> Pilih advokat
        </label>
        <label>
          <input type="radio" name={`${field}[${id}].source`} checked={block.source === 'area'} onChange={() => onChange({ source: 'area' })} /> Semua advokat satu bidang praktik
        </label>
      </fieldset>
      {block.source === 'chosen' ? (
        <fieldset className="form-field checkbox-group">
          <legend>Advokat</legend>
          {attorneys.length === 0 ? <p>Belum ada advokat.</p> : null}
          {attorneys.map((option) => (
            <label key={option.id}>
              <input
                type="checkbox"
                checked={block.ids.includes(option.id)}
                onChange={(event) => onChange({ ids: event.target.checked ? [...block.ids, option.id] : block.ids.filter((one) => one !== option.id) })}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : (
        <Labelled id={`${id}-area`} label="Bidang praktik" required>
          <select id={`${id}-area`} value={block.area} onChange={(event) => onChange({ area: event.target.value })}>
            <option value="">Pilih bidang praktik</option>
            {areas.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </Labelled>
      )}
    </>
  )
}

function FaqFields({ block, id, onChange, heading }: Omit<FieldsProps, 'options' | 'field'> & { block: Extract<PageBlock, { type: 'faq' }>; heading: ReactNode }) {
  const set = (index: number, patch: Partial<FaqItem>) => onChange({ items: block.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) })
  return (
    <>
      {heading}
      <ol className="faq-editor">
        {block.items.map((item, index) => (
          <li key={index}>
            <TextPair id={`${id}-q${index}`} label={`Pertanyaan ${index + 1}`} required value={item.question} valueEn={item.questionEn} onChange={(question, questionEn) => set(index, { question, questionEn })} />
            <TextPair id={`${id}-a${index}`} label={`Jawaban ${index + 1}`} kind="area" required value={item.answer} valueEn={item.answerEn} onChange={(answer, answerEn) => set(index, { answer, answerEn })} />
            <button type="button" className="btn btn-quiet" disabled={block.items.length === 1} onClick={() => onChange({ items: block.items.filter((_, i) => i !== index) })}>
              Hapus pertanyaan {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-quiet" disabled={block.items.length >= FAQ_ITEMS_MAX} onClick={() => onChange({ items: [...block.items, { question: '', questionEn: '', answer: '', answerEn: '' }] })}>
        Tambah pertanyaan
      </button>
    </>
  )
}

function Labelled({ id, label, required, help, children }: { id: string; label: string; required?: boolean; help?: string; children: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {help ? <p className="field-help">{help}</p> : null}
      {children}
    </div>
  )
}

/** A text and its English twin, side by side on wide screens. */
function TextPair({ id, label, kind = 'line', required, value, valueEn, onChange }: { id: string; label: string; kind?: 'line' | 'area'; required?: boolean; value: string; valueEn: string; onChange: (value: string, valueEn: string) => void }) {
  const control = (which: 'id' | 'en') => {
    const props = { id: `${id}-${which}`, value: which === 'id' ? value : valueEn, onChange: (event: { target: { value: string } }) => (which === 'id' ? onChange(event.target.value, valueEn) : onChange(value, event.target.value)) }
    return kind === 'area' ? <textarea rows={3} {...props} /> : <input type="text" autoComplete="off" {...props} />
  }
  return (
    <div className="block-pair">
      <Labelled id={`${id}-id`} label={label} {...(required ? { required } : {})}>
        {control('id')}
      </Labelled>
      <Labelled id={`${id}-en`} label={`${label} (English)`}>
        {control('en')}
      </Labelled>
    </div>
  )
}

/** A rich text and its English twin, each in the live editor. */
function RichPair({ id, name, label, value, valueEn, onChange }: { id: string; name: string; label: string; value: string; valueEn: string; onChange: (patch: Record<string, unknown>) => void }) {
  return (
    <div className="block-pair block-pair-rich">
      <BlockRichText id={`${id}-${name}`} label={label} value={value} onChange={(html) => onChange({ [name]: html })} />
      <BlockRichText id={`${id}-${name}En`} label={`${label} (English)`} value={valueEn} onChange={(html) => onChange({ [`${name}En`]: html })} />
    </div>
  )
}

function BlockRichText({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (html: string) => void }) {
  // A block added after hydration may use an editor already loaded at once, as a remounted field does.
  const { Live, failed } = useLiveEditor(true)
  const labelId = `${useId()}-label`
  const aria: AreaAria = { areaId: `${id}-editor`, labelId, described: undefined, invalid: false, required: false }
  // The latest callback, so the editor (made once) always writes into the current list.
  const change = useRef(onChange)
  change.current = onChange
  return (
    <div className="form-field">
      <label id={labelId}>{label}</label>
      {Live ? (
        <Live initialHtml={value} onChange={(html) => change.current(html)} onBlur={() => {}} aria={aria} immediatelyRender onEditor={() => {}} />
      ) : (
        <div className="editor-frame" data-ready="false">
          <LoadingArea aria={aria} failed={failed} />
        </div>
      )}
    </div>
  )
}
