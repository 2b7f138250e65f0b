// ESLint: strict TypeScript, React hooks, and the architecture's import boundaries.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = {
  group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'http'],
  message: 'shared/ and renderer/ stay free of Node APIs.',
};
const electronImport = {
  group: ['electron', 'electron-store'],
  message: 'Only electron/main.ts, preload.ts and security.ts may import electron.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'native/', 'test-results/', 'playwright-report/', 'release/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electronImport,
            { group: ['better-sqlite3', 'react', 'react-dom'], message: 'shared/ is pure.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            nodeBuiltins,
            electronImport,
            {
              group: ['better-sqlite3', '**/electron/**'],
              message: 'The renderer talks to the services only through renderer/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/services/**/*.ts', 'electron/web/**/*.ts', 'electron/cli/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [electronImport] }] },
  },
);
