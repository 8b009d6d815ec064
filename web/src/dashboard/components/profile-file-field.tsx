import { useEffect, useState } from 'react'
import type { UploadFolder } from '../../../../shared/schemas/uploads'
import type { StoredFile } from '../../../../shared/schemas/types'
import { UploadField } from './upload-field'

interface ProfileFileFieldProps {
  name: string
  id: string
  label: string
  folder: UploadFolder
  /** The file the profile has now (its name, size and preview). */
  stored: StoredFile | null
  /** The path the form starts with: the stored one, or one sent back or restored from a draft. */
  path: string
  errors?: string[]
  errorId: string
  help: string
  removeLabel: string
  /** Shown for a stored file that has no original name (files saved before names were kept). */
  storedName?: string
}

/**
 * An optional upload (profile picture, CV) with a way to take the file off the profile:
 * the upload field is mounted again empty, so the form sends no path.
 */
export function ProfileFileField({ name, id, label, folder, stored, path, errors, errorId, help, removeLabel, storedName }: ProfileFileFieldProps) {
  const [current, setCurrent] = useState(path)
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    // The remove button is gone with the file: keep keyboard focus on this field's picker.
    if (generation > 0) document.getElementById(`${id}-picker`)?.focus()
  }, [generation, id])
  // A path that is not the stored file's (a new upload sent back with errors, a draft) still
  // gets a preview: images are served by path.
  const initial: StoredFile | null =
    generation > 0 || !path
      ? null
      : stored && stored.path === path
        ? { ...stored, originalName: stored.originalName || storedName }
        : folder === 'profile_pictures'
          ? { path, contentType: 'image/jpeg', size: 0 }
          : null
  return (
    <div className="profile-file-field">
      <UploadField
        key={generation}
        name={name}
        id={id}
        label={label}
        folder={folder}
        initial={initial}
        initialPath={generation > 0 ? '' : path}
        errors={errors}
        errorId={errorId}
        help={help}
        onChange={setCurrent}
      />
      {current ? (
        <button
          type="button"
          className="btn btn-danger-quiet profile-file-remove"
          onClick={() => {
            setCurrent('')
            setGeneration((n) => n + 1)
            // The hidden input is gone from the form: let the form's listeners (draft) know.
            queueMicrotask(() => document.getElementById(`${id}-picker`)?.dispatchEvent(new Event('input', { bubbles: true })))
          }}
        >
          {removeLabel}
        </button>
      ) : null}
      {!current && stored && generation > 0 ? <p className="field-help">File akan dihapus dari profil saat disimpan.</p> : null}
    </div>
  )
}
