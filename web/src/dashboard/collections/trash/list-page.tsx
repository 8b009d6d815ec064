import type { ListPageProps } from '../../../../../shared/collections/list'
import { trash } from '../../../../../shared/collections/trash'
import { Field } from '../../components/field'
import { CollectionList } from '../list-page'

/** A restore refused because the slug is another item's now: the user picks another. */
export interface TrashConflict {
  id: string
  title: string
  slug: string
  takenBy: string
  /** What the slug field shows: the suggestion, or what the user typed. */
  value: string
  /** The typed slug's problem, when it had one. */
  error?: string
}

export interface TrashListPageProps extends ListPageProps {
  conflict?: TrashConflict
}

function ConflictForm({ conflict }: { conflict: TrashConflict }) {
  const errorId = 'trash-slug-error'
  const path = trash.list.path
  return (
    <section className="panel trash-conflict" aria-labelledby="trash-conflict-title">
      <h2 id="trash-conflict-title">{`Pilih slug lain untuk “${conflict.title}”`}</h2>
      <div className="alert alert-error" role="alert">
        <p>
          {conflict.takenBy
            ? `Slug “${conflict.slug}” sekarang dipakai oleh “${conflict.takenBy}”, jadi “${conflict.title}” tidak dapat dipulihkan dengan alamat lamanya. `
            : `“${conflict.title}” tidak dipulihkan: slug barunya tidak dapat dipakai. `}
          Pilih slug baru; alamat lamanya tetap milik item yang sekarang memakainya.
        </p>
      </div>
      <form method="post" action={`${path}/${conflict.id}/restore`} className="inline-form">
        <Field label="Slug baru" htmlFor="trash-slug" errorId={errorId} errors={conflict.error ? [conflict.error] : undefined} help="Huruf kecil, angka, dan tanda hubung." helpId="trash-slug-help" required>
          <input
            id="trash-slug"
            name="slug"
            type="text"
            defaultValue={conflict.value}
            autoComplete="off"
            required
            aria-invalid={conflict.error ? true : undefined}
            aria-describedby={conflict.error ? `trash-slug-help ${errorId}` : 'trash-slug-help'}
          />
        </Field>
        <div className="inline-actions">
          <button type="submit" className="btn btn-primary">
            Pulihkan dengan slug ini
          </button>
          <a className="btn" href={path}>
            Batal
          </a>
        </div>
      </form>
    </section>
  )
}

/**
 * /dashboard/trash (Sampah): the one list page as shared/collections/trash.ts declares it, with
 * the choice of a new slug above it when a restore was refused because its old one is taken.
 */
export default function TrashListPage({ props }: { props: TrashListPageProps }) {
  return <CollectionList props={props}>{props.conflict ? <ConflictForm conflict={props.conflict} /> : null}</CollectionList>
}
