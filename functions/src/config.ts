import { z } from 'zod'

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKEND: z.enum(['embedded', 'firebase']).default('embedded'),
  PUBLIC_BASE_URL: z
    .string()
    .url('PUBLIC_BASE_URL must be an absolute URL such as https://www.example.co.id')
    .optional(),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  NODE_ENV: z.string().optional(),
  /** Set to 0 to skip seeding demo content on an empty store. */
  SEED_DEMO: z.enum(['0', '1']).default('1'),
})

export interface AppConfig {
  port: number
  dataDir: string
  backend: 'embedded' | 'firebase'
  /** Origin used in canonical URLs, feeds and the sitemap, without a trailing slash. */
  publicBaseUrl: string
  adminEmail?: string
  adminPassword?: string
  seedDemo: boolean
  /** Identifies the running build; the browser compares it with /_build/latest.json. */
  buildId: string
  builtAt: string
  /** Hashed asset file names by entry name (from the build manifest). */
  assets: AssetManifest
  /** Cache-Control of public pages: revalidate locally; let the Hosting CDN keep them on Firebase. */
  publicCacheControl: string
  /** Origins the browser code may connect to besides this site (Firebase services). */
  cspConnectOrigins: string[]
}

export interface AssetManifest {
  buildId: string
  /** ISO instant of the build (lastmod of pages whose content lives in code). */
  builtAt: string
  /** entry name (e.g. "site.js", "site.css") to public URL path */
  files: Record<string, string>
}

/** Parses the environment once at start-up; fails fast with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, assets?: AssetManifest): AppConfig {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${problems}`)
  }
  const e = parsed.data
  const manifest = assets ?? { buildId: 'dev', builtAt: '2026-01-01T00:00:00.000Z', files: {} }
  return {
    port: e.PORT,
    dataDir: e.DATA_DIR,
    backend: e.BACKEND,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === '1',
    buildId: manifest.buildId,
    builtAt: manifest.builtAt,
    assets: manifest,
    publicCacheControl:
      e.BACKEND === 'firebase'
        ? 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'
        : 'public, max-age=0, must-revalidate',
    cspConnectOrigins:
      e.BACKEND === 'firebase'
        ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firebasestorage.googleapis.com']
        : [],
  }
}

/** The only configuration the browser receives (rendered into a JSON data block). */
export function publicConfig(config: AppConfig) {
  return { baseURL: '/', buildId: config.buildId }
}
