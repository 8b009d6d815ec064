/**
 * The rich-text editor itself (Tiptap), loaded by rich-text-editor.tsx once the form page is
 * on screen: Tiptap and ProseMirror are most of a form page's JavaScript, and the page's other
 * fields need none of them. It fills the frame that was shown while it loaded
 * (rich-text-frame.tsx) and writes its HTML through the field's Conform control.
 */
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
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { normalizeLink, SAFE_LINK } from './rich-text-links'
import { LoadingArea, ToolbarButtons, toolbarState, type AreaAria } from './rich-text-frame'

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

/** What the live editor needs of the field (rich-text-editor.tsx keeps the field itself). */
export interface LiveEditorProps {
  /** The HTML the editor starts with (the field's value when it mounts). */
  initialHtml: string
  /** Sends the editor's HTML to the form ('' when empty). */
  onChange: (html: string) => void
  onBlur: () => void
  aria: AreaAria
  /** Whether the editor is made in the first render (it can be: this is never server-rendered). */
  immediatelyRender: boolean
  /** The editor, for the field's label to focus it; null when it goes. */
  onEditor: (editor: Editor | null) => void
}

export function LiveEditor({ initialHtml, onChange, onBlur, aria, immediatelyRender, onEditor }: LiveEditorProps) {
  const areaAttributes = useMemo(
    () => ({
      id: aria.areaId,
      class: 'editor-content',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': aria.labelId,
      ...(aria.described ? { 'aria-describedby': aria.described } : {}),
      ...(aria.invalid ? { 'aria-invalid': 'true' } : {}),
      ...(aria.required ? { 'aria-required': 'true' } : {}),
    }),
    [aria.areaId, aria.labelId, aria.described, aria.invalid, aria.required],
  )
  // The options Tiptap compares on every render stay the same objects: `useEditor` calls the
  // editor's setOptions (a ProseMirror view update) whenever one differs, and the content and
  // attributes would otherwise differ at each keystroke, feeding React updates back into the
  // editor while the user types. The content is the initial one only; the ARIA follows below.
  const [content] = useState(initialHtml)
  const editorProps = useMemo(() => ({ attributes: areaAttributes }), [areaAttributes])
  // What the form last received: a transaction that leaves the HTML as it was (a selection, a
  // mark toggled and back) sends nothing.
  const sent = useRef(content)

  const editor = useEditor({
    immediatelyRender,
    extensions: EXTENSIONS,
    content,
    editorProps,
    onUpdate: ({ editor }) => {
      const html = editor.isEmpty ? '' : editor.getHTML()
      if (html === sent.current) return
      sent.current = html
      onChange(html)
    },
    onBlur,
  })

  // Errors come and go: keep the editable area's ARIA in step with them.
  useEffect(() => {
    if (editor && editor.options.editorProps !== editorProps) editor.setOptions({ editorProps })
  }, [editor, editorProps])

  useEffect(() => {
    onEditor(editor)
    return () => onEditor(null)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor])

  const watched = useEditorState({ editor, selector: ({ editor }) => (editor ? toolbarState(editor) : null) })
  // Tiptap's state hook first reports a new editor at its first transaction; until then, read it here.
  const state = watched ?? (editor ? toolbarState(editor) : null)
  const [linkOpen, setLinkOpen] = useState(false)

  return (
    <div className="editor-frame" data-ready={editor ? 'true' : 'false'}>
      <ToolbarButtons editor={editor} state={state} areaId={aria.areaId} linkOpen={linkOpen} onToggleLink={() => setLinkOpen((open) => !open)} />
      {linkOpen && editor ? <LinkPanel id={`${aria.areaId}-link`} editor={editor} onClose={() => setLinkOpen(false)} /> : null}
      {editor ? <EditorContent editor={editor} className="editor-mount" /> : <LoadingArea aria={aria} />}
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
