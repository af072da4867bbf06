/** A setting the server cannot start with; its message says which and what it must look like. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
