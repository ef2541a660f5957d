import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // In the web app imports point one way (ARCHITECTURE.md): app/ composes the features, features use the
  // shared layers, and the shared layers know no feature. Static imports are checked by no-restricted-imports,
  // `import()` by no-restricted-syntax.
  {
    files: ['apps/web/src/{lib,config,i18n,components,styles}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\.?/)+(.*/)?(features|app)(/|$)`,
              message: 'lib, config, i18n, components and styles import no feature and nothing from app/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`ImportExpression[source.value=/^(\.\.?\/)+(.*\/)?(features|app)(\/|$)/]`,
          message: 'lib, config, i18n, components and styles import no feature and nothing from app/.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(\.\./)+app(/|$)`,
              message: 'A feature never imports app/: move what both need to lib/ or components/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: String.raw`ImportExpression[source.value=/^(\.\.\/)+app(\/|$)/]`,
          message: 'A feature never imports app/: move what both need to lib/ or components/.',
        },
      ],
    },
  },
  {
    // shared is imported by both apps and must never import from them.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@icf/server*', '@icf/web*', '**/apps/**'] }],
    },
  },
);
