export type PostCollection = 'blogs' | 'publications'

/** Excerpts longer than this are refused; an empty excerpt is derived from the content. */
export const EXCERPT_MAX = 300
/** Ours: the spec has no excerpt. (Candidate for messages.ts.) */
export const EXCERPT_MAX_MESSAGE = `Ringkasan maksimal ${EXCERPT_MAX} karakter`
