export type CvProblem = 'cvType' | 'cvSize' | 'cvCorrupt'

/**
 * The CV's problem from what the file claims (its name, type and size), before anything is sent:
 * the server's early check for a PDF (shared/schemas/uploads.ts `precheckUpload`), without its
 * every-folder message table in the page's script. The server checks the bytes again.
 */
export function precheckCv(file: { name: string; type: string; size: number }, maxBytes: number): CvProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  if (extension !== 'pdf' && file.type !== 'application/pdf') return 'cvType'
  if (file.size > maxBytes) return 'cvSize'
  if (file.size === 0) return 'cvCorrupt'
  return null
}
