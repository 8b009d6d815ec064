import { createContext, useContext } from 'react'
import { focalClasses, type FocalPoint } from '../../../shared/focal-point'

/**
 * The focal points of the library's images (by file path) for the page being rendered, read
 * by the server once for every page (functions/src/content/focal-points.ts). Empty: every crop
 * centred.
 */
export const FocalPointsContext = createContext<ReadonlyMap<string, FocalPoint>>(new Map())

/** The classes that keep the focal point of the image at `path` in a cropped box. */
export function useFocalClasses(path: string): string {
  return focalClasses(useContext(FocalPointsContext).get(path))
}
