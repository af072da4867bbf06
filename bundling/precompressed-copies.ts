import { type BrotliOptions, constants as zlib, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Brotli and gzip copies beside the immutable scripts `test` matches (`<file>.br`, `<file>.gz`, made once at their
 * best levels): the server sends them as they are (static-routes.ts) instead of compressing each answer anew.
 */
export function precompressedCopies(test: RegExp): [CompressionPlugin<ZlibOptions>, CompressionPlugin<BrotliOptions>] {
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin<BrotliOptions>({ test, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } } }),
  ];
}
