/** The blocks of written content: Teks, Kolom, Kutipan, Tanya-jawab. */
import type { ColumnsBlock, FaqBlock, QuoteBlock, TextBlock } from '../../../../shared/collections/page-blocks'
import { useLang } from '../../i18n/lang-context'
import { BlockRichText, BlockText } from './block-text'

export function TextBlockView({ block }: { block: TextBlock }) {
  return (
    <section className="block block-text">
      <BlockRichText block={block} name="html" />
    </section>
  )
}

export function ColumnsBlockView({ block }: { block: ColumnsBlock }) {
  return (
    <section className="block block-columns">
      <div className="block-column">
        <BlockRichText block={block} name="left" />
      </div>
      <div className="block-column">
        <BlockRichText block={block} name="right" />
      </div>
    </section>
  )
}

export function QuoteBlockView({ block }: { block: QuoteBlock }) {
  return (
    <figure className="block block-quote">
      <blockquote>
        <BlockText block={block} name="text" as="p" />
      </blockquote>
      {block.cite ? (
        <figcaption>
          <BlockText block={block} name="cite" as="cite" />
        </figcaption>
      ) : null}
    </figure>
  )
}

/** Questions and answers, each a disclosure (`<details>`) that works without a script. */
export function FaqBlockView({ block }: { block: FaqBlock }) {
  const { lang } = useLang()
  return (
    <section className="block block-faq">
      <BlockText block={block} name="heading" as="h2" />
      <div className="faq-list">
        {block.items.map((item, index) => {
          // An English pair is whole or absent (the block's rule): without it, the Indonesian pair, marked.
          const english = lang === 'en' && item.questionEn !== '' && item.answerEn !== ''
          const marked = lang === 'en' && !english ? 'id' : undefined
          return (
            <details key={index} className="faq-item" lang={marked}>
              <summary>{english ? item.questionEn : item.question}</summary>
              <p>{english ? item.answerEn : item.answer}</p>
            </details>
          )
        })}
      </div>
    </section>
  )
}
