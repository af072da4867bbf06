import { config as browserTests } from './wdio.conf';

// `npm run screenshots`: the browser tests' demo server and Chromium, running only the screenshot spec,
// which writes screenshots/*.png and the contact sheet screenshots/index.html.
export const config: WebdriverIO.Config = {
  ...browserTests,
  specs: ['./test/browser/screenshots.shots.ts'],
  mochaOpts: { ...browserTests.mochaOpts, timeout: 300_000 },
};
