import { createContext, useContext } from 'react'
import type { DashboardBrand } from '../types'

/** The firm as the dashboard names it (the site settings' name), for pages that show what the site will say. */
export const BrandContext = createContext<DashboardBrand | undefined>(undefined)

/** The firm's name, or '' while none is saved. */
export function useFirmName(): string {
  return useContext(BrandContext)?.name ?? ''
}
