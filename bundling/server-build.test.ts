/** @jest-environment node */
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ServerRender } from '../shared/mount/server-render';
import { SERVER_FOLDER } from '../registry/registry';
import { REMOTE_NAMES, REMOTES } from '../registry/remotes';
import { CONTRACTS } from './contracts';
import { packageVersion } from './webpack.config';
import { workingTreeBuild } from '../tools/release-testing';


let build: string;

// The server builds as `npm run build` makes them, beside each remote's browser build.
beforeAll(async () => {
  build = await workingTreeBuild();
}, 300_000);

const modules = REMOTE_NAMES.flatMap((remote) => Object.keys(REMOTES[remote].exposes).map((exposed) => [remote, exposed.slice(2)] as const));

describe('the server builds', () => {
  // A render that throws leaves the tag's fallback: no shopper would see the server HTML (the search box once read
  // localStorage while rendering, which Node does not have).
  it.each(modules)('render %s/%s with its contract example in Node', (remote, module) => {
    const { render } = require(path.join(build, remote, packageVersion(remote), SERVER_FOLDER, `${module}.js`)) as { render: ServerRender };
    const contract = CONTRACTS[remote][module];
    if (!contract) throw new Error(`no contract for ${remote}/${module}`);
    const { html } = render(contract.example, { snapshot: { busValues: {} } });
    expect(html.length).toBeGreaterThan(0);
  });
});
