// Import boundaries between the rooms (README "Folders", ARCHITECTURE.md): `npm run lint` fails on any import that
// crosses one. From the top down: tooling (tools/, bench/, scripts/), bundling/, server/ (the process that composes the
// parts), demo-cms/, then widget-server/ beside shop-api/, server-kit/, loader/ and registry/, widgets/, shared/.
// Tests (`*.test.ts(x)`, test/) stand above everything and may import any room.

/** A forbidden import: from files matching `from` to files matching `to`; `comment` says why. */
const boundary = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });
/** The production code of `rooms` (a regex alternative of folder names): their files, test files and test support aside. */
const productionOf = (rooms) => ({ path: `^(${rooms})/`, pathNot: TEST_CODE });
/** Test files, and test support: test/, folders named testing, files named testing.ts(x) or *-testing.ts(x). */
const TEST_CODE = '(\\.test\\.tsx?$|^test/|/testing/|testing\\.tsx?$)';
const SERVER_PARTS = 'server|widget-server|shop-api|server-kit|demo-cms';
const TOOLING = 'tools|bundling|bench|scripts';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    boundary('production-imports-test-support', 'Test support (test/, testing folders, *-testing files) is used by tests only: nothing that ships or runs in production imports it; the browser tests\' fixtures come in through their own server entry (test/server/fixture-server.ts).', { pathNot: `${TEST_CODE}|^(bench|scripts)/` }, { path: TEST_CODE }),
    boundary('widget-imports-outside', 'A remote is released on its own and runs on any CMS page: it knows no loader, no server, no CMS and no tooling.', productionOf('widgets'), { path: `^(loader|registry|${SERVER_PARTS}|${TOOLING})/` }),
    boundary('widget-imports-another-widget', 'Remotes are released separately: code two widgets need goes to shared/, messages between them through shared/bus.', { path: '^widgets/([^/]+)/' }, { path: '^widgets/[^/]+/', pathNot: '^widgets/$1/' }),
    boundary('shared-imports-outside', 'shared/ is the runtime every remote shares as one singleton: it knows no widget, no loader, no server and no tooling.', productionOf('shared'), { path: `^(widgets|loader|registry|${SERVER_PARTS}|${TOOLING})/` }),
    boundary('registry-imports-outside', 'The release registry is read by the loader, the widget server and the release tools alike: it knows none of them.', productionOf('registry'), { path: `^(widgets|loader|${SERVER_PARTS}|${TOOLING})/` }),
    boundary('loader-imports-outside', 'The loader knows remotes only through the registry, and runs on every CMS page: nothing of the widgets, the server or the tooling goes into loader.js.', productionOf('loader'), { path: `^(widgets|${SERVER_PARTS}|${TOOLING})/` }),
    boundary('server-kit-imports-above', 'server-kit/ (HTTP plumbing, the database, the texts) is what the widget server and the shop API stand on: it knows neither.', productionOf('server-kit'), { path: `^(widget-server|shop-api|server|demo-cms|${TOOLING})/` }),
    boundary('widget-server-imports-shop-api', "The widget server reaches the shop only through the contract (widget-server/shop/): a shop runs it beside its own backend, without the reference shop API.", productionOf('widget-server'), { path: '^shop-api/' }),
    boundary('shop-api-imports-widget-server', 'The reference shop API is the stand-in for a shop\'s own backend: it knows nothing of the widget server.', productionOf('shop-api'), { path: '^widget-server/' }),
    boundary('server-part-imports-above', 'The widget server and the shop API are composed by server/ and shown by the demo CMS: they import neither.', productionOf('widget-server|shop-api'), { path: '^(server|demo-cms)/' }),
    boundary('demo-cms-imports-composition', 'The demo CMS is one part server/ composes: it imports none of the composition.', productionOf('demo-cms'), { path: '^server/' }),
    boundary('server-imports-tooling', 'The running server imports no build or release tooling; what both need lives in registry/ or shared/.', productionOf(SERVER_PARTS), { path: `^(${TOOLING})/` }),
    boundary('bundling-imports-tools', 'The bundling stands below the release tools and the bench, which build with it.', productionOf('bundling'), { path: '^(tools|bench|scripts)/' }),
    boundary('tools-import-bench', 'The bench measures with the tools, never the other way round.', productionOf('tools'), { path: '^bench/' }),
    {
      name: 'runtime-reaches-react',
      comment: 'The loader starts the shared runtime before any widget loads React (server-rendered widgets wait for their first use): nothing it imports, however indirectly, may import React.',
      severity: 'error',
      from: { path: '^shared/runtime/', pathNot: '\\.test\\.ts$' },
      to: { path: 'node_modules/(react|react-dom)/', reachable: true },
    },
    {
      name: 'runtime-imports-api-table',
      comment: 'The shared runtime (the concerns loader/runtime-shares.ts hands the remotes) comes with loader.js on every first visit: it imports the API modules it needs by their own files, never the barrel or the API tables (shared/api/index.ts, routes.ts, route-table.ts), which bring every call\'s schemas or route along (about 3 KB and 1 KB gz). Types alone may come from anywhere.',
      severity: 'error',
      from: { path: '^shared/(runtime|session|http|tracking|attribution|bus|validation)/', pathNot: TEST_CODE },
      to: { path: '^shared/api/(index|routes|route-table)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    { name: 'no-circular', comment: 'Modules that import each other (also by type only) are one concept split in two: merge them or move the shared part out.', severity: 'error', from: {}, to: { circular: true } },
    // `@bench/widgets` is a webpack alias the bench sets per build (bench/bundles.ts).
    boundary('not-to-unresolvable', 'An import that resolves to nothing is a typo or a missing dependency.', {}, { couldNotResolve: true, pathNot: '^@bench/widgets$' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
