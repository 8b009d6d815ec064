/**
 * The panels the toolbar opens under itself to fill in what a button inserts: a link, a
 * footnote, a video embed, a link card, an image of Pustaka Media. Not <form>s: they sit inside the item's form, so Enter
 * applies the panel instead of submitting it, and Escape closes it. Each edits the selected one
 * when the selection is one (a link, a footnote, an embed, a card), else inserts a new one.
 */
import type { Editor } from '@tiptap/core'
import { NodeSelection } from '@tiptap/pm/state'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { embedSource } from '../../../../shared/rich-text/embeds'
import { RICH_IMAGE_ALT_MAX, RICH_IMAGE_CAPTION_MAX, richImagePath, richImageSrc } from '../../../../shared/rich-text/images'
import type { PanelName } from './rich-text-frame'
import { normalizeLink } from './rich-text-links'
import { MediaPicker, type PickedMedia } from './media-picker'

interface FieldSpec {
  name: string
  label: string
  type?: 'url' | 'text'
  placeholder?: string
  /** Filled in: the panel says so when it is empty. */
  required?: boolean
}

/** The attributes of the selected node of `type`, when the selection is one. */
function selectedAttrs(editor: Editor, type: string): Record<string, string> | null {
  const { selection } = editor.state
  return selection instanceof NodeSelection && selection.node.type.name === type ? (selection.node.attrs as Record<string, string>) : null
}

/** A panel of text fields with Terapkan, Batal and, when editing, a remove button. */
function Panel({
  id,
  label,
  fields,
  initial,
  apply,
  remove,
  removeLabel,
  onClose,
  editor,
  before,
}: {
  id: string
  label: string
  fields: FieldSpec[]
  initial: Record<string, string>
  /** Applies the values; returns the sentence to show when they cannot be applied. */
  apply: (values: Record<string, string>) => string | null
  remove?: (() => void) | undefined
  removeLabel?: string
  onClose: () => void
  editor: Editor
  /** Shown before the fields, given a way to fill them (the image panel's library button). */
  before?: (fill: (patch: Record<string, string>) => void) => ReactNode
}) {
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const close = () => {
    onClose()
    editor.commands.focus()
  }
  const submit = () => {
    const missing = fields.find((field) => field.required && !values[field.name]?.trim())
    const problem = missing ? `Isi ${missing.label.toLowerCase()}.` : apply(values)
    if (problem) {
      setError(problem)
      first.current?.focus()
      return
    }
    onClose()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }
  return (
    <div className="editor-link-panel" id={id} role="group" aria-label={label}>
      {before?.((patch) => {
        setValues((current) => ({ ...current, ...patch }))
        setError(null)
      })}
      {fields.map((field, index) => (
        <span className="editor-panel-field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            ref={index === 0 ? first : undefined}
            id={`${id}-${field.name}`}
            type={field.type ?? 'text'}
            {...(field.type === 'url' ? { inputMode: 'url' as const } : {})}
            placeholder={field.placeholder}
            value={values[field.name] ?? ''}
            aria-invalid={error && index === 0 ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setValues({ ...values, [field.name]: event.target.value })
              setError(null)
            }}
            onKeyDown={onKeyDown}
          />
        </span>
      ))}
      <button type="button" className="btn btn-primary" onClick={submit}>
        Terapkan
      </button>
      {remove ? (
        <button
          type="button"
          className="btn"
          onClick={() => {
            remove()
            onClose()
          }}
        >
          {removeLabel}
        </button>
      ) : null}
      <button type="button" className="btn btn-quiet" onClick={close}>
        Batal
      </button>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * "Pilih dari Pustaka Media": the library's picker, whose choice fills the image panel with its
 * path and pixel size and the entry's alternative text and caption in the text's language.
 */
function LibraryButton({ fill, english }: { fill: (patch: Record<string, string>) => void; english: boolean }) {
  const [open, setOpen] = useState(false)
  const pick = (entry: PickedMedia) =>
    fill({
      path: entry.path,
      alt: english ? entry.altEn : entry.alt,
      caption: english ? entry.captionEn : entry.caption,
      width: entry.width ? String(entry.width) : '',
      height: entry.height ? String(entry.height) : '',
    })
  return (
    <>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Pilih dari Pustaka Media
      </button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={pick} kind="image" />
    </>
  )
}

/** The store path typed or pasted for an image: `blog_images/…`, `/media/blog_images/…` or its full address. */
function typedImagePath(typed: string): string | null {
  const text = typed.trim().replace(/^https?:\/\/[^/]+/i, '')
  return richImagePath(text.startsWith('/media/') ? text : `/media/${text.replace(/^\/+/, '')}`)
}

/** The panel `name` opened from the toolbar. */
export function EditorPanel({ name, id, editor, onClose, lang = 'id' }: { name: PanelName; id: string; editor: Editor; onClose: () => void; lang?: 'id' | 'en' }) {
  const common = { id, editor, onClose }
  if (name === 'image') {
    const existing = selectedAttrs(editor, 'figureImage')
    const english = lang === 'en'
    return (
      <Panel
        {...common}
        label="Gambar"
        before={(fill) => <LibraryButton fill={fill} english={english} />}
        fields={[
          { name: 'path', label: 'Lokasi gambar di Pustaka Media', placeholder: 'blog_images/…', required: true },
          { name: 'alt', label: english ? 'Teks alternatif (English)' : 'Teks alternatif', placeholder: 'Apa yang tampak di gambar', required: true },
          { name: 'caption', label: english ? 'Keterangan (English)' : 'Keterangan', placeholder: 'Boleh dikosongkan' },
        ]}
        initial={{
          path: existing ? (richImagePath(existing.src ?? '') ?? '') : '',
          alt: existing?.alt ?? '',
          caption: existing?.caption ?? '',
          width: existing?.width ?? '',
          height: existing?.height ?? '',
        }}
        apply={({ path: typed = '', alt = '', caption = '', width = '', height = '' }) => {
          const path = typedImagePath(typed)
          if (!path) return 'Gambar harus dari Pustaka Media: salin Lokasi file dari halaman file itu (misalnya blog_images/nama-file.jpg).'
          const attrs = {
            src: richImageSrc(path),
            alt: alt.replace(/\s+/g, ' ').trim().slice(0, RICH_IMAGE_ALT_MAX),
            caption: caption.replace(/\s+/g, ' ').trim().slice(0, RICH_IMAGE_CAPTION_MAX),
            // The pixel size known here (the image edited, the file chosen); the save writes the file's own.
            width,
            height,
          }
          if (existing) editor.chain().focus().updateAttributes('figureImage', attrs).run()
          else editor.chain().focus().insertContent({ type: 'figureImage', attrs }).run()
          return null
        }}
        remove={existing ? () => editor.chain().focus().deleteSelection().run() : undefined}
        removeLabel="Hapus gambar"
      />
    )
  }
  if (name === 'link') {
    const existing = (editor.getAttributes('link').href as string | undefined) ?? ''
    return (
      <Panel
        {...common}
        label="Tautan"
        fields={[{ name: 'href', label: 'Alamat tautan', type: 'url', placeholder: 'https://contoh.co.id/halaman' }]}
        initial={{ href: existing }}
        apply={({ href: typed = '' }) => {
          const href = normalizeLink(typed)
          if (!href) return 'Tautan harus berupa alamat web (https://…) atau email.'
          const chain = editor.chain().focus().extendMarkRange('link')
          if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] }).run()
          else chain.setLink({ href }).run()
          return null
        }}
        remove={existing ? () => editor.chain().focus().extendMarkRange('link').unsetLink().run() : undefined}
        removeLabel="Hapus tautan"
      />
    )
  }
  if (name === 'footnote') {
    const existing = selectedAttrs(editor, 'footnote')
    return (
      <Panel
        {...common}
        label="Catatan kaki"
        fields={[{ name: 'text', label: 'Isi catatan kaki', placeholder: 'Misalnya: Pasal 5 ayat (1) UU No. 1 Tahun 2023.', required: true }]}
        initial={{ text: existing?.text ?? '' }}
        apply={({ text = '' }) => {
          const attrs = { text: text.replace(/\s+/g, ' ').trim() }
          if (existing) editor.chain().focus().updateAttributes('footnote', attrs).run()
          else editor.chain().focus().insertContent({ type: 'footnote', attrs }).run()
          return null
        }}
        remove={existing ? () => editor.chain().focus().deleteSelection().run() : undefined}
        removeLabel="Hapus catatan kaki"
      />
    )
  }
  if (name === 'embed') {
    const existing = selectedAttrs(editor, 'embed')
    return (
      <Panel
        {...common}
        label="Sematkan video"
        fields={[
          { name: 'url', label: 'Alamat video YouTube atau Vimeo', type: 'url', placeholder: 'https://www.youtube.com/watch?v=…', required: true },
          { name: 'title', label: 'Judul video', placeholder: 'Misalnya: Webinar hukum ketenagakerjaan' },
        ]}
        initial={{ url: existing?.src ?? '', title: existing?.title ?? '' }}
        apply={({ url = '', title = '' }) => {
          const source = embedSource(url)
          if ('problem' in source) return source.problem
          const attrs = { src: source.src, title: title.replace(/\s+/g, ' ').trim() }
          if (existing) editor.chain().focus().updateAttributes('embed', attrs).run()
          else editor.chain().focus().insertContent({ type: 'embed', attrs }).run()
          return null
        }}
        remove={existing ? () => editor.chain().focus().deleteSelection().run() : undefined}
        removeLabel="Hapus video"
      />
    )
  }
  const existing = selectedAttrs(editor, 'linkCard')
  return (
    <Panel
      {...common}
      label="Kartu tautan"
      fields={[
        { name: 'title', label: 'Judul kartu', placeholder: 'Misalnya: Pendaftaran seminar', required: true },
        { name: 'href', label: 'Alamat tautan', type: 'url', placeholder: 'https://contoh.co.id/daftar', required: true },
        { name: 'text', label: 'Keterangan singkat', placeholder: 'Satu kalimat tentang halaman tujuan' },
      ]}
      initial={{ title: existing?.title ?? '', href: existing?.href ?? '', text: existing?.text ?? '' }}
      apply={({ title = '', href: typed = '', text = '' }) => {
        const href = normalizeLink(typed)
        if (!href) return 'Tautan harus berupa alamat web (https://…) atau email.'
        const attrs = { title: title.trim(), href, text: text.replace(/\s+/g, ' ').trim() }
        if (existing) editor.chain().focus().updateAttributes('linkCard', attrs).run()
        else editor.chain().focus().insertContent({ type: 'linkCard', attrs }).run()
        return null
      }}
      remove={existing ? () => editor.chain().focus().deleteSelection().run() : undefined}
      removeLabel="Hapus kartu"
    />
  )
}

/** Rows and columns of the table the selection is in: shown only then. */
export function TableTools({ editor }: { editor: Editor }) {
  const tools: { label: string; run: () => boolean }[] = [
    { label: 'Tambah baris', run: () => editor.chain().focus().addRowAfter().run() },
    { label: 'Tambah kolom', run: () => editor.chain().focus().addColumnAfter().run() },
    { label: 'Hapus baris', run: () => editor.chain().focus().deleteRow().run() },
    { label: 'Hapus kolom', run: () => editor.chain().focus().deleteColumn().run() },
    { label: 'Hapus tabel', run: () => editor.chain().focus().deleteTable().run() },
  ]
  return (
    <div className="editor-table-tools" role="group" aria-label="Alat tabel">
      {tools.map((tool) => (
        <button key={tool.label} type="button" className="btn btn-quiet" onMouseDown={(event) => event.preventDefault()} onClick={tool.run}>
          {tool.label}
        </button>
      ))}
    </div>
  )
}
