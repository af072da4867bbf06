import { TEXTS as UI_TEXTS } from '@schaufenster/shared/ui/texts';
import { cspNonce } from '../server-kit/http/csp-nonce';
import type { OutagePage } from '../server-kit/http/error-handler';
import { renderWithoutShopper } from '../widget-server/ssr/server-render-hook';
import { SERVER_TEXTS } from '../server-kit/texts';
import { sendPage } from './page-routes';
import type { PageRenderer } from './render';
import type { Page } from './routes';

/** The page a browser gets instead of the one it asked for while the shop's database is away, in the storefront layout. */
export const UNAVAILABLE_PAGE: Page = { id: 'unavailable', path: '', title: UI_TEXTS.technicalErrorTitle, template: 'unavailable', layout: 'storefront', loadCart: false };

/** What the page says: SPEC section 2's technical error page, with the API's own words for the outage. */
const UNAVAILABLE_TEXTS = {
  title: UI_TEXTS.technicalErrorTitle,
  unavailable: SERVER_TEXTS.unavailable,
  advice: UI_TEXTS.technicalErrorAdvice,
  retry: UI_TEXTS.technicalErrorRetry,
} as const;

/**
 * Answers a page request with the German technical error page, for the error handler when the database is
 * unavailable (it sets the 503's Retry-After): the shop's header comes from its server render, the cart is not
 * loaded, and the shopper's values are not looked up (that would wait for the database once more).
 */
export function outagePage(renderer: PageRenderer): OutagePage {
  return async (_request, reply) => {
    renderWithoutShopper(reply);
    return sendPage(reply, await renderer.render(UNAVAILABLE_PAGE, cspNonce(reply), {}, { texts: UNAVAILABLE_TEXTS }), 503, 'no-store');
  };
}
