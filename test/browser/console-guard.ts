import path from 'node:path';
import { browser, expect } from '@wdio/globals';
import { onPageMessages, readPageMessages, type PageMessage } from '../../scripts/page-errors';

// A silent console: every browser test fails on any console error or warning and on any uncaught error of
// any page it visited (chromedriver's browser log, which keeps them across navigations), like
// csp-guard.ts does for CSP violations. Only the messages below may appear, each in the one spec that
// provokes it on purpose.

/** A message a spec provokes on purpose, and why it is fine there. */
interface ProvokedMessage {
  /** File name of the spec that provokes it. */
  spec: string;
  message: RegExp;
}

/** The allow-list. Every entry names the spec and the reason; nothing is allowed anywhere else. */
const PROVOKED: readonly ProvokedMessage[] = [
  // chaos.e2e.ts makes each remote fail in each way (404, 500, hang, broken JS): the loader reports each failure
  // and the broken script's error (which it keeps from becoming an uncaught error).
  { spec: 'chaos.e2e.ts', message: /^\[schaufenster\] widget "[\w/-]+" failed; its fallback stays/ },
  { spec: 'chaos.e2e.ts', message: /^\[schaufenster\] remote script \S+ threw: / },
  // platform.e2e.ts makes the header fail in each way (missing version, throwing mount, hang, 500, broken or
  // tampered script) and gives a tag bad props: the loader reports each.
  { spec: 'platform.e2e.ts', message: /^\[schaufenster\] widget "header" failed; its fallback stays: / },
  { spec: 'platform.e2e.ts', message: /^\[schaufenster\] remote script \S+ threw: / },
  { spec: 'platform.e2e.ts', message: /^\[schaufenster\] Widget "header": invalid props at variant: / },
  // render-failure.e2e.ts serves a header whose component throws while rendering: its error boundary says so,
  // and the loader reports the failed tag.
  { spec: 'render-failure.e2e.ts', message: /^\[schaufenster\] widget "header" failed to render/ },
  { spec: 'render-failure.e2e.ts', message: /^\[schaufenster\] widget "header" failed; its fallback stays: RenderError: / },
  // embed-nginx-ssi.e2e.ts includes the fragment of a header with props it refuses (the stub stays): the loader reports them.
  { spec: 'embed-nginx-ssi.e2e.ts', message: /^\[schaufenster\] Widget "header": invalid props at variant: / },
  // widget-catalog.e2e.ts edits the header preview into invalid props on purpose: the loader reports them.
  { spec: 'widget-catalog.e2e.ts', message: /^\[schaufenster\] Widget "header": invalid props at / },
  // props-fuzz.e2e.ts mounts every module with generated props: the loader reports the invalid ones, and a
  // widget that fails to render with accepted props reports that (the fuzz test asserts its panel shows).
  { spec: 'props-fuzz.e2e.ts', message: /^\[schaufenster\] (Widget "[\w/-]+": invalid props at |widget "[\w/-]+": data-props is not valid JSON: |widget "[\w/-]+" failed to render)/ },
  // remote-origin.e2e.ts serves a registry naming a search hosted on an origin its server does not allow: the loader refuses it.
  { spec: 'remote-origin.e2e.ts', message: /^\[schaufenster\] widget "search" failed; its fallback stays: RefusedEntryError: remote "search" \S+ is refused: its entry \S+ is not on the registry's origin/ },
  // hosted-widget.e2e.ts previews and rolls out a version of a widget of its own whose component throws while
  // rendering, until the server halts it: its error boundary says so, and the loader reports the failed tag.
  { spec: 'hosted-widget.e2e.ts', message: /^\[schaufenster\] widget "newsletter" failed to render/ },
  { spec: 'hosted-widget.e2e.ts', message: /^\[schaufenster\] widget "newsletter" failed; its fallback stays: RenderError: / },
  // embed-bad-config.e2e.ts gives the loader a malformed data-api on purpose: the loader says so once, naming it.
  { spec: 'embed-bad-config.e2e.ts', message: /^\[schaufenster\] data-api="[^"]*" is not an origin or base URL / },
  // minicart.e2e.ts fails the cart's load on purpose to see the flyout say so and load it again: the mini-cart reports it.
  { spec: 'minicart.e2e.ts', message: /^\[schaufenster\] the cart could not be loaded / },
  // embed-bad-config.e2e.ts points the widgets at an API that does not answer: session and cart report that they could not load.
  { spec: 'embed-bad-config.e2e.ts', message: /^\[schaufenster\] the (session|cart) could not be loaded / },
  // ...and, that API being on another origin, says which origin to allow there.
  { spec: 'embed-bad-config.e2e.ts', message: /^\[schaufenster\] (GET|POST) \/api\/\S* to \S+ got no answer this page \(\S+\) may read\. If the server's ALLOWED_ORIGINS/ },
];

const seen: PageMessage[] = [];
let listening = false;

function isProvoked(message: PageMessage, specFile: string | undefined): boolean {
  const spec = specFile ? path.basename(specFile) : '';
  return message.type !== 'javascript' && PROVOKED.some((allowed) => allowed.spec === spec && allowed.message.test(message.text));
}

/** Takes the warnings, errors and uncaught errors the pages logged since the last call. */
export async function takeConsoleMessages(): Promise<PageMessage[]> {
  await readPageMessages(browser);
  return seen.splice(0, seen.length);
}

before(() => {
  if (listening) return;
  listening = true;
  onPageMessages(browser, (message) => {
    if (message.type === 'javascript' || message.level === 'warn' || message.level === 'error') seen.push(message);
  });
});

afterEach(async function () {
  const file = this.currentTest?.file;
  const unexpected = (await takeConsoleMessages()).filter((message) => !isProvoked(message, file));
  expect(unexpected).toEqual([]);
});
