// `npm run docs:widgets`: writes the tags' props, load defaults and examples into docs/cms/widget-reference.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { WIDGET_REFERENCE_FILE, withWidgetReference } from './widget-reference';

writeFileSync(WIDGET_REFERENCE_FILE, withWidgetReference(readFileSync(WIDGET_REFERENCE_FILE, 'utf8')));
console.log(`${WIDGET_REFERENCE_FILE}: the tags' reference written from the widgets' contracts`);
