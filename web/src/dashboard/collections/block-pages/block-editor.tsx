/**
 * The blocks of a block page (decision 47): **Tambah blok** offers the types by their names, each
 * block is a panel of its fields with Naik, Turun and Hapus, each text beside its English twin.
 * The whole list goes to ONE hidden input as JSON (the form reader drops field names with `.` or
 * `[`, functions/src/routes/dashboard/form-helpers.ts), which the same parser reads in the browser
 * and on the server (shared/collections/page-blocks.ts). Rich texts use the live editor, loaded
 * once the page is on screen as the rich-text field's is.
 */
import { unstable_useControl as useControl, type FieldMetadata } from '@conform-to/react'
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { BLOCK_IMAGE_FOLDER, BLOCK_LABELS, BLOCK_TYPES, BLOCKS_MAX, emptyBlock, FAQ_ITEMS_MAX, PUBLICATIONS_COUNT_MAX, type BlockType, type FaqItem, type PageBlock } from '../../../../../shared/collections/page-blocks'
import type { FieldOption } from '../module-fields'
import { describedBy } from '../../components/field'
import { LoadingArea, type AreaAria } from '../../components/rich-text-frame'
import { useLiveEditor } from '../../components/rich-text-editor'
import { UploadField } from '../../components/upload-field'


/** A block's problems by the field they concern (`alt`, `items[1].question`), from the form's errors. */
type ErrorsAt = (path: string) => string[]

/**
 * The errors of block `index`'s fields, as the form keys them (`blocks[2].alt`): the parser
 * (shared/collections/page-blocks.ts) puts each problem at its field, in the browser and on the server.
 */
function blockErrors(allErrors: Record<string, string[]> | undefined, field: string, index: number): ErrorsAt {
  const prefix = `${field}[${index}]`
  return (path) => allErrors?.[`${prefix}${path.startsWith('[') ? '' : '.'}${path}`] ?? []
}

/** The id of the message shown under a control, which the control names in aria-describedby. */
const errorIdOf = (controlId: string) => `${controlId}-error`

/** aria-invalid and aria-describedby of a control with `errors`. */
function invalidProps(controlId: string, errors: string[], ...described: (string | undefined)[]) {
  return { 'aria-invalid': errors.length ? true : undefined, 'aria-describedby': describedBy(...described, errors.length ? errorIdOf(controlId) : undefined) }
}

/** A control's messages, right below it (the id its aria-describedby names). */
function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <div className="field-error" id={errorIdOf(id)}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  )
}

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
  // The list's value, with the hidden input below registered as its element: `change` writes the
  // input and dispatches its input and change events at once, inside the keystroke or click that
  // changed a block, so Conform and the form's other listeners (the draft, the comparison with
  // another person's version) update in the same render as the list, as in the rich-text field
  // (components/rich-text-editor.tsx). Conform's `useInputControl` dispatched them from an effect
  // after that render, where a listener that sets state (an SEO preview) leaves an update pending
  // after each commit, and a burst of keystrokes in a block's rich text ends in React's "Maximum
  // update depth exceeded", losing a keystroke.
  const control = useControl(meta)
  const nextKey = useRef(0)
  const [blocks, setBlocks] = useState<Keyed[]>(() => readBlocks(meta.initialValue).map((block) => ({ key: nextKey.current++, block })))
  const [adding, setAdding] = useState(false)
  const [announce, setAnnounce] = useState('')
  const errors = meta.errors ?? []
  const allErrors = meta.allErrors
  const helpId = `${meta.id}-help`
  const fieldsetRef = useRef<HTMLFieldSetElement>(null)
  useFocusFirstInvalid(fieldsetRef, allErrors)

  // The latest list, not the render's: a field may change twice before the next render (a
  // library image sets its path, then its texts), and the second change must not undo the first.
  const latest = useRef(blocks)
  const commit = (next: Keyed[]) => {
    latest.current = next
    setBlocks(next)
    control.change(JSON.stringify(next.map((entry) => entry.block)))
  }
  const update = (key: number, patch: Partial<PageBlock>) => commit(latest.current.map((entry) => (entry.key === key ? { key, block: { ...entry.block, ...patch } as PageBlock } : entry)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...latest.current]
    const [moved] = next.splice(index, 1)
    next.splice(index + by, 0, moved!)
    commit(next)
    setAnnounce(`Blok ${BLOCK_LABELS[moved!.block.type]} sekarang blok ke-${index + by + 1}.`)
  }
  const add = (type: BlockType) => {
    commit([...latest.current, { key: nextKey.current++, block: emptyBlock(type) }])
    setAdding(false)
    setAnnounce(`Blok ${BLOCK_LABELS[type]} ditambahkan sebagai blok ke-${blocks.length + 1}.`)
  }

  return (
    // Never `has-error` on the whole list: the dashboard's rule would paint every input of every
    // block red; each invalid field is marked in its panel instead.
    <fieldset ref={fieldsetRef} className="form-field block-editor" aria-describedby={describedBy(help ? helpId : undefined, errors.length ? meta.errorId : undefined)}>
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
            <BlockFields block={entry.block} id={`${meta.id}-${entry.key}`} onChange={(patch) => update(entry.key, patch)} options={options} field={meta.name} errorsAt={blockErrors(allErrors, meta.name, index)} />
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
      {/* Controlled: React writes an uncontrolled hidden input's default value back into it on every
          render. Before the first change of a new item (no value yet) it holds the list as shown. */}
      <input type="hidden" name={meta.name} value={control.value ?? JSON.stringify(blocks.map((entry) => entry.block))} ref={control.register} />
    </fieldset>
  )
}

/**
 * After a save the form refused (on the server, or in the browser before sending), the first
 * field marked invalid gets the focus when it is a block's: Conform focuses the first invalid
 * named control, and a block's fields have no name (the list goes in one hidden input).
 */
function useFocusFirstInvalid(ref: RefObject<HTMLFieldSetElement | null>, allErrors: Record<string, string[]> | undefined) {
  const submitted = useRef(true)
  useEffect(() => {
    const form = ref.current?.form
    if (!form) return
    const onSubmit = () => void (submitted.current = true)
    form.addEventListener('submit', onSubmit, true)
    return () => form.removeEventListener('submit', onSubmit, true)
  }, [ref])
  const count = Object.keys(allErrors ?? {}).length
  useEffect(() => {
    if (!submitted.current) return
    submitted.current = false
    const form = ref.current?.form
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    // Only when the form's first invalid field is a block's: an earlier one Conform has focused.
    if (first && ref.current?.contains(first)) first.focus()
  }, [count, ref])
}

interface FieldsProps {
  block: PageBlock
  id: string
  onChange: (patch: Record<string, unknown>) => void
  options: Record<string, FieldOption[]>
  field: string
  errorsAt: ErrorsAt
}

/** Each type's fields, each with the problems the parser put at it. */
function BlockFields({ block, id, onChange, options, field, errorsAt }: FieldsProps) {
  const value = block as unknown as Record<string, unknown>
  const pair = (name: string, label: string, kind: 'line' | 'area' = 'line', required = false) => (
    <TextPair id={`${id}-${name}`} label={label} kind={kind} required={required} value={String(value[name] ?? '')} valueEn={String(value[`${name}En`] ?? '')} onChange={(text, en) => onChange({ [name]: text, [`${name}En`]: en })} errors={errorsAt(name)} errorsEn={errorsAt(`${name}En`)} />
  )
  const target = (required: boolean) => (
    <Labelled id={`${id}-target`} label="Tujuan tombol" required={required} help="Alamat di situs ini, misalnya /contact-us. Di halaman bahasa Inggris diawali /en." errors={errorsAt('target')}>
      <input id={`${id}-target`} type="text" value={String(value.target ?? '')} onChange={(event) => onChange({ target: event.target.value })} autoComplete="off" spellCheck={false} {...invalidProps(`${id}-target`, errorsAt('target'), `${id}-target-help`)} />
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
      errors={errorsAt('image')}
      onChange={(path) => onChange({ image: path })}
      // A library image brings its texts; a block keeps those staff already typed.
      onLibraryPick={(entry) => {
        const texts: Record<string, string> = {}
        for (const [name, text] of [['alt', entry.alt], ['altEn', entry.altEn], ['caption', entry.caption], ['captionEn', entry.captionEn]] as const) {
          if (text && !String(value[name] ?? '').trim() && name in value) texts[name] = text
        }
        if (Object.keys(texts).length) onChange(texts)
      }}
    />
  )
  switch (block.type) {
    case 'text':
      return <RichPair id={id} name="html" label="Teks" value={block.html} valueEn={block.htmlEn} onChange={onChange} errorsAt={errorsAt} />
    case 'columns':
      return (
        <>
          <RichPair id={id} name="left" label="Kolom kiri" value={block.left} valueEn={block.leftEn} onChange={onChange} errorsAt={errorsAt} />
          <RichPair id={id} name="right" label="Kolom kanan" value={block.right} valueEn={block.rightEn} onChange={onChange} errorsAt={errorsAt} />
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
          <Labelled id={`${id}-count`} label="Jumlah" help={`1 sampai ${PUBLICATIONS_COUNT_MAX} publikasi terbaru.`} errors={errorsAt('count')}>
            <input id={`${id}-count`} type="number" min={1} max={PUBLICATIONS_COUNT_MAX} value={block.count} onChange={(event) => onChange({ count: Number(event.target.value) })} {...invalidProps(`${id}-count`, errorsAt('count'), `${id}-count-help`)} />
          </Labelled>
        </>
      )
    case 'attorneys':
      return <AttorneysFields block={block} id={id} onChange={onChange} options={options} field={field} errorsAt={errorsAt} heading={pair('heading', 'Judul')} />
    case 'faq':
      return <FaqFields block={block} id={id} onChange={onChange} errorsAt={errorsAt} heading={pair('heading', 'Judul')} />
  }
}

function AttorneysFields({ block, id, onChange, options, field, errorsAt, heading }: FieldsProps & { block: Extract<PageBlock, { type: 'attorneys' }>; heading: ReactNode }) {
  const attorneys = options[`${field}:attorneys`] ?? []
  const areas = options[`${field}:practiceAreas`] ?? []
  const idsErrors = errorsAt('ids')
  const areaErrors = errorsAt('area')
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
        <fieldset className={idsErrors.length ? 'form-field checkbox-group has-error' : 'form-field checkbox-group'} aria-describedby={idsErrors.length ? errorIdOf(`${id}-ids`) : undefined}>
          <legend>Advokat</legend>
          {attorneys.length === 0 ? <p>Belum ada advokat.</p> : null}
          {attorneys.map((option) => (
            <label key={option.id}>
              <input
                type="checkbox"
                checked={block.ids.includes(option.id)}
                aria-invalid={idsErrors.length ? true : undefined}
                onChange={(event) => onChange({ ids: event.target.checked ? [...block.ids, option.id] : block.ids.filter((one) => one !== option.id) })}
              />{' '}
              {option.label}
            </label>
          ))}
          <FieldErrors id={`${id}-ids`} errors={idsErrors} />
        </fieldset>
      ) : (
        <Labelled id={`${id}-area`} label="Bidang praktik" required errors={areaErrors}>
          <select id={`${id}-area`} value={block.area} onChange={(event) => onChange({ area: event.target.value })} {...invalidProps(`${id}-area`, areaErrors)}>
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

function FaqFields({ block, id, onChange, errorsAt, heading }: Omit<FieldsProps, 'options' | 'field'> & { block: Extract<PageBlock, { type: 'faq' }>; heading: ReactNode }) {
  const set = (index: number, patch: Partial<FaqItem>) => onChange({ items: block.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) })
  const at = (index: number, name: keyof FaqItem) => errorsAt(`items[${index}].${name}`)
  return (
    <>
      {heading}
      <FieldErrors id={`${id}-items`} errors={errorsAt('items')} />
      <ol className="faq-editor">
        {block.items.map((item, index) => (
          <li key={index}>
            <TextPair id={`${id}-q${index}`} label={`Pertanyaan ${index + 1}`} required value={item.question} valueEn={item.questionEn} onChange={(question, questionEn) => set(index, { question, questionEn })} errors={at(index, 'question')} errorsEn={at(index, 'questionEn')} />
            <TextPair id={`${id}-a${index}`} label={`Jawaban ${index + 1}`} kind="area" required value={item.answer} valueEn={item.answerEn} onChange={(answer, answerEn) => set(index, { answer, answerEn })} errors={at(index, 'answer')} errorsEn={at(index, 'answerEn')} />
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

/** A control with its label, help and messages; the control itself carries invalidProps. */
function Labelled({ id, label, required, help, errors = [], children }: { id: string; label: string; required?: boolean; help?: string; errors?: string[]; children: ReactNode }) {
  return (
    <div className={errors.length ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {help ? (
        <p className="field-help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}

/** A text and its English twin, side by side on wide screens. */
function TextPair(props: { id: string; label: string; kind?: 'line' | 'area'; required?: boolean; value: string; valueEn: string; onChange: (value: string, valueEn: string) => void; errors?: string[]; errorsEn?: string[] }) {
  const { id, label, kind = 'line', required, value, valueEn, onChange, errors = [], errorsEn = [] } = props
  const control = (which: 'id' | 'en') => {
    const controlId = `${id}-${which}`
    const attributes = {
      id: controlId,
      value: which === 'id' ? value : valueEn,
      onChange: (event: { target: { value: string } }) => (which === 'id' ? onChange(event.target.value, valueEn) : onChange(value, event.target.value)),
      ...invalidProps(controlId, which === 'id' ? errors : errorsEn),
    }
    return kind === 'area' ? <textarea rows={3} {...attributes} /> : <input type="text" autoComplete="off" {...attributes} />
  }
  return (
    <div className="block-pair">
      <Labelled id={`${id}-id`} label={label} errors={errors} {...(required ? { required } : {})}>
        {control('id')}
      </Labelled>
      <Labelled id={`${id}-en`} label={`${label} (English)`} errors={errorsEn}>
        {control('en')}
      </Labelled>
    </div>
  )
}

/** A rich text and its English twin, each in the live editor. */
function RichPair({ id, name, label, value, valueEn, onChange, errorsAt }: { id: string; name: string; label: string; value: string; valueEn: string; onChange: (patch: Record<string, unknown>) => void; errorsAt: ErrorsAt }) {
  return (
    <div className="block-pair block-pair-rich">
      <BlockRichText id={`${id}-${name}`} label={label} value={value} onChange={(html) => onChange({ [name]: html })} errors={errorsAt(name)} />
      <BlockRichText id={`${id}-${name}En`} label={`${label} (English)`} value={valueEn} onChange={(html) => onChange({ [`${name}En`]: html })} errors={errorsAt(`${name}En`)} />
    </div>
  )
}

function BlockRichText({ id, label, value, onChange, errors }: { id: string; label: string; value: string; onChange: (html: string) => void; errors: string[] }) {
  // A block added after hydration may use an editor already loaded at once, as a remounted field does.
  const { Live, failed } = useLiveEditor(true)
  const labelId = `${useId()}-label`
  const aria: AreaAria = { areaId: `${id}-editor`, labelId, described: errors.length ? errorIdOf(id) : undefined, invalid: errors.length > 0, required: false }
  // The latest callback, so the editor (made once) always writes into the current list.
  const change = useRef(onChange)
  change.current = onChange
  return (
    <div className={errors.length ? 'form-field has-error' : 'form-field'}>
      <label id={labelId}>{label}</label>
      {Live ? (
        <Live initialHtml={value} onChange={(html) => change.current(html)} onBlur={() => {}} aria={aria} immediatelyRender onEditor={() => {}} />
      ) : (
        <div className="editor-frame" data-ready="false">
          <LoadingArea aria={aria} failed={failed} />
        </div>
      )}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}
