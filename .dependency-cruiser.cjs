/**
 * Layering the build checks (ADR 0017); `npm run lint` runs it over web/src and
 * core/src. Paths may sit under a prefix so test/fixtures/layering can prove each rule bites.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const at = (path) => `(^|/)${path}`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: move what both sides need to a module both may import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'Features never import each other: share through web/src/ui, forms, session or the shell kit.',
      severity: 'error',
      from: { path: at('web/src/features/([^/]+)/') },
      to: { path: at('web/src/features/'), pathNot: at('web/src/features/$2/') },
    },
    {
      name: 'no-app-from-features',
      comment: 'web/src/app composes features; features, forms, session and the shared shell kit never import it.',
      severity: 'error',
      from: { path: at('web/src/(features|forms|session|shell)/') },
      to: { path: at('web/src/app/') },
    },
    {
      name: 'no-features-from-shared',
      comment: 'The shared layers are below every feature: a feature is reached through app only.',
      severity: 'error',
      from: { path: at('web/src/(api|forms|i18n|notifications|session|shell|ui)/') },
      to: { path: at('web/src/features/') },
    },
    {
      name: 'no-contract-from-domain',
      comment: 'The contract is built on the domain, never the other way round.',
      severity: 'error',
      from: { path: at('core/src/domain/') },
      to: { path: at('core/src/contract/') },
    },
    {
      name: 'no-domain-from-pages',
      comment:
        'A data page module holds its page and its rules: it imports only the catalogue engine, the vocabulary and lib, never domain/, infra/, the contract or the wire schemas (ADR 0080).',
      severity: 'error',
      from: { path: at('core/src/pages/'), pathNot: '\\.test\\.ts$' },
      to: { path: at('core/src/'), pathNot: at('core/src/(pages|catalogue|vocabulary|lib)/') },
    },
    {
      name: 'vocabulary-is-a-leaf',
      comment:
        'The vocabulary (rule sets, privileges, resource types, titles) imports nothing else of core: everyone may import it.',
      severity: 'error',
      from: { path: at('core/src/vocabulary/') },
      to: { path: at('core/src/'), pathNot: at('core/src/vocabulary/') },
    },
    {
      name: 'no-domain-from-web',
      comment:
        'The web reaches core through the contract, the wire schemas, the page modules, the vocabulary and the pure shared logic of calc and lib, never core/src/domain (ADR 0080).',
      severity: 'error',
      from: { path: at('web/src/') },
      to: { path: at('core/src/domain/') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    // Type-only imports count: a cycle of types still ties two modules' changes together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
    // Unchanged modules are not parsed again (everyday loop); a fresh checkout cruises everything.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
