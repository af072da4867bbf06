import { pageSite } from '@schaufenster/shared/site';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** Zur Kasse: goes to /checkout/, which reports begin_checkout when it shows the cart (once per way in). */
export function CheckoutLink() {
  const css = useCss();
  const style = css`
    display: flex;
    justify-content: center;
    align-items: center;
    min-height: 44px;
    padding: 10px 20px;
    background: #1a1a1a;
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    &:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  `;
  return (
    <a className={style} href={pageSite().routes.checkout}>
      {TEXTS.checkout}
    </a>
  );
}
