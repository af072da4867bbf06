import { useEffect, useRef } from 'react';
import { LISTING_PARAMS, LISTING_SORTS, SORT_LABELS, type CatalogListing, type Product } from '@schaufenster/shared/api';
import { fillQuery, pageSite } from '@schaufenster/shared/site';
import { usePageAddress } from '@schaufenster/shared/ssr';
import { trackSelectItem, trackViewItemList } from '@schaufenster/shared/tracking';
import { AWAITS_BROWSER, LoadingStatus, ProductTile, UI_TEXTS } from '@schaufenster/shared/ui';
import { keptParameters, listingRequest, readResultsAddress, resultsHref, type ResultsAddress } from './results-address';
import { useResultsStyles } from './results-styles';
import { RESULTS_LIST_NAMES, RESULTS_TEXTS as TEXTS } from './texts';
import { useResults } from './use-results';

/** The sort form: a plain GET form of the page's own address (works without JavaScript); with it, a change applies at once. */
function SortForm({ pageUrl, address }: { pageUrl: string; address: ResultsAddress }) {
  const form = useRef<HTMLFormElement>(null);
  const path = pageUrl.split('?')[0];
  return (
    <form ref={form} method="get" action={path}>
      {keptParameters(pageUrl).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        <span>{TEXTS.sortLabel}</span>
        <select name={LISTING_PARAMS.sort} defaultValue={address.sort} onChange={() => form.current?.requestSubmit()}>
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">{TEXTS.apply}</button>
    </form>
  );
}

/** The pager: plain links to the page's own address with another page (rel prev/next), shown only for more than one page. */
function Pager({ pageUrl, listing }: { pageUrl: string; listing: CatalogListing }) {
  const { page, pageCount } = listing;
  if (pageCount <= 1) return null;
  // A page past the end (an old link) leads back to the last one.
  const previous = Math.min(page - 1, pageCount);
  return (
    <nav className="pager" aria-label={TEXTS.pagerLabel}>
      {previous >= 1 && (
        <a href={resultsHref(pageUrl, { page: previous })} rel="prev">
          {TEXTS.previous}
        </a>
      )}
      <span>{TEXTS.pageOf(Math.min(page, pageCount), pageCount)}</span>
      {page < pageCount && (
        <a href={resultsHref(pageUrl, { page: page + 1 })} rel="next">
          {TEXTS.next}
        </a>
      )}
    </nav>
  );
}

/** One page of hits: reported as view_item_list once it shows, each tile's click as select_item (SPEC section 7). */
function ResultsGrid({ listing, listName }: { listing: CatalogListing; listName: string }) {
  const firstIndex = (listing.page - 1) * listing.pageSize;
  const { products } = listing;
  useEffect(() => {
    if (products.length > 0) trackViewItemList(products, listName, firstIndex);
  }, [products, listName, firstIndex]);
  const select = (product: Product, index: number) => () => trackSelectItem(product, listName, index);
  return (
    // Server HTML that reports when it shows: the tag hydrates by its data-load, not on the shopper's first use.
    <ul className="grid" aria-label={TEXTS.resultsLabel} {...AWAITS_BROWSER}>
      {products.map((product, offset) => (
        <ProductTile key={product.id} product={product} onSelect={select(product, firstIndex + offset)} />
      ))}
    </ul>
  );
}

/** What a loaded listing shows: the count and the sort, the tiles and the pager; or, with no hit, what to do instead. */
function Listing({ pageUrl, address, listing }: { pageUrl: string; address: ResultsAddress; listing: CatalogListing }) {
  const allProducts = fillQuery(pageSite().routes.search, '');
  if (listing.total === 0) {
    return (
      <div role="status">
        <p>
          <strong>{address.query === '' ? TEXTS.emptyAll : TEXTS.emptyTitle(address.query)}</strong>
        </p>
        {address.query !== '' && <p>{TEXTS.emptyAdvice}</p>}
        <p>
          <a className="button" href={allProducts}>
            {TEXTS.showAll}
          </a>
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="bar">
        <p className="count" role="status">
          {TEXTS.count(listing.total)}
        </p>
        <SortForm pageUrl={pageUrl} address={address} />
      </div>
      <ResultsGrid listing={listing} listName={address.query === '' ? RESULTS_LIST_NAMES.all : RESULTS_LIST_NAMES.search} />
      <Pager pageUrl={pageUrl} listing={listing} />
    </>
  );
}

/**
 * The search results of the shop's search route (`search/results`): the search text, page and sort come from the
 * page's address as the site's `routes.search` names them; the hits are the catalog listing's.
 */
export function SearchResultsPage() {
  const className = useResultsStyles();
  const pageUrl = usePageAddress();
  const address = readResultsAddress(pageUrl, pageSite().routes.search);
  const { load, retry } = useResults(listingRequest(address));
  return (
    <section className={className} aria-label={TEXTS.resultsLabel}>
      {address.query === '' ? (
        <>
          <h1>{TEXTS.allHeading}</h1>
          <p>{TEXTS.allIntro}</p>
        </>
      ) : (
        <h1>{TEXTS.heading(address.query)}</h1>
      )}
      {load.state === 'loading' && <LoadingStatus>{TEXTS.loading(address.query)}</LoadingStatus>}
      {load.state === 'failed' && (
        <div role="alert">
          <p>
            <strong>{UI_TEXTS.errorModalTitle}</strong>
          </p>
          <p>{UI_TEXTS.errorModalText}</p>
          <button type="button" onClick={retry}>
            {UI_TEXTS.technicalErrorRetry}
          </button>
        </div>
      )}
      {load.state === 'loaded' && <Listing pageUrl={pageUrl} address={address} listing={load.listing} />}
    </section>
  );
}
