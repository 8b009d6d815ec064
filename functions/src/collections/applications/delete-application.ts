import type { Application } from '../../../../shared/schemas/types'
import type { Backend } from '../../backends/ports'

/**
 * Deletes an application, then its CV (a CV left by a failure is deleted with the unused uploads;
 * never the other way round). The retention sweep (sweep.ts) takes the same two steps itself, to
 * count each application it deleted whatever becomes of its CV.
 */
export async function deleteApplication(backend: Pick<Backend, 'content' | 'files'>, application: Application, actor: string, expectedVersion?: number): Promise<void> {
  await backend.content.remove('applications', application.id, { actor, ...(expectedVersion !== undefined ? { expectedVersion } : {}) })
  if (application.cv?.path) await backend.files.delete(application.cv.path)
}
