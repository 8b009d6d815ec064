import { blockField, type PageBlock } from '../../../../shared/collections/page-blocks'
import { RichText } from '../../components/rich-text'
import { useLang } from '../../i18n/lang-context'

/** A block's text in the page's language, marked `lang="id"` when shown in Indonesian for want of English. */
export function useBlockText(block: PageBlock) {
  const { lang } = useLang()
  return (name: string) => blockField(block, name, lang)
}

/** One text of a block, in the element given, marked as its language requires. */
export function BlockText({ block, name, as: Tag = 'span', className }: { block: PageBlock; name: string; as?: 'span' | 'p' | 'h1' | 'h2' | 'cite'; className?: string }) {
  const { text, fallback } = useBlockText(block)(name)
  if (!text) return null
  return (
    <Tag className={className} lang={fallback ? 'id' : undefined}>
      {text}
    </Tag>
  )
}

/** A block's rich text (sanitized when saved), marked `lang="id"` when it falls back. */
export function BlockRichText({ block, name }: { block: PageBlock; name: string }) {
  const { text, fallback } = useBlockText(block)(name)
  return text ? <RichText html={text} lang={fallback ? 'id' : undefined} /> : null
}
