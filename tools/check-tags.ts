// npm run check-tags -- [--version name@x.y.z ...] <files, globs or URLs>: checks the widget tags of CMS templates,
// saved pages or pages a CMS serves against the props schemas of the released widgets (every version a shopper can
// get: each remote's pinned version and a running rollout, or the one --version names), and the page's site configuration.
import { distDir } from '../registry/registry-files';
import { checkTagsCommand } from './tag-check/check-tags-command';

// exitCode rather than exit(): output to a pipe must be written in full first.
void checkTagsCommand(process.argv.slice(2), distDir(), { log: console.log, error: console.error }).then((code) => {
  process.exitCode = code;
});
