/**
 * The Storage trigger that checks each upload the browser sent straight to Cloud Storage, with
 * the same bounded check as uploads through the app (uploads/validate-upload.ts, decision 40). It
 * loads sharp only for an image it checks.
 */
import * as logger from 'firebase-functions/logger'
import { storageBucket } from 'firebase-functions/params'
import { onObjectFinalized } from 'firebase-functions/storage'
import { APP_MEMORY_MB, APP_REGION, SECRETS, TRIGGER_MAX_INSTANCES, TRIGGER_MIN_INSTANCES } from '../backends/firebase/firebase-params'
import { validateUploadObject } from '../uploads/validate-upload-object'
import { once, type LoadRuntime } from './runtime'

export function defineUploadFunction(options: { load: LoadRuntime }) {
  const runtime = once(options.load)
  const validateUpload = onObjectFinalized(
    { bucket: storageBucket, region: APP_REGION, memory: APP_MEMORY_MB, secrets: SECRETS, retry: true, minInstances: TRIGGER_MIN_INSTANCES, maxInstances: TRIGGER_MAX_INSTANCES },
    async (event) => {
      const { backend } = await runtime()
      if (!backend.directUploads) throw new Error('the backend takes no direct uploads')
      const result = await validateUploadObject(
        { name: event.data.name, size: event.data.size, contentType: event.data.contentType },
        { files: backend.files, rejections: backend.directUploads },
      )
      if (result.outcome === 'rejected') logger.warn('upload refused and deleted', { path: result.path, reason: result.message })
      return result
    },
  )
  return { validateUpload }
}
