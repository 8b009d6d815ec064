import type { IdentityPort } from '../backends/ports'
import { generatePassword } from './password-hash'

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
    if (options.email && options.password && !existing.some((u) => u.email === options.email!.toLowerCase())) {
      await identity.createStaff({ email: options.email, password: options.password, displayName: 'Administrator', role: 'admin' })
      log(`Akun admin ${options.email} dibuat dari ADMIN_EMAIL.`)
    }
    return { created: false }
  }
  const email = (options.email ?? 'admin@localhost').toLowerCase()
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
