/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { AD_TAG_COOKIES, ATTRIBUTION_PARAMETERS, sessionClickIdName } from './parameters';

/** One row of the documented table, as the code should produce it. */
interface HeaderRow {
  code: string;
  parameters: string[];
  cookie: string;
  consent: 'needed' | 'not needed';
  stored: string;
}

// Cells hold names in backticks; the rest of a cell (e.g. "sent as ...") is explanation.
const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

function documentedRows(): HeaderRow[] {
  const readme = readFileSync(path.join(__dirname, 'README.md'), 'utf8');
  return readme
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [code = '', parameters = '', cookie = '', consent = '', stored = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return {
        code: names(code)[0] ?? '',
        // A format such as `fb.1.<ms>.<fbclid>` explains a value, it is no parameter.
        parameters: names(parameters).filter((name) => !name.includes('<')),
        cookie: names(cookie)[0] ?? '',
        consent: consent === 'needed' ? 'needed' : 'not needed',
        stored: names(stored)[0] ?? '',
      };
    });
}

function rowsOfCode(): HeaderRow[] {
  const codes = [...new Set<string>([...ATTRIBUTION_PARAMETERS.map((parameter) => parameter.code), ...AD_TAG_COOKIES.map((tag) => tag.header)])];
  return codes.map((code) => {
    const parameters = ATTRIBUTION_PARAMETERS.filter((parameter) => parameter.code === code);
    const tag = AD_TAG_COOKIES.find((entry) => entry.header === code);
    const saveable = parameters.find((parameter) => parameter.saveable);
    return {
      code,
      parameters: parameters.map((parameter) => parameter.name),
      cookie: tag?.cookie ?? '',
      consent: saveable || tag ? 'needed' : 'not needed',
      stored: saveable?.output ?? '',
    };
  });
}

describe('the header short codes', () => {
  it('are documented in one table in shared/attribution/README.md, exactly as the code uses them', () => {
    const byCode = (a: HeaderRow, b: HeaderRow) => a.code.localeCompare(b.code);
    expect(documentedRows().sort(byCode)).toEqual(rowsOfCode().sort(byCode));
  });

  it('are unique, one per header', () => {
    const codes = documentedRows().map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['cs', 'prid'],
    ['fb', 'fbclid'],
    ['tt', 'ttclid'],
    ['ms', 'msclkid'],
    ['gc', 'gclid'],
    ['gs', 'gad_source'],
    ['us', undefined],
    ['fbp', undefined],
  ])('keep the click id of header code %s in the session as %s (SPEC section 3)', (code, name) => {
    expect(sessionClickIdName(code)).toBe(name);
  });
});
