// @ts-check
// The lint CI runs (`npm run lint`, docs/decisions/0042-linter.md): typescript-eslint's
// recommended rules without type information (a type-aware run would take minutes on two cores;
// `npm run typecheck` already holds the types), the rules of React hooks, and which way the code
// may import. Files are formatted by hand; no formatter runs here.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const TESTS = ['**/*.test.ts', '**/*.test.tsx']

/**
 * A relative import that reaches a top-level folder (`../../../functions/src/…`). No folder
 * inside functions/, web/ or shared/ bears these names, and packages such as `firebase/functions`
 * are not relative, so the first such segment is the top-level folder.
 */
const into = (folders) => `^\\.{1,2}/(.*/)?(${folders})/`

/** The folders of web/src that hold views the server renders, and the text they show. */
const VIEWS = 'pages|components|dashboard|i18n'

const NO_SERVER = {
  regex: into('functions'),
  message: 'Browser code never imports the server (functions/), not even a type: what both use lives in shared/.',
}
const NO_APP = {
  regex: into('web|functions'),
  message: 'shared/ is imported by the server and the browser, and imports neither.',
}
const VIEWS_ONLY = {
  regex: `${into('web')}(?!src/(${VIEWS})/)`,
  message: `The server imports web/ only to render views (web/src/{${VIEWS.replaceAll('|', ',')}}); what both sides use lives in shared/.`,
}
const NO_VIEW_CONSTANTS = {
  regex: `${into('web')}src/(pages|components)/`,
  importNamePattern: '^[A-Z][A-Z0-9_]+$',
  message: 'The server takes views from pages and components, never constants: addresses and field names live in shared/.',
}
const NO_SQLITE = {
  name: 'better-sqlite3',
  message: 'Only the embedded backend (functions/src/backends/embedded) opens SQLite; the rest goes through its ports.',
}
const NO_DRIVER = {
  regex: '^(better-sqlite3|firebase-admin|@google-cloud/)',
  message: 'Backup and restore reach the data through the backends, never through a database or cloud driver of their own.',
}

/**
 * `no-restricted-imports` for static imports and re-exports, `no-restricted-syntax` for
 * `import()` (the server loads dashboard views that way), from the same patterns. A later
 * block replaces an earlier one's rule for the files both match, so each block lists all of its
 * files' restrictions.
 */
function importRules({ patterns = [], paths = [] }) {
  const dynamic = [...patterns.filter((p) => !p.importNamePattern), ...paths.map((p) => ({ ...p, regex: `^${p.name}$` }))].map((p) => ({
    // esquery reads `/` as the end of its regular expression: `.` stands for it.
    selector: `ImportExpression[source.value=/${p.regex.replaceAll('/', '.')}/]`,
    message: p.message,
  }))
  return {
    'no-restricted-imports': ['error', { patterns, paths }],
    'no-restricted-syntax': ['error', ...dynamic],
  }
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'artifacts/', '.scratch/', 'coverage/', 'functions/lib/', 'tools/', 'web/static/'] },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks what a destructuring leaves out (`{ _id, ...rest }`) or a parameter kept
      // for its position; anything else unused is dead code.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: input handling matches control characters on purpose (stripping them from names,
      // headers and search text), which is all this rule finds here.
      'no-control-regex': 'off',
      // `catch {}` says a failure changes nothing (a value that is not a URL, a file already gone).
      'no-empty': ['error', { allowEmptyCatch: true }],
      // A `let` that a closure reads before its one assignment (a timer set further down) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `cond && act()` and `cond ? a() : b()` are statements here; a bare value still is not.
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },
  {
    // Tests read JSON and third-party shapes they do not declare.
    files: [...TESTS, 'tests/**', 'functions/src/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Hooks are React's in views; elsewhere a `use…` name is someone else's (Firebase's
    // `useAuthEmulator`).
    files: ['web/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Which way the code imports (also web/src/import-direction.test.ts, which reads the files).
  { files: ['web/**'], rules: importRules({ patterns: [NO_SERVER], paths: [NO_SQLITE] }) },
  { files: ['shared/**'], rules: importRules({ patterns: [NO_APP], paths: [NO_SQLITE] }) },
  { files: ['functions/src/**'], ignores: TESTS, rules: importRules({ patterns: [VIEWS_ONLY, NO_VIEW_CONSTANTS], paths: [NO_SQLITE] }) },
  { files: ['functions/src/backends/embedded/**'], ignores: TESTS, rules: importRules({ patterns: [VIEWS_ONLY, NO_VIEW_CONSTANTS] }) },
  { files: ['functions/src/backup/**'], rules: importRules({ patterns: [NO_DRIVER] }) },
  { files: ['functions/src/backup/**'], ignores: TESTS, rules: importRules({ patterns: [VIEWS_ONLY, NO_VIEW_CONSTANTS, NO_DRIVER] }) },
  { files: ['scripts/**'], ignores: TESTS, rules: importRules({ paths: [NO_SQLITE] }) },
)
