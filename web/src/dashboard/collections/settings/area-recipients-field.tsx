/**
 * "Penerima pesan per bidang praktik" in Pengaturan Situs: for each practice area, the
 * people who receive its messages, ticked from a list of profiles and dashboard accounts, and any
 * other address (a team mailbox). Nothing is typed in the settings' own line format: the field
 * sends one line per area with recipients, `{area id}: {email}, {email}` (a hidden text area:
 * the lines are one value), checked by the module's
 * rule like any field (shared/collections/settings.ts).
 */
import { useState } from 'react'
import { areaRecipients } from '../../../../../shared/collections/settings'
import { Field } from '../../components/field'

export interface AreaRecipientChoices {
  /** Every practice area, in the site's order. */
  areas: { id: string; slug: string; name: string }[]
  /** People with an email, one per address: who they are (Advokat, Staf, Akun dasbor). */
  people: { name: string; email: string; note: string }[]
}

interface AreaChoice {
  /** The people ticked, by their address in lower case. */
  picked: string[]
  /** Other addresses, as typed (comma-separated). */
  other: string
}

/** The field's starting value (a string of lines, or the list a refused save sent back) as choices per area. */
function initialChoices(initial: unknown, choices: AreaRecipientChoices): Map<string, AreaChoice> {
  const lines = Array.isArray(initial) ? initial.map(String) : typeof initial === 'string' ? initial.split('\n') : []
  const written = areaRecipients(lines)
  const known = new Set(choices.people.map((person) => person.email.toLowerCase()))
  return new Map(
    choices.areas.map((area) => {
      const emails = written.get(area.id) ?? written.get(area.slug) ?? []
      return [
        area.id,
        {
          picked: emails.filter((email) => known.has(email.toLowerCase())).map((email) => email.toLowerCase()),
          other: emails.filter((email) => !known.has(email.toLowerCase())).join(', '),
        },
      ]
    }),
  )
}

/** The addresses an area's choice names, the people first. */
function addressesOf(choice: AreaChoice, choices: AreaRecipientChoices): string[] {
  const people = choices.people.filter((person) => choice.picked.includes(person.email.toLowerCase())).map((person) => person.email)
  const other = choice.other
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean)
  return [...people, ...other]
}

export function AreaRecipientsField({
  name,
  label,
  help,
  initial,
  errors,
  errorId,
  choices,
}: {
  name: string
  label: string
  help?: string
  initial: unknown
  errors: string[]
  errorId: string
  choices: AreaRecipientChoices
}) {
  const [chosen, setChosen] = useState(() => initialChoices(initial, choices))
  const update = (areaId: string, change: (choice: AreaChoice) => AreaChoice) =>
    setChosen((previous) => new Map(previous).set(areaId, change(previous.get(areaId) ?? { picked: [], other: '' })))
  const lines = choices.areas.flatMap((area) => {
    const addresses = addressesOf(chosen.get(area.id) ?? { picked: [], other: '' }, choices)
    return addresses.length ? [`${area.id}: ${addresses.join(', ')}`] : []
  })
  return (
    <Field group label={label} className="area-recipients" errorId={errorId} errors={errors} {...(help ? { help } : {})}>
      {choices.areas.length === 0 ? <p className="field-help">Belum ada bidang praktik.</p> : null}
      {choices.areas.map((area) => {
        const choice = chosen.get(area.id) ?? { picked: [], other: '' }
        const addresses = addressesOf(choice, choices)
        const names = addresses.map((email) => choices.people.find((person) => person.email.toLowerCase() === email.toLowerCase())?.name ?? email)
        const otherId = `area-recipients-${area.id}-other`
        return (
          <details key={area.id} className="area-recipients-item">
            <summary>
              <span className="area-recipients-name">{area.name}</span>
              <span className="area-recipients-summary">{names.length ? names.join(', ') : 'Email utama (belum ada penerima sendiri)'}</span>
            </summary>
            <div className="area-recipients-body" role="group" aria-label={`Penerima pesan ${area.name}`}>
              {choices.people.length ? (
                <ul className="checkbox-list">
                  {choices.people.map((person) => {
                    const key = person.email.toLowerCase()
                    return (
                      <li key={key}>
                        <label>
                          <input
                            type="checkbox"
                            checked={choice.picked.includes(key)}
                            onChange={(event) => {
                              const on = event.currentTarget.checked
                              update(area.id, (c) => ({ ...c, picked: on ? [...c.picked, key] : c.picked.filter((email) => email !== key) }))
                            }}
                          />
                          <span>
                            {person.name}
                            <span className="checkbox-detail">{`${person.email} · ${person.note}`}</span>
                          </span>
                        </label>
                      </li>
                    )
                  })}
                </ul>
              ) : (
                <p className="field-help">Belum ada profil atau akun dengan email.</p>
              )}
              <label htmlFor={otherId}>Email lain</label>
              <input
                id={otherId}
                type="text"
                inputMode="email"
                autoComplete="off"
                placeholder="litigasi@kantor.co.id"
                value={choice.other}
                onChange={(event) => {
                  const other = event.currentTarget.value
                  update(area.id, (c) => ({ ...c, other }))
                }}
              />
              <p className="field-help">Opsional, misalnya alamat email tim. Beberapa alamat dipisah koma.</p>
            </div>
          </details>
        )
      })}
      {/* One value, a line per area (the server keeps the first value of a field that is not a list of ids). */}
      <textarea name={name} value={lines.join('\n')} readOnly hidden aria-hidden="true" tabIndex={-1} />
    </Field>
  )
}
