import { TRASH_NOTE } from '../../../../../shared/collections/trash'
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { categories } from '../../../../../shared/collections/categories'
import { tags } from '../../../../../shared/collections/tags'
import { ConfirmButton } from '../../components/confirm-button'
import type { ListPageProps, ListRow } from '../../../../../shared/collections/list'
import { CollectionList } from '../list-page'
import { describedBy, Field } from '../../components/field'
import { TERM_SLUG_HELP, termSlugBase, type TermLang } from '../../../../../shared/collections/taxonomy-fields'
import { FormError } from '../../components/form-error'

export type TaxonomyKind = 'categories' | 'tags'

export interface TaxonomyUsage {
  count: number
  items: { title: string; href: string; type: string }[]
}

/** What a category's or tag's rename form starts from (its English name and slug '' while it has none), in its row's data. */
export interface TermData {
  nameEn: string
  slug: string
  slugEn: string
  slugByHand: boolean
  slugEnByHand: boolean
  version: number
  /** Posts that use it. */
  usage: number
}

export interface TaxonomyPageProps extends ListPageProps {
  kind: TaxonomyKind
  /** The reply to the form that was submitted ("create" or "rename-{id}"). */
  result?: { formId: string; reply: SubmissionResult<string[]> }
  editingId?: string
  /**
   * A delete of an item still in use, sent without a target (or refused): the items that use
   * it, and the form that moves them to another item and deletes it.
   */
  blocked?: { id: string; name: string; usage: TaxonomyUsage; version: number; error?: string }
}

/** The wording and form of each kind, from its collection module. */
function textOf(kind: TaxonomyKind) {
  const collection = kind === 'categories' ? categories : tags
  const { title, noun } = collection.labels
  return {
    title,
    noun,
    label: collection.fields.name.label,
    labelEn: collection.fields.nameEn.label,
    schema: collection.formSchema,
    /** What the move of an item in use is called: a category's posts move, a tag merges into another. */
    move:
      kind === 'categories'
        ? { label: 'Pindahkan kontennya ke kategori', confirm: 'Pindahkan dan hapus', choose: 'Pilih kategori' }
        : { label: 'Gabungkan ke tag', confirm: 'Gabungkan dan hapus', choose: 'Pilih tag' },
  }
}

/** What a delete of an item in use says will happen: its posts move, then it goes, and its filter links follow. */
function moveNote(kind: TaxonomyKind, name: string, count: number): string {
  return kind === 'categories'
    ? `Kategori “${name}” dipakai oleh ${count} konten. Pilih kategori tujuan: semua kontennya dipindahkan ke sana, lalu “${name}” dipindahkan ke Sampah. Tautan filter lama mengarah ke kategori tujuan.`
    : `Tag “${name}” dipakai oleh ${count} konten. Pilih tag tujuan: tag itu dipasang pada semua kontennya menggantikan “${name}”, lalu “${name}” dipindahkan ke Sampah. Tautan filter lama mengarah ke tag tujuan.`
}

/** The choice of where an item's posts go: every other item of the kind. */
function TargetSelect({ kind, id, others, error }: { kind: TaxonomyKind; id: string; others: { id: string; name: string }[]; error?: string }) {
  const text = textOf(kind)
  const selectId = `move-target-${id}`
  const errorId = `${selectId}-error`
  if (others.length === 0) return <p>{`Belum ada ${text.noun} lain untuk menampung kontennya. Tambahkan ${text.noun} lebih dulu.`}</p>
  return (
    <Field label={text.move.label} htmlFor={selectId} errorId={errorId} errors={error ? [error] : undefined} required>
      <select id={selectId} name="target" required defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <option value="" disabled>
          {text.move.choose}
        </option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
    </Field>
  )
}

/**
 * A slug beside its name in the rename form: it follows the name as it is typed until
 * staff change it themselves (or it was fixed by hand before); emptied, it follows again.
 */
function useTermSlug(initial: { slug: string; byHand: boolean } | undefined, lang: TermLang) {
  const [slug, setSlug] = useState(initial?.slug ?? '')
  const [byHand, setByHand] = useState(initial?.byHand ?? false)
  return {
    slug,
    onName(name: string) {
      if (!byHand) setSlug(termSlugBase(name, lang))
    },
    onSlug(value: string) {
      setSlug(value)
      setByHand(value.trim() !== '')
    },
  }
}

function NameForm({
  kind,
  formId,
  action,
  defaultName,
  defaultNameEn,
  slugs,
  version: versionProp,
  lastResult,
  submitLabel,
  onCancel,
}: {
  kind: TaxonomyKind
  formId: string
  action: string
  defaultName?: string
  defaultNameEn?: string
  /** A rename shows each language's slug, and whether it was fixed by hand. */
  slugs?: { id: { slug: string; byHand: boolean }; en: { slug: string; byHand: boolean } }
  version?: number
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
  onCancel?: () => void
}) {
  // A rename sent back with an error shows the slugs as they were sent.
  const sent = (lastResult?.initialValue ?? {}) as Record<string, unknown>
  const shown = (lang: TermLang, field: 'slug' | 'slugEn') => {
    const stored = slugs?.[lang]
    const value = sent[field]
    return typeof value === 'string' && stored ? { slug: value, byHand: value !== stored.slug ? value.trim() !== '' : stored.byHand } : stored
  }
  const slugId = useTermSlug(shown('id', 'slug'), 'id')
  const slugEn = useTermSlug(shown('en', 'slugEn'), 'en')
  const slugErrors = (name: 'slug' | 'slugEn') => lastResult?.error?.[name] ?? undefined
  const text = textOf(kind)
  // The version the user started renaming from: a refreshed list must not move it, or a rename
  // typed against an older name would overwrite someone else's without the stale-save refusal.
  const [version] = useState(versionProp)
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: { name: defaultName ?? '', nameEn: defaultNameEn ?? '', version: version === undefined ? undefined : String(version) },
    constraint: getZodConstraint(text.schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: text.schema }),
  })
  return (
    <form method="post" action={action} {...getFormProps(form)} className="inline-form">
      {version !== undefined ? <input type="hidden" name="version" value={String(version)} /> : null}
      <Field label={text.label} htmlFor={fields.name.id} errorId={fields.name.errorId} errors={fields.name.errors}>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          autoComplete="off"
          aria-describedby={describedBy(fields.name.errors?.length ? fields.name.errorId : undefined, form.errors?.length ? form.errorId : undefined)}
          onChange={(event) => slugId.onName(event.currentTarget.value)}
        />
      </Field>
      {/* Optional: English pages show it, with a slug of its own made from it; without it they show the Indonesian name. */}
      <Field label={text.labelEn} htmlFor={fields.nameEn.id} errorId={fields.nameEn.errorId} errors={fields.nameEn.errors}>
        <input
          {...getInputProps(fields.nameEn, { type: 'text' })}
          key={fields.nameEn.key}
          autoComplete="off"
          lang="en"
          aria-describedby={describedBy(fields.nameEn.errors?.length ? fields.nameEn.errorId : undefined)}
          onChange={(event) => slugEn.onName(event.currentTarget.value)}
        />
      </Field>
      {slugs ? (
        <>
          <SlugInput formId={formId} name="slug" label="Slug" value={slugId.slug} onChange={slugId.onSlug} errors={slugErrors('slug')} />
          <SlugInput formId={formId} name="slugEn" label="Slug (English)" value={slugEn.slug} onChange={slugEn.onSlug} errors={slugErrors('slugEn')} lang="en" />
          <p className="field-help rename-slug-help">{TERM_SLUG_HELP}</p>
        </>
      ) : null}
      <div className="inline-actions">
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn" onClick={onCancel}>
            Batal
          </button>
        ) : null}
      </div>
      <FormError id={form.errorId} errors={form.errors} />
    </form>
  )
}

/** A slug field of the rename form: typed by hand, or following its name. */
function SlugInput({ formId, name, label, value, onChange, errors, lang }: { formId: string; name: string; label: string; value: string; onChange(value: string): void; errors?: string[]; lang?: string }) {
  const id = `${formId}-${name}`
  const errorId = `${id}-error`
  return (
    <Field label={label} htmlFor={id} errorId={errorId} errors={errors}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        {...(lang ? { lang } : {})}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
      />
    </Field>
  )
}

/** Categories or tags: add, rename inline, delete with confirmation (one in use asks where its posts go). */
export default function TaxonomyPage({ props }: { props: TaxonomyPageProps }) {
  const { kind, result, blocked } = props
  const text = textOf(kind)
  const base = props.view.path
  const [editing, setEditing] = useState<string | null>(props.editingId ?? null)
  const term = (row: ListRow) => row.data as unknown as TermData
  // Every other item of the kind, where an item's posts can go.
  const others = (id: string) => props.rows.filter((other) => other.id !== id).map((other) => ({ id: other.id, name: other.name }))
  return (
    <CollectionList
      props={props}
      cells={{
        name: (_value, row) => {
          const item = term(row)
          return (
            <>
              {row.name}
              {item.nameEn ? (
                <>
                  <br />
                  <span className="muted">
                    EN: <span lang="en">{item.nameEn}</span>
                  </span>
                </>
              ) : null}
            </>
          )
        },
        slug: (_value, row) => {
          const item = term(row)
          return (
            <>
              <code>{item.slug}</code>
              {item.slugEn ? (
                <>
                  <br />
                  <code>{`en/${item.slugEn}`}</code>
                </>
              ) : null}
            </>
          )
        },
      }}
      row={(row, span) => {
        if (editing !== row.id || !row.data) return null
        const item = term(row)
        // The rename takes the whole row: both names and both slugs, labelled.
        return (
          <td colSpan={span} className="rename-cell">
            <NameForm
              kind={kind}
              formId={`rename-${row.id}`}
              action={`${base}/${row.id}`}
              defaultName={row.name}
              defaultNameEn={item.nameEn}
              slugs={{ id: { slug: item.slug, byHand: item.slugByHand }, en: { slug: item.slugEn, byHand: item.slugEnByHand } }}
              version={item.version}
              lastResult={result?.formId === `rename-${row.id}` ? result.reply : undefined}
              submitLabel="Simpan"
              onCancel={() => setEditing(null)}
            />
          </td>
        )
      }}
      actions={{
        rename: (row) => (
          <button type="button" className="btn btn-quiet" aria-label={`Ubah nama ${row.name}`} onClick={() => setEditing(row.id)}>
            Ubah nama
          </button>
        ),
        delete: (row) => {
          const item = term(row)
          return (
            <ConfirmButton
              action={`${base}/${row.id}/delete`}
              fields={{ version: item.version }}
              label="Hapus"
              ariaLabel={`Hapus ${row.name}`}
              title={`Hapus ${text.noun} “${row.name}”?`}
              message={
                item.usage > 0 ? (
                  // In use: the delete moves its posts first, never a button that cannot succeed.
                  <>
                    <p>{moveNote(kind, row.name, item.usage)}</p>
                    <TargetSelect kind={kind} id={row.id} others={others(row.id)} />
                  </>
                ) : (
                  <p>{TRASH_NOTE}</p>
                )
              }
              confirmLabel={item.usage > 0 ? text.move.confirm : 'Hapus'}
              confirmDisabled={item.usage > 0 && props.rows.length < 2}
            />
          )
        },
      }}
    >
      <section className="panel" aria-labelledby="create-title">
        <h2 id="create-title">Tambah {text.noun}</h2>
        <NameForm kind={kind} formId="create" action={base} lastResult={result?.formId === 'create' ? result.reply : undefined} submitLabel="Simpan" />
      </section>
      {blocked ? (
        // Also what a delete without JavaScript shows: the move as a plain form.
        <section className="alert alert-error move-panel" role="alert" aria-labelledby="move-title">
          <h2 id="move-title">{`Hapus ${text.noun} “${blocked.name}”`}</h2>
          <p>{moveNote(kind, blocked.name, blocked.usage.count)}</p>
          <ul>
            {blocked.usage.items.map((item) => (
              <li key={item.href}>
                {item.type}: <a href={item.href}>{item.title}</a>
              </li>
            ))}
          </ul>
          {blocked.usage.count > blocked.usage.items.length ? <p>…dan {blocked.usage.count - blocked.usage.items.length} lainnya.</p> : null}
          <form method="post" action={`${base}/${blocked.id}/delete`} className="move-form">
            <input type="hidden" name="version" value={String(blocked.version)} />
            <TargetSelect kind={kind} id={`panel-${blocked.id}`} others={others(blocked.id)} error={blocked.error} />
            <div className="inline-actions">
              <button type="submit" className="btn btn-danger">
                {text.move.confirm}
              </button>
              <a className="btn" href={base}>
                Batal
              </a>
            </div>
          </form>
        </section>
      ) : null}
    </CollectionList>
  )
}
