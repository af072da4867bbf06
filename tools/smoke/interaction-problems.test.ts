/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { interactionPrefix, interactionProblems, quoteMessage } from './interaction-problems';

const PREFIX = interactionPrefix('/', 'search', 'type a query and see its hits');

describe('interactionProblems', () => {
  it('has nothing to say when the result showed and the page logged no error', () => {
    expect(interactionProblems(PREFIX, undefined, { consoleErrors: [], uncaught: [] })).toEqual([]);
  });

  it('names the page, the widget and the interaction, then what failed, each uncaught error and each console error once', () => {
    const errors = { uncaught: ['TypeError: hits is undefined\n    at SearchResults'], consoleErrors: ['[schaufenster] widget "search" failed to render', '[schaufenster] widget "search" failed to render'] };
    expect(interactionProblems(PREFIX, 'the expected result, [role="option"] in search, was not shown within 10000 ms', errors)).toEqual([
      '/: search interaction "type a query and see its hits": the expected result, [role="option"] in search, was not shown within 10000 ms',
      '/: search interaction "type a query and see its hits": uncaught error: TypeError: hits is undefined',
      '/: search interaction "type a query and see its hits": console error: [schaufenster] widget "search" failed to render',
    ]);
  });

  it('refuses on a console error alone, though the result showed', () => {
    expect(interactionProblems(PREFIX, undefined, { consoleErrors: ['Warning: Each child in a list should have a unique "key" prop.'], uncaught: [] })).toEqual([
      '/: search interaction "type a query and see its hits": console error: Warning: Each child in a list should have a unique "key" prop.',
    ]);
  });
});

describe('quoteMessage', () => {
  it('quotes the first line of a message, cut to 300 characters', () => {
    expect(quoteMessage('  Error: boom\n    at render (search.js:1:2)')).toBe('Error: boom');
    expect(quoteMessage('x'.repeat(400))).toBe(`${'x'.repeat(299)}…`);
  });
});
