import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';

/** The parameters Node gives a CommonJS module's code. */
const COMMONJS_PARAMETERS = ['exports', 'require', 'module', '__filename', '__dirname'];

/**
 * Loads a CommonJS server bundle from its file as it is now, every call a fresh instance, outside Node's module cache:
 * the caller keeps what it loaded, so a bundle rebuilt in place (the dev version) is read again, and a replaced one is
 * garbage once its caller lets go of it. Throws what reading or running the file throws.
 */
export function loadServerBundle(file: string): unknown {
  const module = { exports: {} as unknown };
  const run = compileFunction(readFileSync(file, 'utf8'), COMMONJS_PARAMETERS, { filename: file });
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}
