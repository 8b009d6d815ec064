/**
 * Invitations and password resets by email (docs/decisions/0049-invites-and-password-reset.md):
 * how long each link lives, what the email says, and sending it through the app's mailer. The
 * link itself comes from the identity port (`passwordLinks`): the app's own token on the embedded
 * backend, Firebase Authentication's email action link on Firebase.
 */
import { randomBytes } from 'node:crypto'
import { STAFF_ROLE_LABELS } from '../../../shared/schemas/staff'
import type { IdentityPort, PasswordLinkPurpose, StaffUser } from '../backends/ports'
import type { Mailer, MailMessage } from '../mail/mailer'
import { mailHtml, mailText, type MailBody } from '../mail/mail-text'

/** An invitation waits a week for a colleague to open it. */
export const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60_000
/** A reset link lives an hour: the owner asked for it just now. */
export const RESET_LINK_TTL_MS = 60 * 60_000

/** The app's page of a link (embedded backend). The token is the last segment. */
export const SET_PASSWORD_PATH = '/login/password'
/** The form of **Lupa kata sandi?**. */
export const FORGOT_PASSWORD_PATH = '/login/forgot'

/** What the recipient reads about the link's life, by purpose and handler. */
function lifeWords(purpose: PasswordLinkPurpose, handler: 'app' | 'firebase'): string {
  if (handler === 'firebase' || purpose === 'reset') return 'Tautan ini berlaku 1 jam dan hanya dapat dipakai sekali.'
  return 'Tautan ini berlaku 7 hari dan hanya dapat dipakai sekali.'
}

/** The email of a link. Names and addresses are the account's, escaped by the mail builders. */
export function passwordLinkMessage(input: { user: StaffUser; purpose: PasswordLinkPurpose; link: string; firm: string; handler: 'app' | 'firebase' }): MailMessage {
  const { user, purpose, link, firm } = input
  const invite = purpose === 'invite'
  const body: MailBody = invite
    ? {
        heading: `Undangan ke dasbor ${firm}`,
        intro: [
          `Halo ${user.displayName || user.email},`,
          `Anda diundang sebagai ${STAFF_ROLE_LABELS[user.role] ?? user.role} dasbor situs ${firm}. Buka tautan di bawah untuk membuat kata sandi Anda sendiri, lalu masuk dengan email ini.`,
        ],
        rows: [{ label: 'Buat kata sandi', value: link, href: link }],
        outro: [lifeWords(purpose, input.handler), 'Jika Anda tidak mengenal undangan ini, abaikan email ini.'],
      }
    : {
        heading: `Atur ulang kata sandi dasbor ${firm}`,
        intro: ['Seseorang (semoga Anda) meminta pengaturan ulang kata sandi akun dasbor dengan email ini. Buka tautan di bawah untuk membuat kata sandi baru.'],
        rows: [{ label: 'Atur ulang kata sandi', value: link, href: link }],
        outro: [lifeWords(purpose, input.handler), 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.'],
      }
  return {
    // The outbox keeps one file per message: each email a name of its own.
    id: `${invite ? 'staff-invite' : 'password-reset'}-${randomBytes(8).toString('hex')}`,
    to: [user.email],
    fromName: firm,
    subject: body.heading,
    text: mailText(body),
    html: mailHtml(body),
  }
}

/** Issues a link for the account and emails it; resolves once the mailer accepted the message. */
export async function sendPasswordLink(input: {
  identity: IdentityPort
  mailer: Mailer
  user: StaffUser
  purpose: PasswordLinkPurpose
  baseUrl: string
  firm: string
}): Promise<void> {
  const { identity, user, purpose, baseUrl } = input
  const links = identity.passwordLinks
  const ttl = purpose === 'invite' ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS
  const link = await links.issue(user.uid, purpose, ttl, {
    appLink: (token) => `${baseUrl}${SET_PASSWORD_PATH}/${token}`,
    // After Firebase's page, the sign-in page says what to do next.
    continueUrl: `${baseUrl}/login?reason=password-set`,
  })
  await input.mailer.send(passwordLinkMessage({ user, purpose, link, firm: input.firm, handler: links.handler }))
}
