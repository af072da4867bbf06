import { pageSite } from '@schaufenster/shared/site';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** What an empty cart says, with the way back to the shop. */
export function EmptyCart() {
  const css = useCss();
  const style = css`
    p { margin: 0 0 12px; }
    a { color: inherit; font-weight: 700; }
  `;
  return (
    <div className={style}>
      <p>{TEXTS.empty}</p>
      <a href={pageSite().routes.home}>{TEXTS.continueShopping}</a>
    </div>
  );
}
