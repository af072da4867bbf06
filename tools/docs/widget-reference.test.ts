/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { WIDGET_REFERENCE_FILE, widgetReference, withWidgetReference } from './widget-reference';

describe('the widget reference of the CMS docs', () => {
  it('says what the widgets take today (else: npm run docs:widgets)', () => {
    const document = readFileSync(path.join(__dirname, '..', '..', WIDGET_REFERENCE_FILE), 'utf8');
    expect(withWidgetReference(document)).toBe(document);
  });

  it('names every tag with its load default, and the props each takes', () => {
    const reference = widgetReference();
    expect(reference).toContain('### `minicart/buy-button`');
    expect(reference).toMatch(/### `auth`\n\n.* Loads: `interaction`/);
    expect(reference).toContain('| `variant` | `"storefront"` or `"checkout"` |  | `"storefront"` |');
  });

  it('replaces only its own section', () => {
    const once = withWidgetReference('# Title\n\nText.\n', 'GENERATED');
    expect(once).toBe('# Title\n\nText.\n\nGENERATED\n');
    const generated = widgetReference();
    const document = withWidgetReference(`# Title\n\n${generated}\n\n## After\n`);
    expect(document).toBe(`# Title\n\n${generated}\n\n## After\n`);
  });
});
