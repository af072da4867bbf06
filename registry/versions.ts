import { compare, valid } from 'semver';

// Release versions are semantic versions (semver.org), ordered and checked by the `semver` package.

/**
 * Tells whether a text is a version a remote can be released at: a full semantic version (`1.2.3`, `1.2.3-canary.1`),
 * nothing around it, and no build metadata (`+7` does not order versions, so two folders could not be told apart).
 */
export function isReleaseVersion(version: string): boolean {
  return valid(version) === version;
}

/** Orders two versions as semantic versioning does: by their numbers, a prerelease before its release; build metadata does not count. */
export function compareVersions(a: string, b: string): number {
  return compare(a, b);
}
