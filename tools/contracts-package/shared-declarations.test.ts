/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { packageOf, reachableDeclarations } from './shared-declarations';

/** Declarations as the compiler emits them from the repository's sources, by their path in the package. */
const EMITTED = new Map([
  ['shared/bus/index.d.ts', "export { bus } from './instance';\nexport type { BusEvents } from './events';\n"],
  ['shared/bus/instance.d.ts', "import { Bus } from './bus';\nexport declare const bus: Bus;\n"],
  ['shared/bus/bus.d.ts', "import type { BusEvents } from './events';\nexport declare class Bus { emit(payload: BusEvents): void }\n"],
  ['shared/bus/events.d.ts', "import type { AboutMe } from '@schaufenster/shared/api/session';\nimport type { ReactNode } from 'react';\nexport interface BusEvents { me: AboutMe; node: ReactNode; ref: import('@types/x/y').Y }\n"],
  ['shared/api/session.d.ts', "import { type Infer } from 'superstruct';\nexport type AboutMe = Infer<never>;\n"],
  ['shared/api/index.d.ts', "export * from './session';\nexport * from './routes';\n"],
  ['shared/api/routes.d.ts', 'export declare const ROUTES: string[];\n'],
]);

const emit = (file: string): string | undefined => EMITTED.get(file);

describe('reachableDeclarations', () => {
  const { files, externals } = reachableDeclarations(emit, ['shared/bus/index.d.ts']);

  test('keeps the files the entries reach, and no other', () => {
    expect([...files.keys()].sort()).toEqual(['shared/api/session.d.ts', 'shared/bus/bus.d.ts', 'shared/bus/events.d.ts', 'shared/bus/index.d.ts', 'shared/bus/instance.d.ts']);
  });

  test('rewrites the shared runtime\'s specifiers to relative ones with the .js every module resolution accepts', () => {
    expect(files.get('shared/bus/events.d.ts')).toContain("import type { AboutMe } from '../api/session.js';");
    expect(files.get('shared/bus/index.d.ts')).toContain("export { bus } from './instance.js';");
  });

  test('leaves other packages\' specifiers and names those packages', () => {
    expect(files.get('shared/bus/events.d.ts')).toContain("from 'react';");
    expect([...externals].sort()).toEqual(['@types/x', 'react', 'superstruct']);
  });

  test('fails on a specifier that names no module of the shared runtime', () => {
    const broken = (file: string) => (file === 'entry.d.ts' ? "export * from './missing';\n" : undefined);
    expect(() => reachableDeclarations(broken, ['entry.d.ts'])).toThrow('entry.d.ts: "./missing" names no module of the shared runtime');
  });
});

describe('packageOf', () => {
  test.each([
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['@module-federation/enhanced/webpack', '@module-federation/enhanced'],
  ])('%s belongs to %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});
