// ESLint over every TypeScript file the project has (src, api, demo, scripts, bench, test, root
// configs) with typescript-eslint's type-aware rules, and React's hook rules for the extension
// pages. Formatting is Prettier's job, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    // Generated code, build output and local leftovers (.gitignore's): fixed at their source, or not ours.
    ignores: [
      'dist/**',
      'src/shared/gql/**',
      'src/shared/email/tld-data.ts',
      'test/fixtures/**',
      'test-results/**',
      '.profiles/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is a mistake, except one written `_name` on purpose (a parameter a
      // signature needs, a rest sibling left out of a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Fakes and handlers implement Promise-returning interfaces with `async` and no await
      // (`async settings() { return s }`): that is the interface, not a forgotten await.
      '@typescript-eslint/require-await': 'off',
      // Callbacks are typed with method shorthand (`onDone(o): void`) and given closures that never
      // use `this`; every finding was such a callback, none a class method taken off its object.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests, benchmarks, scripts and the build config reach untyped worlds on purpose: JSON from
    // the API, values computed inside a browser page (`evaluate`), the DevTools protocol, the
    // manifest. There `any` is the honest type, and checking each use of it is noise. The
    // extension, the local API and the demo keep these rules.
    files: ['test/**', 'bench/**', 'scripts/**', 'vite.config.ts', 'vitest.config.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The demo page's plain browser scripts and this file: JavaScript, outside the TypeScript
    // project, so checked without types.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
