import type { IdentityPort } from '../backends/ports'
import { generatePassword } from './password-hash'

/**
 * The first admin's address when ADMIN_EMAIL is not set: a placeholder that is still a valid
 * address, so the sign-in form (which checks the format) takes it. `admin@localhost` is not.
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@kantor-hukum.local'

/**
 * On first start (no staff account yet) creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password that is printed once and never stored in clear.
 */
export async function ensureFirstAdmin(
  identity: IdentityPort,
  options: { email?: string; password?: string; log?: (line: string) => void },
): Promise<{ created: boolean; email?: string; generatedPassword?: string }> {
  const log = options.log ?? ((line: string) => console.log(line))
  const existing = await identity.listStaff()
  if (existing.length > 0) {
    // An ADMIN_EMAIL that has no account yet gets one (an operator adding themselves);
    // existing accounts are never changed from the environment.
    // Either way ADMIN_EMAIL's account exists afterwards: the ready line says to sign in with it.
    const email = options.email?.toLowerCase()
    if (email && options.password && !existing.some((u) => u.email === email)) {
      await identity.createStaff({ email: options.email!, password: options.password, displayName: 'Administrator', role: 'admin' })
      log(`Akun admin ${options.email} dibuat dari ADMIN_EMAIL.`)
      return { created: true, email }
    }
    return email && existing.some((u) => u.email === email) ? { created: false, email } : { created: false }
  }
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  const password = options.password ?? generatePassword()
  await identity.createStaff({ email, password, displayName: 'Administrator', role: 'admin' })
  if (options.password) {
    log(`Akun admin dibuat: ${email} (kata sandi dari ADMIN_PASSWORD).`)
    return { created: true, email }
  }
  log(`Akun admin dibuat: ${email}`)
  log(`Kata sandi sementara (hanya ditampilkan sekali): ${password}`)
  log(`Ganti dengan: npm run staff -- reset-password ${email}`)
  return { created: true, email, generatedPassword: password }
}
