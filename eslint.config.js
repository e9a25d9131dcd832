import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The web never imports AWS-facing core modules. */
const WEB_NO_INFRA = {
  group: ['**/core/src/infra/**', '@esg/core/infra/*'],
  message: 'web never imports AWS-facing core modules',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-*',
      '.local',
      '.local-*',
      '.sst',
      'test-results',
      'playwright-report',
      'sst-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: formulas use the safe evaluator.' },
      ],
    },
  },
  {
    // SST's generated platform types are only reachable through a triple-slash reference.
    files: ['sst.config.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    // API tests read JSON replies whose shape the assertions themselves check.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cloudscape-design/components/status-indicator',
              message: 'use web/src/ui/StatusIndicator: its words are kept whole (ADR 0147)',
            },
          ],
          patterns: [WEB_NO_INFRA],
        },
      ],
    },
  },
  {
    // The one import of Cloudscape's status indicator: the wrapper that keeps its words whole.
    files: ['web/src/ui/StatusIndicator.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [WEB_NO_INFRA],
        },
      ],
    },
  },
);
