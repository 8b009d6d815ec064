/** Errors of the whole form (a stale version, a store problem), above the submit button. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} className="form-error" role="alert" aria-live="assertive">
      {errors?.map((error) => <p key={error}>{error}</p>)}
    </div>
  )
}
