import type { Product } from '@schaufenster/shared/api';
import { pageSite } from '@schaufenster/shared/site';
import { Button, Modal, ProductTile, UI_TEXTS, useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** The cross-selling sheet after an add: the confirmation, the way to the cart, and the recommendations. */
export function CrossSellingSheet({ recommendations, onClose }: { recommendations: readonly Product[]; onClose: () => void }) {
  const css = useCss();
  const style = css`
    .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 16px; }
    .to-cart { display: inline-flex; align-items: center; min-height: 44px; padding: 10px 20px; background: #1a1a1a; color: #fff; font-weight: 700; text-decoration: none; }
    .to-cart:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    h3 { margin: 0 0 8px; font-size: 16px; }
    ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 12px; margin: 0 0 16px; padding: 0; list-style: none; }
  `;
  return (
    <Modal title={TEXTS.added} closeLabel={UI_TEXTS.close} onClose={onClose}>
      <div className={style}>
        <div className="actions">
          <a className="to-cart" href={pageSite().routes.cart}>
            {TEXTS.toCart}
          </a>
          <Button type="button" variant="secondary" onClick={onClose}>
            {TEXTS.continueShopping}
          </Button>
        </div>
        {recommendations.length > 0 && (
          <section aria-label={TEXTS.recommendations}>
            <h3>{TEXTS.recommendations}</h3>
            <ul>
              {recommendations.map((product) => (
                <ProductTile key={product.id} product={product} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </Modal>
  );
}
