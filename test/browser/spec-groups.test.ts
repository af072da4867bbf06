/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { groupSpecs } from './spec-groups';

const SECONDS: Record<string, number> = { a: 100, b: 60, c: 50, d: 40, e: 30, f: 20 };
const secondsOf = (file: string) => SECONDS[file] ?? 0;
const total = (group: string[]) => group.reduce((sum, file) => sum + secondsOf(file), 0);

describe('groupSpecs', () => {
  it('puts every file into exactly one group, heaviest group first, and balances the groups', () => {
    const groups = groupSpecs(Object.keys(SECONDS), 2, secondsOf);
    expect(groups.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(groups.map(total)).toEqual([160, 140]);
  });

  it('starts each group with its heaviest file, so that a worker starts the long ones first', () => {
    const groups = groupSpecs(Object.keys(SECONDS), 3, secondsOf);
    for (const group of groups) expect(group.map(secondsOf)).toEqual([...group.map(secondsOf)].sort((x, y) => y - x));
    expect(groups.map(total)).toEqual([110, 100, 90]);
  });

  it('makes no empty group when there are fewer files than groups', () => {
    expect(groupSpecs(['a', 'b'], 8, secondsOf)).toEqual([['a'], ['b']]);
  });

  it('weighs a file without a measured time as a typical one, by its name in spec-seconds.json', () => {
    const groups = groupSpecs(['./test/browser/layout-visitor-states.e2e.ts', './test/browser/a-new.e2e.ts', './test/browser/csp.e2e.ts'], 2);
    expect(groups).toEqual([['./test/browser/layout-visitor-states.e2e.ts'], ['./test/browser/a-new.e2e.ts', './test/browser/csp.e2e.ts']]);
  });
});
