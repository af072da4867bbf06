import { describe, expect, it } from '@jest/globals';
import type { SearchGroup } from '@schaufenster/shared/api';
import { DEFAULT_SITE } from '@schaufenster/shared/site';
import { searchTarget } from './search-target';

const faq = (path: string): SearchGroup['results'][number] => ({ path, title: path });
const groups = (...entries: [string, number][]): SearchGroup[] =>
  entries.map(([type, count]) => ({ type, results: Array.from({ length: count }, (_, i) => faq(`/${type.toLowerCase()}/${i}/`)) }));

describe('searchTarget', () => {
  it.each([
    ['nothing typed goes to the catalog', '  ', [], '/katalog/'],
    ['a single hit opens its path', 'retoure', groups(['FAQ', 1]), '/faq/0/'],
    ['a single product hit opens the product', 'leinenkleid', groups(['PRODUCT', 1]), '/product/0/'],
    ['several help hits open the FAQ search', 'rückgabe', groups(['FAQ', 2], ['INFORMATION_PAGE', 1]), '/faq/?fq=r%C3%BCckgabe'],
    ['help and product hits go to the catalog search', 'kleid', groups(['FAQ', 1], ['PRODUCT', 4]), '/katalog/?q=kleid'],
    ['no hits go to the catalog search', 'xyz', [], '/katalog/?q=xyz'],
    ['the query is encoded', 'a&b <c>', groups(['PRODUCT', 3]), '/katalog/?q=a%26b%20%3Cc%3E'],
  ] as const)('%s', (_case, query, answer, target) => {
    expect(searchTarget(query, answer)).toBe(target);
  });

  it.each([
    ['nothing typed opens the search page bare', '', [], '/suche/'],
    ['a single hit opens its path as the API gives it', 'retoure', groups(['FAQ', 1]), '/faq/0/'],
    ['several help hits open the site’s help search', 'rückgabe', groups(['FAQ', 2]), '/hilfe/suche.html?text=r%C3%BCckgabe'],
    ['others open the site’s search', 'a&b', groups(['PRODUCT', 3]), '/suche/?begriff=a%26b'],
  ] as const)('on a site of its own: %s', (_case, query, answer, target) => {
    const routes = { ...DEFAULT_SITE.routes, search: '/suche/?begriff={query}', helpSearch: '/hilfe/suche.html?text={query}' };
    expect(searchTarget(query, answer, routes)).toBe(target);
  });
});
