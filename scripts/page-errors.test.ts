/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { messageText, pageMessage } from './page-errors';

// Entries as chromedriver 156 writes them into its browser log (goog:loggingPrefs).
describe("the pages' messages in chromedriver's browser log", () => {
  it('unquotes a first argument that is a string, escapes and line breaks included, and keeps the arguments after it', () => {
    const logged = String.raw`http://127.0.0.1:4017/widgets/loader.js 2:1043 "[schaufenster] widget \"header\" failed; its fallback stays:\nRenderError" Error: inner`;
    expect(messageText(logged)).toBe('[schaufenster] widget "header" failed; its fallback stays:\nRenderError Error: inner');
  });

  it('takes a message that does not begin with a string as it stands: an object, an uncaught error', () => {
    expect(messageText('http://127.0.0.1:4017/ 12:7 Object')).toBe('Object');
    expect(messageText('http://127.0.0.1:4017/widgets/search/1.0.0/314.js 1:2210 Uncaught TypeError: hits is undefined')).toBe('Uncaught TypeError: hits is undefined');
  });

  it("keeps console messages and uncaught errors, by their level, and drops what the browser logged itself", () => {
    expect(pageMessage({ level: 'WARNING', source: 'console-api', message: 'http://127.0.0.1:4017/ 3:9 "no page id"' })).toEqual({ type: 'console', level: 'warn', text: 'no page id' });
    expect(pageMessage({ level: 'SEVERE', source: 'javascript', message: 'http://127.0.0.1:4017/ 3:9 Uncaught Error: rej' })).toEqual({ type: 'javascript', level: 'error', text: 'Uncaught Error: rej' });
    const preload = "http://127.0.0.1:4017/ - The resource http://127.0.0.1:4017/widgets/registry.json was preloaded using link preload but not used within a few seconds from the window's load event.";
    expect(pageMessage({ level: 'WARNING', source: 'javascript', message: preload })).toBeUndefined();
    const integrity = "http://127.0.0.1:4017/ - Fetch API cannot load http://127.0.0.1:4017/widgets/auth/0.0.0-missing/remoteEntry.js. SRI's integrity checks failed.";
    expect(pageMessage({ level: 'SEVERE', source: 'javascript', message: integrity })).toBeUndefined();
    expect(pageMessage({ level: 'SEVERE', source: 'network', message: 'http://127.0.0.1:4017/favicon.ico - Failed to load resource: the server responded with a status of 404 (Not Found)' })).toBeUndefined();
    expect(pageMessage({ level: 'SEVERE', source: 'security', message: 'security 13 Not allowed to navigate top frame to data URL' })).toBeUndefined();
  });
});
