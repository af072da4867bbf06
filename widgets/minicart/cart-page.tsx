import { useCss } from '@schaufenster/shared/ui';
import { CartContents } from './cart-contents';
import { TEXTS } from './texts';
import { useCart } from './use-cart';

/** The full cart of /warenkorb/: every line with quantity and Entfernen, the voucher form and the summary. */
export function CartPage({ loadCart }: { loadCart: boolean }) {
  const css = useCss();
  const state = useCart({ load: loadCart });
  const style = css`
    max-width: 720px;
  `;
  return (
    <section className={style} aria-label={TEXTS.cart}>
      <CartContents state={state} view="page" />
    </section>
  );
}
