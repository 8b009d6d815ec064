/**
 * The rich-text field's frame: its toolbar and the area shown until the editor runs. Light on
 * purpose (no Tiptap): the server, the first browser render and the time the editor's own
 * code takes to arrive all show this frame, and the live editor (rich-text-live.tsx) fills the
 * same frame, so nothing moves when it arrives.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Editor } from '@tiptap/core'

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

export const BUTTONS: ToolbarButtonSpec[] = [
  { key: 'h2', label: 'Tajuk bagian H2', glyph: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'h3', label: 'Tajuk subbagian H3', glyph: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bold', label: 'Tebal', glyph: <b>B</b>, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'Miring', glyph: <i>I</i>, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'bullet', label: 'Daftar berbutir', glyph: '•≡', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'ordered', label: 'Daftar bernomor', glyph: <OrderedListIcon />, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', label: 'Kutipan', glyph: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'callout', label: 'Kotak sorotan', glyph: '▣', run: (e) => e.chain().focus().toggleWrap('callout').run(), active: (e) => e.isActive('callout') },
  // A table of three rows and three columns, the first row its header; the table tools add and remove rows and columns.
  { key: 'table', label: 'Tabel', glyph: <TableIcon />, run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
]

function TableIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 9.5h18M3 15h18M9 4v16M15 4v16" />
    </svg>
  )
}

/** The toolbar's buttons that open a panel to fill in (rich-text-panels.tsx), in toolbar order. */
export const PANELS = [
  { key: 'link', label: 'Tautan', glyph: <LinkIcon /> },
  { key: 'footnote', label: 'Catatan kaki', glyph: '¹' },
  { key: 'embed', label: 'Sematkan', glyph: '▶' },
  { key: 'linkCard', label: 'Kartu tautan', glyph: <CardIcon /> },
  { key: 'image', label: 'Gambar', glyph: <ImageIcon /> },
] as const

export type PanelName = (typeof PANELS)[number]['key']

/** A card with a title line and a text line (an emoji glyph is missing from some system fonts). */
function CardIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 10h10M7 14h6" />
    </svg>
  )
}

/** A picture: a frame with a sun and a hill. */
function ImageIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </svg>
  )
}

function LinkIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 13a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1.5 1.5" />
      <path d="M14 11a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1.5-1.5" />
    </svg>
  )
}

/** What the toolbar shows: which formats apply at the selection, and what undo/redo can do. */
export interface ToolbarState {
  active: Record<string, boolean>
  /** Per panel: whether the selection is one it edits (a link, a footnote, an embed, a link card, an image). */
  panels: Record<PanelName, boolean>
  /** Whether the selection is in a table (its tools show). */
  inTable: boolean
  canUndo: boolean
  canRedo: boolean
}

export function toolbarState(editor: Editor): ToolbarState {
  return {
    active: Object.fromEntries(BUTTONS.map((b) => [b.key, b.active?.(editor) ?? false])),
    panels: { link: editor.isActive('link'), footnote: editor.isActive('footnote'), embed: editor.isActive('embed'), linkCard: editor.isActive('linkCard'), image: editor.isActive('figureImage') },
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  }
}

/** The toolbar's buttons; all disabled until there is an editor. */
export function ToolbarButtons({
  editor,
  state,
  areaId,
  openPanel,
  onTogglePanel,
}: {
  editor: Editor | null
  state: ToolbarState | null
  areaId: string
  openPanel: PanelName | null
  onTogglePanel: (panel: PanelName) => void
}) {
  const ready = Boolean(editor)
  return (
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
      {PANELS.map((panel) => (
        <button
          key={panel.key}
          type="button"
          className="editor-button"
          aria-label={panel.label}
          title={panel.label}
          aria-pressed={state?.panels[panel.key] ?? false}
          aria-expanded={openPanel === panel.key}
          aria-controls={`${areaId}-panel`}
          disabled={!ready}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onTogglePanel(panel.key)}
        >
          <span aria-hidden="true">{panel.glyph}</span>
        </button>
      ))}
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
  )
}

/** The editable area's ARIA, on the live editor's area and on the one shown before it. */
export interface AreaAria {
  areaId: string
  labelId: string
  described: string | undefined
  invalid: boolean
  required: boolean | undefined
}

/**
 * The area shown until the editor runs: read-only and busy. When the editor's code could not be
 * loaded (a dropped connection), it says so; the field's value is still in the form and saved.
 */
export function LoadingArea({ aria, failed = false }: { aria: AreaAria; failed?: boolean }) {
  return (
    <div className="editor-mount">
      <div
        id={aria.areaId}
        className="editor-content is-loading"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={aria.labelId}
        aria-describedby={aria.described}
        aria-invalid={aria.invalid || undefined}
        aria-required={aria.required || undefined}
        aria-readonly="true"
        aria-busy={failed ? undefined : 'true'}
      >
        <p>{failed ? 'Editor gagal dimuat. Teks yang ada tetap tersimpan; muat ulang halaman untuk mengubahnya.' : 'Memuat editor…'}</p>
      </div>
    </div>
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
    let next: number
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
