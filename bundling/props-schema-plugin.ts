import type { Compiler } from 'webpack';
import { PROPS_SCHEMA_FILE } from '../registry/module-defaults';
import type { RemoteName } from '../registry/remotes';
import { CONTRACTS } from './contracts';
import { propsSchemaDocument } from './props-schema-document';

/** Emits props.schema.json, made from the remote's superstruct props schemas (bundling/contracts.ts), with the build. */
export class PropsSchemaPlugin {
  constructor(
    private readonly remote: RemoteName,
    private readonly version: string,
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PropsSchemaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PropsSchemaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const document = propsSchemaDocument(this.remote, this.version, CONTRACTS[this.remote]);
        compilation.emitAsset(PROPS_SCHEMA_FILE, new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
      });
    });
  }
}
