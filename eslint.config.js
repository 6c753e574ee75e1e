import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The API's layers point one way: endpoints → domain → ports ← data (docs/adr/0026). The ports
 * are domain/ports.ts and domain/records.ts; services.ts is the one place that wires data/ in.
 */
const API_LAYERS = {
  'functions/src/domain': [
    {
      group: ['../http/*', '../data/*', '../endpoints/*', '../auth/*', '../services', '../routes', '../main', '../config'],
      message: 'The domain imports only itself and common/: put the type in domain/ (a port in domain/ports.ts or domain/records.ts).',
    },
  ],
  'functions/src/data': [
    {
      group: ['../endpoints/*', '../http/*', '../auth/*', '../services', '../routes', '../main'],
      message: 'data/ implements the domain ports; it never reaches up to endpoints or HTTP.',
    },
    { group: ['../domain/*-writes'], message: 'data/ implements the ports; it never calls a use case of the domain.' },
  ],
  'functions/src/endpoints': [
    { group: ['../data/*'], message: 'Endpoints reach storage only through the domain and its ports (Services.repositories).' },
  ],
};

/** The in-memory store ports are for unit tests only: production code and scripts never load them. */
const TEST_SUPPORT_ONLY = { group: ['**/testing/*'], message: 'functions/src/testing/ is for unit tests only.' };
const TEST_FILES = ['**/*.test.ts', 'functions/src/testing/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '.cache/**', '.local-data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Features are flat folders that never import each other; shared code lives in lib/ or components/.
    files: ['frontend/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*/**', '!../../**'], message: 'Features must not import each other: move shared code to lib/ or components/.' }] },
      ],
    },
  },
  // A later block replaces the rule's options for the files it matches, so each block names all
  // of its patterns: production files get their layer's patterns plus TEST_SUPPORT_ONLY.
  {
    files: ['functions/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [TEST_SUPPORT_ONLY] }] },
  },
  ...Object.entries(API_LAYERS).flatMap(([folder, patterns]) => [
    { files: [`${folder}/**/*.ts`], ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, TEST_SUPPORT_ONLY] }] } },
    { files: [`${folder}/**/*.test.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ]),
);
