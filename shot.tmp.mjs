import { remote } from 'webdriverio';
const [url, out, w = '1280', h = '900', typeText] = process.argv.slice(2);
const browser = await remote({ logLevel: 'error', capabilities: { browserName: 'chrome', 'goog:chromeOptions': { binary: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking',`--window-size=${w},${h}`,'--user-data-dir=/tmp/shot-'+Date.now()] }, 'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' } } });
await browser.url(url); await browser.execute(() => window.schaufenster?.ready); await browser.pause(500);
if (typeText) { const input = await browser.$('[data-widget="search"] [data-widget-root]').shadow$('input'); await input.click(); await browser.keys(typeText); await browser.pause(800); }
await browser.saveScreenshot(out);
await browser.deleteSession();
