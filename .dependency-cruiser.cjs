/**
 * Import rules (shared/docs/architecture.md, ADR 0008), checked by `npm run depcruise` in `npm run lint`
 * (so in `npm test`). Arrows only point down: apps → libs; in libs/laws core/ → play/ → variants/ →
 * decide/ (+ views/, testing/); libs/claim-solver → the laws' core only; libs/event-store knows no app
 * and no laws. Specs may reach across their lib's layers (they test through the top) but not into apps.
 * Clock and randomness in the laws are ESLint's part (eslint.config.mjs).
 */
const LAWS = '^libs/laws/src/';
const SOLVER = '^libs/claim-solver/src/';
const SPEC = '\\.(spec|property\\.spec|int-spec|e2e-spec)\\.ts$|/testing/|\\.arbitraries\\.ts$';

/** A laws layer may import only the listed layers of the laws. */
function layer(name, allowed, comment) {
  return {
    name: `laws-${name}`,
    comment,
    severity: 'error',
    from: { path: `${LAWS}${name}/`, pathNot: SPEC },
    to: { path: LAWS, pathNot: `${LAWS}(${allowed.join('|')})/` },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles anywhere (type-only imports included).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer(
      'core',
      ['core'],
      'core/ (cards, seats, variants, rules, events, commands, state, records) imports nothing else.',
    ),
    layer(
      'play',
      ['core', 'play'],
      'play/ (tricks, irregularities, penalties, revokes, claims, fold) imports core only.',
    ),
    layer('variants', ['core', 'play', 'variants'], 'variants/<v>/ import core and play (and each other).'),
    layer('views', ['core', 'views'], 'views/ read the folded state: core only.'),
    layer('decide', ['core', 'play', 'variants', 'views', 'decide'], 'decide/ is the top: it picks the variant laws.'),
    {
      name: 'laws-play-and-variants-only-from-decide',
      comment: 'Only decide/ (and the public index) imports play/ and variants/ (variants build on play).',
      severity: 'error',
      from: { path: LAWS, pathNot: `${LAWS}(decide|play|variants|testing)/|${LAWS}index\\.ts$|${SPEC}` },
      to: { path: `${LAWS}(play|variants)/` },
    },
    {
      name: 'laws-pure',
      comment: 'The laws and the solver are pure: no framework, database, Node built-in or other package.',
      severity: 'error',
      from: { path: `${LAWS}|${SOLVER}`, pathNot: SPEC },
      to: { dependencyTypesNot: ['local', 'aliased-tsconfig', 'aliased-tsconfig-paths', 'type-only'] },
    },
    {
      name: 'laws-know-no-solver',
      comment: 'The laws never import the solver: the app runs it and the command carries its answer.',
      severity: 'error',
      from: { path: '^libs/laws/' },
      to: { path: '^libs/claim-solver/' },
    },
    {
      name: 'claim-solver-imports-laws-core-only',
      comment: "libs/claim-solver imports the laws' core types only.",
      severity: 'error',
      from: { path: SOLVER, pathNot: SPEC },
      to: { path: '^libs/laws/', pathNot: `${LAWS}core/` },
    },
    {
      name: 'event-store-knows-no-laws-no-app',
      comment: 'libs/event-store knows no app and no laws.',
      severity: 'error',
      from: { path: '^libs/event-store/' },
      to: { path: '^(apps|libs/laws|libs/claim-solver)/' },
    },
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-use-the-laws-index',
      comment: 'The app imports the laws through @ledger/laws (the index) only; its specs may use laws testing/.',
      severity: 'error',
      from: { path: '^apps/', pathNot: SPEC },
      to: { path: LAWS, pathNot: `${LAWS}index\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|coverage|artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
