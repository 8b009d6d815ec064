/**
 * Phone numbers checked against each country's numbering plan, with libphonenumber-js
 * (the port of Google's libphonenumber; its "min" metadata, about 80 KB, stays on the server: the
 * dashboard's scripts keep the structural check of shared/schemas/phone.ts). Installed once when
 * the app is made, so every schema the server parses (the dashboard's saves, the public forms)
 * refuses what is no phone number, with the rule's Indonesian message, and shows another
 * country's number grouped as that country writes it.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { installPhoneNumbering } from '../../../shared/schemas/phone'

/** Plugs the numbering plans into shared/schemas/phone.ts (idempotent). */
export function installPhoneRules(): void {
  installPhoneNumbering({
    valid: (e164) => isValidPhoneNumber(e164),
    international: (e164) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164,
  })
}
