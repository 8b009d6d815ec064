import { parseArgs } from 'node:util'
import { z } from 'zod'
import { isStaffRole, STAFF_ROLES, StaffCreateSchema, staffPassword } from '../../../shared/schemas/staff'
import { generatePassword } from '../auth/password-hash'
import { EmailTakenError, type IdentityPort } from '../backends/ports'
import type { ActivityAction } from '../../../shared/history'

/** A change of an account made here, for the activity log (the CLI passes one that writes it). */
export type StaffChangeLog = (change: { action: ActivityAction; itemId: string; itemTitle: string; detail: string }) => Promise<unknown>

/** The role ids, as the usage and the refusal name them (docs/roles.md says what each may do). */
const ROLE_CHOICES = STAFF_ROLES.join('|')
const ROLE_REFUSAL = `Peran harus salah satu dari: ${STAFF_ROLES.join(', ')}.`

export const STAFF_USAGE = `Pemakaian: npm run staff -- <perintah> [opsi]

Perintah:
  list                                  daftar akun staf
  add <email> [--name "Nama"] [--role ${ROLE_CHOICES}] [--password <sandi>]
                                        buat akun (tanpa --password: sandi dibuat dan ditampilkan sekali)
  reset-password <email> [--password <sandi>]
                                        atur ulang kata sandi dan akhiri semua sesinya
  reset-two-factor <email>              matikan verifikasi dua langkah akun itu (ponsel hilang)
  disable <email>                       nonaktifkan akun dan akhiri semua sesinya
  enable <email>                        aktifkan kembali akun
  role <email> <peran>                  ubah peran akun (${ROLE_CHOICES})`

const EmailSchema = z.string().trim().email()

/** The staff command, testable without a process: returns the exit code, writes through `out`/`err`. */
export async function runStaffCommand(
  argv: string[],
  identity: IdentityPort,
  io: { out: (line: string) => void; err: (line: string) => void; log?: StaffChangeLog },
): Promise<number> {
  const log: StaffChangeLog = io.log ?? (async () => undefined)
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: { name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  })
  const [command, target, extra] = positionals
  const fail = (message: string) => {
    io.err(message)
    return 1
  }
  const findUser = async () => {
    if (!target || !EmailSchema.safeParse(target).success) return null
    return identity.findStaffByEmail(target)
  }
  const password = typeof values.password === 'string' ? values.password : undefined
  // The rule of the dashboard's Akun Saya (shared/schemas/staff.ts).
  const passwordCheck = password === undefined ? null : staffPassword().safeParse(password)
  if (passwordCheck && !passwordCheck.success) return fail(`${passwordCheck.error.issues[0]?.message ?? 'Kata sandi tidak valid'}.`)

  switch (command) {
    case 'list': {
      const staff = await identity.listStaff()
      if (staff.length === 0) io.out('Belum ada akun staf.')
      for (const user of staff) {
        // Names set elsewhere (the Firebase console) never passed our rules: no terminal escapes.
        const shown = user.displayName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?')
        io.out(`${user.email.padEnd(36)} ${user.role.padEnd(9)} ${user.disabled ? 'nonaktif' : 'aktif   '} ${shown}`)
      }
      return 0
    }
    case 'add': {
      if (!target || !EmailSchema.safeParse(target).success) return fail(`Alamat email tidak valid.\n\n${STAFF_USAGE}`)
      const role = values.role ?? 'editor'
      if (!isStaffRole(role)) return fail(ROLE_REFUSAL)
      // The dashboard's own rule: a name with control characters would rewrite the admin's terminal in `list`.
      const name = StaffCreateSchema.shape.displayName.safeParse(String(values.name ?? target.split('@')[0]))
      if (!name.success) return fail(`Nama tidak valid: ${name.error.issues[0]?.message ?? ''}`)
      const chosen = password ?? generatePassword()
      try {
        const user = await identity.createStaff({ email: target, password: chosen, displayName: name.data, role })
        await log({ action: 'staff-create', itemId: user.uid, itemTitle: user.displayName, detail: `${user.email} (${role})` })
      } catch (error) {
        if (error instanceof EmailTakenError) return fail(`Email ${target} sudah dipakai akun lain.`)
        throw error
      }
      io.out(`Akun ${role} dibuat: ${target.toLowerCase()}`)
      if (!password) io.out(`Kata sandi (hanya ditampilkan sekali): ${chosen}`)
      return 0
    }
    case 'reset-password': {
      const user = await findUser()
      if (!user) return fail(`Akun ${target ?? ''} tidak ditemukan.`)
      const chosen = password ?? generatePassword()
      await identity.setPassword(user.uid, chosen)
      await log({ action: 'staff-password', itemId: user.uid, itemTitle: user.displayName, detail: user.email })
      io.out(`Kata sandi ${user.email} diatur ulang; semua sesinya diakhiri.`)
      if (!password) io.out(`Kata sandi baru (hanya ditampilkan sekali): ${chosen}`)
      return 0
    }
    case 'reset-two-factor': {
      // For the admin who lost their phone and their recovery codes: no one else could reset it.
      const user = await findUser()
      if (!user) return fail(`Akun ${target ?? ''} tidak ditemukan.`)
      await identity.resetTwoFactor(user.uid)
      await log({ action: 'two-factor-reset', itemId: user.uid, itemTitle: user.displayName, detail: user.email })
      io.out(`Verifikasi dua langkah ${user.email} dimatikan; masuk berikutnya hanya memerlukan kata sandi.`)
      return 0
    }
    case 'disable':
    case 'enable': {
      const user = await findUser()
      if (!user) return fail(`Akun ${target ?? ''} tidak ditemukan.`)
      await identity.setDisabled(user.uid, command === 'disable')
      await log({ action: command === 'disable' ? 'staff-disable' : 'staff-enable', itemId: user.uid, itemTitle: user.displayName, detail: user.email })
      io.out(command === 'disable' ? `Akun ${user.email} dinonaktifkan; semua sesinya diakhiri.` : `Akun ${user.email} diaktifkan.`)
      return 0
    }
    case 'role': {
      const user = await findUser()
      if (!user) return fail(`Akun ${target ?? ''} tidak ditemukan.`)
      if (!isStaffRole(extra)) return fail(ROLE_REFUSAL)
      await identity.setRole(user.uid, extra)
      await log({ action: 'staff-role', itemId: user.uid, itemTitle: user.displayName, detail: extra })
      io.out(`Peran ${user.email} sekarang ${extra}.`)
      return 0
    }
    default:
      io.err(command ? `Perintah tidak dikenal: ${command}\n\n${STAFF_USAGE}` : STAFF_USAGE)
      return command ? 1 : 0
  }
}
