// ESLint flat config for the whole workspace: `pnpm --filter <pkg> lint` (each package runs `eslint .`).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const AREAS = ['mf-catalog', 'mf-booking', 'mf-basket-checkout', 'mf-account', 'mf-snacking', 'shell', 'api'];

/** One immer on a page: the areas take shared-events' produce (an area's own import bundled a second copy). */
const immerOnce = {
  regex: '^immer$',
  message: "Import produce and Draft from 'shared-events': the page's one immer (decision 0029).",
};

/** Areas never import each other (they talk through shared-events), and MUI is imported per component. */
const boundaries = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: '@mui/material',
          message:
            "Import MUI per component path (import Button from '@mui/material/Button'): the barrel makes the shared module the whole library.",
        },
        {
          name: '@mui/icons-material',
          message: "Import icons per path (import DeleteIcon from '@mui/icons-material/Delete').",
        },
      ],
      patterns: [
        {
          // '../api/x' is an area's own api folder; climbing into the API package means '../api/src'.
          regex: '^(\\.\\./)+(mf-[a-z-]+|shell)(/|$)|^(\\.\\./)+api/src(/|$)',
          message: 'An area must not import another area: use the shared-events bus and stores.',
        },
        {
          regex: `^(${AREAS.join('|')})(/|$)`,
          message: 'An area must not import another area: use the shared-events bus and stores.',
        },
        {
          regex: '^(\\.\\./)+shared-events(/|$)',
          message: "Import shared-events by its package name ('shared-events').",
        },
        immerOnce,
      ],
    },
  ],
};

/**
 * Zones inside an area (issue 15): a feature reaches another feature only through what that feature exports,
 * its `index.ts` ('../../<feature>'), never into its folders; what several features use lives in the area's
 * `src/shared/`, which never imports a feature.
 */
const featureZone = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
  message:
    "A feature imports another feature only through its index.ts ('../../<feature>'); code several features use goes in the area's src/shared/.",
};
const sharedZone = {
  regex: '(^|/)features(/|$)',
  message: "The area's shared code never imports a feature: move what it needs to src/shared/ too.",
};
const withPatterns = (extra) => {
  const [level, options] = boundaries['no-restricted-imports'];
  return { 'no-restricted-imports': [level, { ...options, patterns: [...options.patterns, extra] }] };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/*.d.ts',
      'api/drizzle/**',
      'playwright/test-results/**',
      'playwright/report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,cjs,mjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Front-end code: browser globals, hooks rules, area boundaries.
    files: ['{shell,shared-events,mf-catalog,mf-booking,mf-basket-checkout,mf-account,mf-snacking}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Resetting a loading state when a fetch restarts is a legitimate effect; flagged, not failed.
      'react-hooks/set-state-in-effect': 'warn',
      ...boundaries,
    },
  },
  {
    // shared-events holds the page's immer (its stores, and the produce it hands the areas).
    files: ['shared-events/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        boundaries['no-restricted-imports'][0],
        {
          ...boundaries['no-restricted-imports'][1],
          patterns: boundaries['no-restricted-imports'][1].patterns.filter((p) => p !== immerOnce),
        },
      ],
    },
  },
  {
    files: ['{mf-catalog,mf-booking,mf-basket-checkout,mf-account,mf-snacking,shell}/src/features/*/*/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: withPatterns(featureZone),
  },
  {
    files: ['{mf-catalog,mf-booking,mf-basket-checkout,mf-account,mf-snacking,shell}/src/shared/**/*.{ts,tsx}'],
    rules: withPatterns(sharedZone),
  },
  {
    files: ['api/**/*.ts', 'playwright/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(mf-[a-z-]+|shell)(/|$)',
              message: 'The API and the tests do not import front-end areas.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files, no import cycles, no re-export barrels (issue 15). Source files only: tests may be longer.
    files: ['**/*.{ts,tsx,cjs,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'playwright/tests/**', 'shared-events/src/api-contract/openapi.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['*/tsconfig.json'],
        }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] }),
      ],
    },
    rules: {
      'max-lines': ['error', { max: 300 }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: "No 'export *' barrels: export by name what the module offers, import from where it is defined.",
        },
      ],
    },
  },
  {
    // A package's public entry and the one Drizzle schema object are the only star re-exports.
    files: ['shared-events/src/index.ts', 'shared-events/dates.ts', 'api/src/db/schema/index.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Build files, servers and configs: Node CommonJS / ESM.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
