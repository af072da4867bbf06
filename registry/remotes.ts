/**
 * The one list of remotes, each released on its own, with the modules each one exposes: the build, the contracts, the
 * tag checker, the server and the tests read it (docs/widget-teams/adding-a-widget.md).
 */
export const REMOTES = {
  header: { exposes: { './mount': './widgets/header/mount.tsx' } },
  auth: { exposes: { './mount': './widgets/auth/mount.tsx', './password-change': './widgets/auth/password-change-mount.tsx' } },
  search: { exposes: { './mount': './widgets/search/mount.tsx', './results': './widgets/search/results-mount.tsx' } },
  minicart: { exposes: { './mount': './widgets/minicart/mount.tsx', './buy-button': './widgets/minicart/buy-button.tsx', './product-view': './widgets/minicart/product-view-mount.tsx' } },
  address: { exposes: { './mount': './widgets/address/mount.tsx', './checkout': './widgets/address/checkout/mount.tsx' } },
} as const satisfies Record<string, { exposes: Record<string, string> }>;

/** A remote's name as CMS tags and the registry spell it. */
export type RemoteName = keyof typeof REMOTES;

/** Every remote name, in build order. */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Tells whether a string names one of the remotes. */
export function isRemoteName(name: string): name is RemoteName {
  return Object.hasOwn(REMOTES, name);
}

/**
 * The name of a widget a team builds outside this repository and registers from its own origin (`npm run register`):
 * lowercase letters and digits, so that its container (`schaufenster_<name>`) is a JavaScript name and its tag one word.
 * Such a remote is known to the shop by its store folder and the registry, and exposes `./mount` only (`<name>` tags).
 */
export const HOSTED_REMOTE_NAME = /^[a-z][a-z0-9]{1,31}$/;

/** Tells whether a string can name a remote: one built here, or one registered from another origin. */
export function isWidgetRemoteName(name: string): boolean {
  return isRemoteName(name) || HOSTED_REMOTE_NAME.test(name);
}

/** The tag names of any remote's modules: a remote built here has its exposes, one registered from another origin `mount` alone. */
export function tagNamesOf(remote: string): string[] {
  return isRemoteName(remote) ? moduleTagNames(remote) : [remote];
}

/** A module's name as a CMS tag writes it (`data-widget`): the remote for `mount`, `remote/module` for the others. */
export function tagName(remote: string, module: string): string {
  return module === 'mount' ? remote : `${remote}/${module}`;
}

/** The tag names of a remote's modules as CMS tags write them. */
export function moduleTagNames(name: RemoteName): string[] {
  return Object.keys(REMOTES[name].exposes).map((module) => tagName(name, module.slice(2)));
}

/**
 * Every module tag name, remote by remote in build order.
 * @internal for tests
 */
export const MODULE_TAG_NAMES = REMOTE_NAMES.flatMap(moduleTagNames);
