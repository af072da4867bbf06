/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { apiPathLiterals, mayWriteApiPaths } from './api-path-literals';

describe('apiPathLiterals', () => {
  it('finds full API paths in strings and templates', () => {
    const source = `app.post('/api/auth/login', h);\nconst p = \`/api/account/addresses/\${id}\`;\n`;
    expect(apiPathLiterals('x.ts', source)).toEqual([
      { file: 'x.ts', line: 1, text: '/api/auth/login' },
      { file: 'x.ts', line: 2, text: '/api/account/addresses/' },
    ]);
  });

  it('leaves the bare prefix, other paths and comments alone', () => {
    const source = "// POST /api/auth/login\n/** GET `/api/s/` */\nstart('/api/');\napp.options('/api/*');\nget('/konto/');\n";
    expect(apiPathLiterals('x.ts', source)).toEqual([]);
  });

  it('lets the API table and the tests spell paths', () => {
    expect(mayWriteApiPaths('shared/api/route-table.ts')).toBe(true);
    expect(mayWriteApiPaths('shop-api/cart/cart-routes.test.ts')).toBe(true);
    expect(mayWriteApiPaths('test/browser/cart.e2e.ts')).toBe(true);
    expect(mayWriteApiPaths('widgets/auth/auth-api.ts')).toBe(false);
  });
});
