// Import boundaries between the parts (ARCHITECTURE.md): `npm run lint` fails on any import that crosses one.
/** A forbidden import: from files matching `from` to files matching `to`; `comment` says why. */
const boundary = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    boundary('widget-imports-host-demo', 'A remote is released on its own and runs on any CMS page: it cannot rely on the demo host (loader, pages, server).', { path: '^widgets/' }, { path: '^host-demo/' }),
    boundary('widget-imports-another-widget', 'Remotes are released separately: code two widgets need goes to shared/, messages between them through shared/bus.', { path: '^widgets/([^/]+)/' }, { path: '^widgets/[^/]+/', pathNot: '^widgets/$1/' }),
    boundary('widget-imports-tooling', 'Build and release tooling (tools/, registry/, bench/) never ends up in a remote.', { path: '^widgets/' }, { path: '^(scripts|registry|bench)/' }),
    boundary('shared-imports-outside', 'shared/ is the runtime every remote shares as one singleton: it knows no widget, no host and no tooling.', { path: '^shared/' }, { path: '^(widgets|host-demo|scripts|registry|bench)/' }),
    boundary('loader-imports-widgets', 'The loader knows remotes only through the registry: nothing of the widgets or their build tooling goes into loader.js.', { path: '^loader/' }, { path: '^(widgets|scripts)/' }),
    boundary('server-imports-tooling', 'The running server imports no build or release tooling (tools/, bench/); what both need lives in registry/ or shared/.', { path: '^server/', pathNot: '\\.test\\.ts$' }, { path: '^(scripts|bench)/' }),
    boundary('server-imports-pages', 'Pages are the layer above the server (they read its data); the server reaches them only from its composition root (app.ts), the test fixtures and the help pages seeded from the pages\' content.', { path: '^server/', pathNot: '^server/(app\\.ts|fixtures/|catalog/help-pages\\.ts)' }, { path: '^demo-cms/' }),
    {
      name: 'runtime-reaches-react',
      comment: 'The loader starts the shared runtime before any widget loads React (server-rendered widgets wait for their first use): nothing it imports, however indirectly, may import React.',
      severity: 'error',
      from: { path: '^shared/runtime/', pathNot: '\\.test\\.ts$' },
      to: { path: 'node_modules/(react|react-dom)/', reachable: true },
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
