/** The language of the page shown now (a swapped page brings its own): `en` for English pages, else `id`. */
export function pageLang(doc: Document = document): 'id' | 'en' {
  return doc.documentElement.lang === 'en' ? 'en' : 'id'
}
