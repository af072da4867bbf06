/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { changelogRuleViolations, changelogSection, declarationChanges } from './declaration-changes';

const PUBLISHED = `export type HeaderProps = {
    variant: "storefront" | "checkout";
};
export interface BusEvents {
    'cart:changed': { itemCount: number };
}
export declare function createMount<P>(widget: P): () => void;
export { bus } from './instance.js';
`;

/** The published file with one replacement made. */
const edited = (from: string, to: string): Map<string, string> => new Map([['index.d.ts', PUBLISHED.replace(from, to)]]);
const published = new Map([['index.d.ts', PUBLISHED]]);

describe('declarationChanges', () => {
  test.each([
    ['a reformatted declaration is no change', edited('export declare function createMount<P>(widget: P)', 'export declare function createMount<P>(\n    widget: P)'), []],
    ['members and union types printed in another order are no change', edited('"storefront" | "checkout"', '"checkout" | "storefront"'), []],
    ['a changed comment is no change', edited('export declare function', '/** Mounts. */\nexport declare function'), []],
    ['a new optional member breaks nobody', edited('variant: "storefront" | "checkout";', 'variant: "storefront" | "checkout";\n    compact?: boolean;'), [['added', 'index.d.ts#HeaderProps.compact', false]]],
    ['a new member a consumer must give breaks', edited('variant: "storefront" | "checkout";', 'variant: "storefront" | "checkout";\n    compact: boolean;'), [['added', 'index.d.ts#HeaderProps.compact', true]]],
    ['a narrowed member breaks', edited('"storefront" | "checkout"', '"storefront"'), [['changed', 'index.d.ts#HeaderProps.variant', true]]],
    ['a removed member breaks', edited("'cart:changed': { itemCount: number };", ''), [['removed', "index.d.ts#BusEvents.'cart:changed'", true]]],
    ['a changed function breaks', edited('(widget: P): () => void', '(widget: P, hooks: object): () => void'), [['changed', 'index.d.ts#createMount', true]]],
    ['a removed re-export breaks', edited("export { bus } from './instance.js';", ''), [['removed', 'index.d.ts#bus', true]]],
    ['a new declaration breaks nobody', edited('', 'export type Extra = string;\n'), [['added', 'index.d.ts#Extra', false]]],
    [
      'a new interface breaks nobody, its required members neither',
      edited('', 'export interface Extra {\n    name: string;\n}\n'),
      [
        ['added', 'index.d.ts#Extra', false],
        ['added', 'index.d.ts#Extra.name', false],
      ],
    ],
  ])('%s', (_, current, expected) => {
    expect(declarationChanges(published, current).map((change) => [change.kind, change.key, change.breaking])).toEqual(expected);
  });
});

describe('changelogSection', () => {
  const changelog = '# Changelog\n\n## 2.0.0\n\nRemoved `HeaderProps.variant`.\n\n## 1.0.0\n\nFirst version.\n';

  test('reads the lines of one version up to the next version', () => {
    expect(changelogSection(changelog, '2.0.0')?.trim()).toBe('Removed `HeaderProps.variant`.');
    expect(changelogSection(changelog, '1.0.0')?.trim()).toBe('First version.');
  });

  test('finds no section of a version the changelog does not name', () => {
    expect(changelogSection(changelog, '2.0')).toBeUndefined();
  });
});

describe('changelogRuleViolations', () => {
  const narrowed = edited('"storefront" | "checkout"', '"storefront"');
  const state = (version: string, files: Map<string, string>) => ({ version, files });

  test('holds while the declarations are the published ones', () => {
    expect(changelogRuleViolations(state('1.0.0', published), state('1.0.0', published), '')).toEqual([]);
  });

  test('asks for a new version when declarations changed', () => {
    const [violation] = changelogRuleViolations(state('1.0.0', published), state('1.0.0', narrowed), '## 1.0.0\n');
    expect(violation).toMatch(/still says 1\.0\.0/);
  });

  test('asks for a new major version for a breaking change', () => {
    expect(changelogRuleViolations(state('1.0.0', published), state('1.1.0', narrowed), '## 1.1.0\nHeaderProps narrowed.\n').join('\n')).toMatch(/need a new major version/);
  });

  test('asks the changelog to name every broken declaration', () => {
    expect(changelogRuleViolations(state('1.0.0', published), state('2.0.0', narrowed), '## 2.0.0\nSomething changed.\n')).toEqual([expect.stringMatching(/does not name the breaking changes of HeaderProps$/)]);
  });

  test('holds for a new major version whose changelog names the broken declaration', () => {
    expect(changelogRuleViolations(state('1.0.0', published), state('2.0.0', narrowed), '## 2.0.0\n`HeaderProps`: the checkout variant is gone.\n')).toEqual([]);
  });

  test('accepts an addition in a minor version with its changelog section', () => {
    const added = edited('', 'export type Extra = string;\n');
    expect(changelogRuleViolations(state('1.0.0', published), state('1.1.0', added), '## 1.1.0\nAdded Extra.\n')).toEqual([]);
  });
});
