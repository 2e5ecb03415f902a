// The boundaries between the API's modules and between the web's features (decision 0083).
// `npm run lint:deps` checks them; `npm run deps:graph` redraws the module diagram in
// docs/ARCHITECTURE.md and `lint:deps` fails when the checked-in one is not current.

const API = '^apps/api/src/';
const MODULES = `${API}modules/`;
const FEATURES = '^apps/web/src/features/';
/** A module's public entry: the only file of a module that another module or the app imports. */
const ENTRY = 'index\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two files that each need the other (directly or around a circle): one of them is in ' +
        'the wrong place. Move what both need to a third file, or pass it in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Modules (apps/api/src/modules/<domain>) depend on each other one way only: a module ' +
        'that needs what depends on it takes it as a parameter, or the shared part moves down.',
      scope: 'folder',
      from: { path: `${MODULES}[^/]+/?$` },
      to: { circular: true, path: `${MODULES}[^/]+/?$` },
    },
    {
      name: 'module-through-entry',
      severity: 'error',
      comment:
        "A module imports another module only through that module's index.ts, its public " +
        'entry; what is not exported there is the other module’s own business.',
      from: { path: `${MODULES}([^/]+)/` },
      to: {
        path: `${MODULES}[^/]+/.+`,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/${ENTRY}`],
      },
    },
    {
      name: 'app-through-entry',
      severity: 'error',
      comment:
        'Code outside the modules (the app, the CLI, the database scripts) imports a module ' +
        'only through its index.ts.',
      from: { path: API, pathNot: MODULES },
      to: { path: `${MODULES}[^/]+/.+`, pathNot: `${MODULES}[^/]+/${ENTRY}` },
    },
    {
      name: 'infrastructure-knows-no-module',
      severity: 'error',
      comment:
        'plugins/, lib/, data/ and context.ts are the infrastructure every module builds on: ' +
        'they import no module (a job or a hook that runs a module’s code lives in that module).',
      from: { path: `${API}(plugins/|lib/|data/|db/|context\\.ts$)` },
      to: { path: MODULES },
    },
    {
      name: 'feature-through-entry',
      severity: 'error',
      comment:
        "A web feature does not import another feature's files; the app composes features " +
        '(and a feature that must use another does it through that feature’s index).',
      from: { path: `${FEATURES}([^/]+)/` },
      to: {
        path: `${FEATURES}[^/]+/.+`,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/${ENTRY}`],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/api/src/db/migrations/'] },
    // Type-only imports count: a type a module uses is part of its dependency on another.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
