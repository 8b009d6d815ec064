import { describe, expect, it } from 'vitest'
import { STAFF_ROLES } from '../schemas/staff'
import { can, mayApprove, mayDo, rolesFor } from './access'
import { COLLECTION_NAMES } from './index'

describe('the role matrix', () => {
  it('approving is for admins and reviewers', () => {
    expect(STAFF_ROLES.filter(mayApprove)).toEqual(['admin', 'reviewer'])
  })

  it('CVs (applications) are for HR and admins; inquiries for marketing and admins', () => {
    expect(rolesFor('applications', 'edit')).toEqual(['admin', 'hr'])
    expect(rolesFor('openings', 'edit')).toEqual(['admin', 'hr'])
    expect(rolesFor('inquiries', 'edit')).toEqual(['admin', 'marketing'])
    expect(rolesFor('subscribers', 'edit')).toEqual(['admin', 'marketing'])
    expect(rolesFor('alerts', 'edit')).toEqual(['admin', 'marketing'])
  })

  it('HR sees no content; editors, reviewers and marketing do', () => {
    expect(rolesFor('blogs', 'edit')).toEqual(['admin', 'editor', 'reviewer', 'marketing'])
    expect(COLLECTION_NAMES.filter((collection) => mayDo('hr', 'edit', collection)).sort()).toEqual(['applications', 'openings'])
  })

  it('settings, offices and redirects, and the deletions kept for admins, are admins only', () => {
    for (const collection of ['settings', 'offices', 'redirects'] as const) expect(rolesFor(collection, 'edit')).toEqual(['admin'])
    for (const collection of ['inquiries', 'applications', 'subscribers', 'media'] as const) expect(rolesFor(collection, 'delete')).toEqual(['admin'])
    expect(STAFF_ROLES.filter((role) => can(role, 'admin'))).toEqual(['admin'])
  })
})
