/**
 * The rich-text field of the forms (posts, practice areas, pages, openings): a label, a toolbar
 * and an editable area whose HTML goes to a hidden input, so the form posts it like any other
 * field, and Conform validates it on blur and as the user types.
 *
 * The editor (Tiptap and ProseMirror, rich-text-live.tsx) is most of a form page's JavaScript.
 * It is loaded once the page is on screen, not with it: the server, the first browser render
 * and the moment until it arrives show the same frame with a disabled toolbar and a read-only
 * area (rich-text-frame.tsx); the rest of the form is usable meanwhile, and what the field
 * holds is in the hidden input from the start.
 */
import { unstable_useControl as useControl, type FieldMetadata } from '@conform-to/react'
import type { Editor } from '@tiptap/core'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { describedBy, Field } from './field'
import { LoadingArea, ToolbarButtons, type AreaAria } from './rich-text-frame'
import type { LiveEditorProps } from './rich-text-live'

/** The editor's module, once loaded: every rich-text field of the page shares one load. */
let live: ComponentType<LiveEditorProps> | null = null
let loading: Promise<ComponentType<LiveEditorProps>> | null = null

function loadLiveEditor(): Promise<ComponentType<LiveEditorProps>> {
  loading ??= import('./rich-text-live').then(
    (module) => (live = module.LiveEditor),
    (error: unknown) => {
      loading = null // a later field (or a remount) tries again
      throw error
    },
  )
  return loading
}

/**
 * The live editor once its module is here, or null meanwhile (`failed` when it could not load).
 * `immediately`: mounted after hydration, so a module already loaded is used at once; before it,
 * the first render must match the server's, which has none. Every editor of the page shares one load.
 */
export function useLiveEditor(immediately: boolean): { Live: ComponentType<LiveEditorProps> | null; failed: boolean } {
  const [Live, setLive] = useState<ComponentType<LiveEditorProps> | null>(() => (immediately ? live : null))
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (Live) return
    let current = true
    loadLiveEditor().then(
      (component) => current && setLive(() => component),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [Live])
  return { Live, failed }
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
  // The field's value, with the hidden input below registered as its element: `change` writes
  // the input and dispatches its input and change events at once, inside the editor's own
  // keystroke, so Conform and the form's other listeners (the SEO preview reads the form at each
  // input event) update in the same render as the field. Conform's `useInputControl` dispatched
  // them from an effect of that render instead, where a listener's state update is left pending
  // when React checks for more work after the commit. Keystrokes queued faster than the page
  // renders (fast typing on a slow machine) left every commit with such an update pending, React
  // counts those commits in a row as nested updates, and past 50 it threw "Maximum update depth
  // exceeded" (error #185) from the editor's onChange, losing that keystroke's value.
  const control = useControl(meta)
  const labelId = `${meta.id}-label`
  const helpId = `${meta.id}-help`
  const errors = meta.errors ?? []
  const invalid = errors.length > 0
  const aria: AreaAria = { areaId: `${meta.id}-editor`, labelId, described: describedBy(help && helpId, invalid && meta.errorId), invalid, required }

  const { Live, failed } = useLiveEditor(immediatelyRender)
  const editor = useRef<Editor | null>(null)

  return (
    // The area is not a labelable element: the label names it through aria-labelledby and focuses it on click.
    <Field label={label} labelId={labelId} onLabelClick={() => editor.current?.commands.focus()} errorId={meta.errorId} errors={errors} help={help} helpId={helpId} required={required}>
      {Live ? (
        <Live
          initialHtml={control.value ?? ''}
          onChange={control.change}
          onBlur={control.blur}
          aria={aria}
          // Never rendered on the server or in the first render: the editor can be made at once.
          immediatelyRender
          onEditor={(instance) => (editor.current = instance)}
          // An English twin (`contentEn`, a block's `htmlEn`) takes the library's English texts.
          lang={meta.name.endsWith('En') ? 'en' : 'id'}
        />
      ) : (
        <div className="editor-frame" data-ready="false">
          <ToolbarButtons editor={null} state={null} areaId={aria.areaId} openPanel={null} onTogglePanel={() => {}} />
          <LoadingArea aria={aria} failed={failed} />
        </div>
      )}
      {/* Controlled: React writes an uncontrolled hidden input's default value back into it on every render. */}
      <input type="hidden" name={meta.name} value={control.value ?? ''} ref={control.register} />
    </Field>
  )
}
