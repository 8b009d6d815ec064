import { describe, expect, it } from 'vitest'
import { guestSpeakerParts, isDegree } from './guest-speaker'

describe("a guest speaker's line", () => {
  it('keeps the degrees after an Indonesian name with the name', () => {
    expect(guestSpeakerParts('Dr. Rina Hartono, S.H., M.H., Direktur, Otoritas Jasa Keuangan')).toEqual({ name: 'Dr. Rina Hartono, S.H., M.H.', role: 'Direktur, Otoritas Jasa Keuangan' })
    expect(guestSpeakerParts('Budi Santoso, S.H., LL.M., Ph.D., Guru Besar, Universitas Indonesia')).toEqual({ name: 'Budi Santoso, S.H., LL.M., Ph.D.', role: 'Guru Besar, Universitas Indonesia' })
    expect(guestSpeakerParts('Sari Wulandari, M.Kn., CLA, Notaris')).toEqual({ name: 'Sari Wulandari, M.Kn., CLA', role: 'Notaris' })
  })

  it('reads the name first and the role under it when there are no degrees, and a name alone', () => {
    expect(guestSpeakerParts('Dr. Rina Hartono, Direktur, Otoritas Jasa Keuangan')).toEqual({ name: 'Dr. Rina Hartono', role: 'Direktur, Otoritas Jasa Keuangan' })
    expect(guestSpeakerParts('Jane Doe, Partner, Example LLP')).toEqual({ name: 'Jane Doe', role: 'Partner, Example LLP' })
    expect(guestSpeakerParts('Rina Hartono')).toEqual({ name: 'Rina Hartono', role: '' })
  })

  it('tells titles from roles', () => {
    for (const title of ['S.H.', 'M.H.', 'LL.M.', 'Ph.D.', 'M.Kn.', 'S.E.', 'M.B.A.', 'CLA', 'CPA', 'MCIArb']) expect(isDegree(title), title).toBe(true)
    for (const role of ['Direktur', 'Partner', 'Otoritas Jasa Keuangan', 'Kepala Biro Hukum', '', 'OJK Jakarta', 'OJK', 'BKPM', 'KPPU']) expect(isDegree(role), role).toBe(false)
  })
})
