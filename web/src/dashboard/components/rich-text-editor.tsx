/**
 * The rich-text field of the post forms (Tiptap). Only the post form page imports it, so the
 * editor's code is in that page's chunk alone.
 *
 * The editor cannot run on the server: the server and the first browser render show the same
 * frame with a disabled toolbar and a read-only area; the editor mounts after hydration
 * (`immediatelyRender: false`) into that frame. Its HTML goes to a hidden input, so the form
 * posts it like any other field, and Conform validates it on blur and as the user types.
 */
import { useInputControl, type FieldMetadata } from '@conform-to/react'
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { Blockquote } from '@tiptap/extension-blockquote'
import { Bold } from '@tiptap/extension-bold'
import { Document } from '@tiptap/extension-document'
import { HardBreak } from '@tiptap/extension-hard-break'
import { Heading } from '@tiptap/extension-heading'
import { Italic } from '@tiptap/extension-italic'
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list'
import { Paragraph } from '@tiptap/extension-paragraph'
import { Text } from '@tiptap/extension-text'
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { describedBy, Field } from './field'

/** Links the editor may create; the server's sanitizer enforces the same (content/sanitize-html.ts). */
const SAFE_LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+)$/i

/**
 * The editor's features are exactly the tags the sanitizer keeps. Extensions are listed one by
 * one rather than through StarterKit, which bundles code blocks, strike and more even when
 * they are switched off (about 30 KB compressed the dashboard would load for nothing).
 */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [2, 3] }),
  Bold,
  Italic,
  Blockquote,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  HardBreak,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  Link.configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    isAllowedUri: (url) => SAFE_LINK.test(url.trim()),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
  }),
]

/** What a user types as a link, made into an href: bare hosts get https://, addresses mailto:. */
export function normalizeLink(input: string): string | null {
  const value = input.trim()
  if (!value) return null
  let href = value
  if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(value)) href = `mailto:${value}`
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) href = `https://${value.replace(/^\/\/+/, '')}`
  return SAFE_LINK.test(href) ? href : null
}

/**
 * The numbered-list icon is drawn, not typed: a visible "1." would have to appear in the
 * button's accessible name too (WCAG 2.5.3, label in name).
 */
function OrderedListIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 6h11M10 12h11M10 18h11" />
      <path d="M3 5l2-1.5V9" />
      <path d="M3 12.5c0-1.3 3-1.6 3 0 0 1.2-3 2.2-3 3.5h3" />
    </svg>
  )
}

interface ToolbarButtonSpec {
  key: string
  label: string
  glyph: ReactNode
  run: (editor: Editor) => void
  active?: (editor: Editor) => boolean
}

const BUTTONS: ToolbarButtonSpec[] = [
  { key: 'h2', label: 'Tajuk bagian H2', glyph: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'h3', label: 'Tajuk subbagian H3', glyph: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bold', label: 'Tebal', glyph: <b>B</b>, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'Miring', glyph: <i>I</i>, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'bullet', label: 'Daftar berbutir', glyph: '•≡', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: 'Daftar bernomor', glyph: <OrderedListIcon />, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', label: 'Kutipan', glyph: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
]

/** What the toolbar shows: which formats apply at the selection, and what undo/redo can do. */
function toolbarState(editor: Editor) {
  return {
    active: Object.fromEntries(BUTTONS.map((b) => [b.key, b.active?.(editor) ?? false])) as Record<string, boolean>,
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  }
}

export interface RichTextEditorProps {
  /** Conform's metadata of the field that carries the HTML. */
  meta: FieldMetadata<string>
  label: string
  help?: string
  required?: boolean
  /** True when mounted after hydration (a form remounted with a restored draft). */
  immediatelyRender?: boolean
}

export function RichTextEditor({ meta, label, help, required, immediatelyRender = false }: RichTextEditorProps) {
  const control = useInputControl(meta)
  const labelId = `${meta.id}-label`
  const helpId = `${meta.id}-help`
  const areaId = `${meta.id}-editor`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0
  const described = describedBy(help && helpId, invalid && meta.errorId)
  const areaAttributes = {
    id: areaId,
    class: 'editor-content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(described ? { 'aria-describedby': described } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  }

  // The options Tiptap compares on every render stay the same objects: `useEditor` calls the
  // editor's setOptions (a ProseMirror view update) whenever one differs, and the content and
  // attributes would otherwise differ at each keystroke, feeding React updates back into the
  // editor while the user types. The content is the initial one only; the ARIA follows below.
  const [initialContent] = useState(() => control.value ?? '')
  const attributesKey = JSON.stringify(areaAttributes)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const editorProps = useMemo(() => ({ attributes: areaAttributes }), [attributesKey])
  // What the hidden input last received: a transaction that leaves the HTML as it was (a
  // selection, a mark toggled and back) sends nothing to the form.
  const sent = useRef(initialContent)

  const editor = useEditor({
    immediatelyRender,
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? '' : editor.getHTML()
      if (html === sent.current) return
      sent.current = html
      control.change(html)
    },
    onBlur: () => control.blur(),
  })

  // Errors come and go: keep the editable area's ARIA in step with them.
  useEffect(() => {
    if (editor && editor.options.editorProps !== editorProps) editor.setOptions({ editorProps })
  }, [editor, editorProps])

  const watched = useEditorState({ editor, selector: ({ editor }) => (editor ? toolbarState(editor) : null) })
  // Tiptap's state hook first reports a new editor at its first transaction; until then, read it here.
  const state = watched ?? (editor ? toolbarState(editor) : null)

  const [linkOpen, setLinkOpen] = useState(false)
  const ready = Boolean(editor)

  return (
    // The area is not a labelable element: the label names it through aria-labelledby and focuses it on click.
    <Field label={label} labelId={labelId} onLabelClick={() => editor?.commands.focus()} errorId={meta.errorId} errors={errors} help={help} helpId={helpId} required={required}>
      <div className="editor-frame" data-ready={ready ? 'true' : 'false'}>
        <Toolbar controls={areaId}>
          {BUTTONS.map((button) => (
            <button
              key={button.key}
              type="button"
              className="editor-button"
              aria-label={button.label}
              title={button.label}
              aria-pressed={state?.active[button.key] ?? false}
              disabled={!ready}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor && button.run(editor)}
            >
              <span aria-hidden="true">{button.glyph}</span>
            </button>
          ))}
          <button
            type="button"
            className="editor-button"
            aria-label="Tautan"
            title="Tautan"
            aria-pressed={state?.link ?? false}
            aria-expanded={linkOpen}
            aria-controls={`${areaId}-link`}
            disabled={!ready}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setLinkOpen((open) => !open)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
              <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
            </svg>
          </button>
          <span className="editor-separator" aria-hidden="true" />
          <button
            type="button"
            className="editor-button"
            aria-label="Urungkan"
            title="Urungkan"
            disabled={!ready || !state?.canUndo}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor?.chain().focus().undo().run()}
          >
            <span aria-hidden="true">↶</span>
          </button>
          <button
            type="button"
            className="editor-button"
            aria-label="Ulangi"
            title="Ulangi"
            disabled={!ready || !state?.canRedo}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor?.chain().focus().redo().run()}
          >
            <span aria-hidden="true">↷</span>
          </button>
        </Toolbar>
        {linkOpen && editor ? <LinkPanel id={`${areaId}-link`} editor={editor} onClose={() => setLinkOpen(false)} /> : null}
        {editor ? (
          <EditorContent editor={editor} className="editor-mount" />
        ) : (
          <div className="editor-mount">
            <div
              id={areaId}
              className="editor-content is-loading"
              role="textbox"
              aria-multiline="true"
              aria-labelledby={labelId}
              aria-describedby={described}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              aria-readonly="true"
              aria-busy="true"
            >
              <p>Memuat editor…</p>
            </div>
          </div>
        )}
      </div>
      <input type="hidden" name={meta.name} value={control.value ?? ''} />
    </Field>
  )
}

/**
 * A toolbar with one tab stop (WAI-ARIA toolbar pattern): Tab enters and leaves it, arrow keys,
 * Home and End move between its buttons.
 */
function Toolbar({ controls, children }: { controls: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const buttons = () => Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])
  useEffect(() => {
    const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
    all.forEach((button, index) => {
      button.tabIndex = index === current ? 0 : -1
    })
  })
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = buttons()
    const index = list.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    let next = index
    if (event.key === 'ArrowRight') next = (index + 1) % list.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + list.length) % list.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = list.length - 1
    else return
    event.preventDefault()
    const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
    setCurrent(all.indexOf(list[next]!))
    list[next]!.focus()
  }
  return (
    <div
      ref={ref}
      className="editor-toolbar"
      role="toolbar"
      aria-label="Format teks"
      aria-controls={controls}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const all = Array.from(ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
        const index = all.indexOf(event.target as unknown as HTMLButtonElement)
        if (index >= 0 && index !== current) setCurrent(index)
      }}
    >
      {children}
    </div>
  )
}

/** Add, change or remove the link at the selection. Not a <form>: it sits inside the post form. */
function LinkPanel({ id, editor, onClose }: { id: string; editor: Editor; onClose: () => void }) {
  const existing = (editor.getAttributes('link').href as string | undefined) ?? ''
  const [value, setValue] = useState(existing)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  const close = () => {
    onClose()
    editor.commands.focus()
  }
  const apply = () => {
    const href = normalizeLink(value)
    if (!href) {
      setError('Tautan harus berupa alamat web (https://…) atau email.')
      input.current?.focus()
      return
    }
    const chain = editor.chain().focus().extendMarkRange('link')
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run()
    } else {
      chain.setLink({ href }).run()
    }
    onClose()
  }
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run()
    onClose()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the whole post form.
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }
  return (
    <div className="editor-link-panel" id={id} role="group" aria-label="Tautan">
      <label htmlFor={`${id}-input`}>Alamat tautan</label>
      <input
        ref={input}
        id={`${id}-input`}
        type="url"
        inputMode="url"
        placeholder="https://contoh.co.id/halaman"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="btn btn-primary" onClick={apply}>
        Terapkan
      </button>
      {existing ? (
        <button type="button" className="btn" onClick={remove}>
          Hapus tautan
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
