import { discountRatio, formatMoney, type Product } from '@schaufenster/shared/api';
import { TEXTS } from './texts';
import { useCss } from './use-css';

/**
 * A product's price as tiles and the product view show it: the sales price, and for a reduced one the original price
 * struck through with the discount (SPEC section 9's ratio, in whole percent).
 */
export function ProductPrice({ price, className }: { price: Product['summary']['price']; className?: string }) {
  const css = useCss();
  const style = css`
    font-weight: 700;
    s { font-weight: 400; color: #595959; margin-left: 4px; }
    .discount { margin-left: 4px; color: #b00020; }
  `;
  const { salesPrice, originalPrice } = price;
  const discount = originalPrice ? Math.round(discountRatio(salesPrice.amount, originalPrice.amount) * 100) : 0;
  return (
    <span className={[style, className].filter(Boolean).join(' ')}>
      {formatMoney(salesPrice)}
      {originalPrice && discount > 0 && (
        <>
          <s>{formatMoney(originalPrice)}</s>
          <span className="discount">{TEXTS.discount(discount)}</span>
        </>
      )}
    </span>
  );
}
