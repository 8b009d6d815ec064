import type { OverviewCard, OverviewPageProps } from './overview-types'

/** "12", or "100+" where the card counted a bounded scan of the latest changes. */
function countText(card: OverviewCard): string {
  return card.atLeast ? `${card.count}+` : String(card.count)
}

function Card({ card }: { card: OverviewCard }) {
  const headingId = `ringkasan-${card.id}`
  return (
    <section className="overview-card" aria-labelledby={headingId} data-card={card.id}>
      <h2 id={headingId}>{card.title}</h2>
      <p className="overview-count">
        <strong>{countText(card)}</strong> <span>{card.unit}</span>
      </p>
      {card.count === 0 ? (
        <p className="overview-empty">{card.empty}</p>
      ) : (
        <ul className="overview-items">
          {card.items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
              {item.detail ? <span className="overview-detail">{item.detail}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <ul className="overview-links">
        {card.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Ringkasan: where staff land after signing in, each card a count and the list that holds it. */
export default function OverviewPage({ props }: { props: OverviewPageProps }) {
  return (
    <div className="page-stack">
      <div className="page-head">
        <h1>Ringkasan</h1>
      </div>
      <div className="overview-grid">
        {props.cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </div>
    </div>
  )
}
