/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { findWorkLog, lineOf } from './work-log';

const found = (text: string) => findWorkLog(text).map((hit) => hit.text);

/** The cases write the space inside a work-log phrase as §, so that this file holds none of the phrases it tests for. */
const spaced = (text: string) => text.replaceAll('§', ' ');

describe('findWorkLog', () => {
  it.each([
    ['see issue§12 for the reason', 'issue§12'],
    ['as Issue§#7 asked', 'Issue§#7'],
    ['fixed in #12.', '#12'],
    ['(#340)', '#340'],
    ['measured in the sixth§session', 'sixth§session'],
    ['the figures of the fourth\n  session', 'fourth§session'],
    ["the earlier 2nd§session's run", '2nd§session'],
    ["a worktree of main at this§session's start", 'this§session'],
    ['what this§round changed', 'this§round'],
    ['Session§6: faster search', 'Session§6'],
    ['on the quiet runs of the last session§31 to 32 ms', 'session§31'],
  ])('finds the work log in %j', (text, hit) => {
    expect(found(spaced(text))).toEqual([spaced(hit)]);
  });

  it.each([
    'the session cookie is HttpOnly',
    'a widget would get its own copy, a second§session or bus',
    'retries (SPEC section 9: 3, the session§2)',
    'Retries of the session call (SPEC section 9: session§2).',
    'the first§SESSION_SHARE page views of each shopper session',
    'the request’s session may now confirm it',
    'color: #595959; background: #111}',
    'waysact/webpack-subresource-integrity#176',
    'the anchor [Health](#health-timeouts-and-outages)',
    '[setup 1](#1-same-origin-through-a-reverse-proxy)',
    '&#39; for an apostrophe',
  ])('leaves product words and real references alone: %j', (text) => {
    expect(found(spaced(text))).toEqual([]);
  });

  it('says where each reference starts', () => {
    const text = spaced('one\ntwo, issue§3\n');
    const [hit] = findWorkLog(text);
    expect(hit?.offset).toBe(text.indexOf('issue'));
    expect(lineOf(text, hit?.offset ?? 0)).toBe(2);
  });
});
