// Import boundaries between the parts (ARCHITECTURE.md): `npm run lint` fails on any import that crosses one.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'widget-imports-host-demo',
      comment: 'A remote is released on its own and runs on any CMS page: it cannot rely on the demo host (loader, pages, server).',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^host-demo/' },
    },
    {
      name: 'widget-imports-another-widget',
      comment: 'Remotes are released separately: code two widgets need goes to shared/, messages between them through shared/bus.',
      severity: 'error',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/[^/]+/', pathNot: '^widgets/$1/' },
    },
    {
      name: 'widget-imports-tooling',
      comment: 'Build and release tooling (scripts/, registry/, bench/) never ends up in a remote.',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^(scripts|registry|bench)/' },
    },
    {
      name: 'shared-imports-outside',
      comment: 'shared/ is the runtime every remote shares as one singleton: it knows no widget, no host and no tooling.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(widgets|host-demo|scripts|registry|bench)/' },
    },
    {
      name: 'loader-imports-widgets',
      comment: 'The loader knows remotes only through the registry: nothing of the widgets or their build tooling goes into loader.js.',
      severity: 'error',
      from: { path: '^host-demo/loader/' },
      to: { path: '^(widgets|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // `@bench/widgets` is a webpack alias the bench sets per build (bench/bundles.ts).
      to: { couldNotResolve: true, pathNot: '^@bench/widgets$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
