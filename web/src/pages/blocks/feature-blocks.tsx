/** The blocks with an image or a button: Hero, Gambar, Ajakan. */
import type { CtaBlock, HeroBlock, ImageBlock } from '../../../../shared/collections/page-blocks'
import type { StoredFile } from '../../../../shared/schemas/types'
import { Picture } from '../../components/picture'
import { useLang } from '../../i18n/lang-context'
import { BlockText, useBlockText } from './block-text'

/** A block's image as the picture component reads it: its size is not stored, so the widest is asked. */
const imageFile = (path: string): StoredFile => ({ path, contentType: path.endsWith('.png') ? 'image/png' : 'image/jpeg', size: 0 })

/**
 * An image's alternative text in the page's language: an attribute cannot be marked `lang="id"`,
 * so an English page without its English text shows the image as decorative (decision 35).
 */
function altIn(block: HeroBlock | ImageBlock, lang: 'id' | 'en') {
  return lang === 'en' ? block.altEn : block.alt
}

function BlockButton({ block, className }: { block: HeroBlock | CtaBlock; className: string }) {
  const { href } = useLang()
  const label = useBlockText(block)('buttonLabel')
  if (!label.text || !block.target) return null
  return (
    <a className={className} href={href(block.target)} lang={label.fallback ? 'id' : undefined}>
      {label.text}
    </a>
  )
}

export function HeroBlockView({ block, first }: { block: HeroBlock; first: boolean }) {
  const { lang } = useLang()
  return (
    <section className={block.image ? 'block block-hero block-hero-image' : 'block block-hero'}>
      <div className="block-hero-text">
        {/* The first hero names the page: its heading is the page's h1 (the page's own title is then not repeated). */}
        <BlockText block={block} name="heading" as={first ? 'h1' : 'h2'} className="block-hero-heading" />
        <BlockText block={block} name="lead" as="p" className="lead" />
        <BlockButton block={block} className="button" />
      </div>
      {block.image ? (
        <Picture file={imageFile(block.image)} alt={altIn(block, lang)} widths={[640, 960, 1280]} sizes="(min-width: 1160px) 420px, (min-width: 768px) 42vw, calc(100vw - 5rem)" className="block-hero-picture" aspect={{ width: 4, height: 3 }} priority={first} />
      ) : null}
    </section>
  )
}

export function ImageBlockView({ block }: { block: ImageBlock }) {
  const { lang } = useLang()
  return (
    <figure className="block block-image">
      <Picture file={imageFile(block.image)} alt={altIn(block, lang)} widths={[640, 960, 1280]} sizes="(min-width: 1160px) 960px, 100vw" aspect={{ width: 16, height: 9 }} />
      {block.caption ? (
        <figcaption>
          <BlockText block={block} name="caption" />
        </figcaption>
      ) : null}
    </figure>
  )
}

export function CtaBlockView({ block }: { block: CtaBlock }) {
  return (
    <section className="block block-cta">
      <BlockText block={block} name="heading" as="h2" />
      <BlockText block={block} name="text" as="p" />
      <BlockButton block={block} className="button" />
    </section>
  )
}
