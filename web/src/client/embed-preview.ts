import { STORED_EMBED_SRC } from '../../../shared/rich-text/embeds'

/**
 * Video previews become the provider's player when clicked (shared/rich-text/render.ts writes
 * them). Until then the page has asked the provider for nothing: no frame, no thumbnail, no
 * script. Loaded by site.ts only on pages that hold a preview. Without this script the preview
 * is a plain link to the video's page.
 */
export function enhanceEmbeds(root: ParentNode): void {
  for (const figure of root.querySelectorAll<HTMLElement>('figure[data-embed-src]')) {
    const link = figure.querySelector<HTMLAnchorElement>('a.embed-preview')
    if (!link || link.dataset.enhanced) continue
    link.dataset.enhanced = 'true'
    link.addEventListener('click', (event) => {
      const src = figure.dataset.embedSrc ?? ''
      // The address was checked when saved; checked again here, as the frame is made from it.
      if (!STORED_EMBED_SRC.test(src)) return
      event.preventDefault()
      const frame = document.createElement('iframe')
      frame.src = `${src}${src.includes('?') ? '&' : '?'}autoplay=1`
      frame.title = figure.dataset.embedTitle ?? ''
      frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
      frame.allowFullscreen = true
      frame.referrerPolicy = 'strict-origin-when-cross-origin'
      frame.className = 'embed-frame'
      link.replaceWith(frame)
      frame.focus()
    })
  }
}
