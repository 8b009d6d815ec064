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
import { TableKit } from '@tiptap/extension-table'
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SAFE_LINK } from './rich-text-links'
import { LoadingArea, ToolbarButtons, toolbarState, type AreaAria, type PanelName } from './rich-text-frame'
import { Callout, Embed, FigureImage, Footnote, LinkCard } from './rich-text-nodes'
import { EditorPanel, TableTools } from './rich-text-panels'
import { cleanPastedHtml } from './rich-text-paste'

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
  // Tables with a header row; cells are never merged or resized (the sanitizer keeps no spans or widths).
  TableKit.configure({ table: { resizable: false, allowTableNodeSelection: false } }),
  Callout,
  Footnote,
  Embed,
  LinkCard,
  FigureImage,
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
  /** The text's language: an English text's images take the library's English texts. */
  lang?: 'id' | 'en'
}

export function LiveEditor({ initialHtml, onChange, onBlur, aria, immediatelyRender, onEditor, lang = 'id' }: LiveEditorProps) {
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
  const editorProps = useMemo(() => ({ attributes: areaAttributes, transformPastedHTML: cleanPastedHtml }), [areaAttributes])
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
  const [panel, setPanel] = useState<PanelName | null>(null)

  return (
    <div className="editor-frame" data-ready={editor ? 'true' : 'false'}>
      <ToolbarButtons editor={editor} state={state} areaId={aria.areaId} openPanel={panel} onTogglePanel={(name) => setPanel((open) => (open === name ? null : name))} />
      {/* Keyed by name: another button's panel starts with its own values. */}
      {panel && editor ? <EditorPanel key={panel} name={panel} id={`${aria.areaId}-panel`} editor={editor} lang={lang} onClose={() => setPanel(null)} /> : null}
      {state?.inTable && editor ? <TableTools editor={editor} /> : null}
      {editor ? <EditorContent editor={editor} className="editor-mount" /> : <LoadingArea aria={aria} />}
    </div>
  )
}
