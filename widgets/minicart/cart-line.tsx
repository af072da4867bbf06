import { formatMoney, linePrice, type CartLine as Line } from '@schaufenster/shared/api';
import { imageSize, useCss } from '@schaufenster/shared/ui';
import { selectableQuantities } from './cart';
import { MAX_SELECTABLE_QUANTITY } from './constants';
import { TEXTS } from './texts';
import { useLineActions } from './use-line-actions';

/** The line image's column width; its height follows the product's aspect ratio. */
const LINE_IMAGE_WIDTH = 72;

/**
 * One cart line: image, brand, name, size, colour, price, quantity picker and Entfernen. The controls stay
 * enabled while a change runs (disabling them would drop the keyboard focus); a newer change supersedes it.
 */
export function CartLine({ line, onRemoved }: { line: Line; onRemoved: () => void }) {
  const css = useCss();
  const { pending, setQuantity, remove } = useLineActions(line, onRemoved);
  const busy = pending !== undefined;
  const style = css`
    display: grid;
    grid-template-columns: ${LINE_IMAGE_WIDTH}px 1fr auto;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid #e5e5e5;
    img { width: ${LINE_IMAGE_WIDTH}px; height: auto; object-fit: cover; background: #f2f2f2; }
    p { margin: 0; }
    .brand { font-weight: 700; }
    .details { color: #595959; font-size: 14px; }
    .actions { display: flex; gap: 12px; align-items: center; margin-top: 8px; flex-wrap: wrap; }
    select { font: inherit; padding: 4px 8px; }
    button { font: inherit; padding: 0; border: 0; background: none; text-decoration: underline; cursor: pointer; color: inherit; }
    &[aria-busy='true'] { opacity: 0.6; }
    .price { text-align: right; font-weight: 700; white-space: nowrap; }
    .each { display: block; font-weight: 400; font-size: 14px; color: #595959; }
    a { color: inherit; }
    :focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  `;
  const size = line.size.label ?? line.size.id;
  const color = line.color.label ?? line.color.id;
  return (
    <li className={style} aria-busy={busy || undefined}>
      {line.image ? <img src={line.image} alt="" loading="lazy" {...imageSize(line.imageAspectRatio, LINE_IMAGE_WIDTH)} /> : <span />}
      <div>
        <p className="brand">{line.brand.name}</p>
        <p>{line.path ? <a href={line.path}>{line.name}</a> : line.name}</p>
        <p className="details">
          {TEXTS.sizeOf(size)} · {TEXTS.colorOf(color)}
        </p>
        <div className="actions">
          <label>
            {TEXTS.quantity}{' '}
            <select
              aria-label={TEXTS.quantityOf(line.name)}
              value={pending || line.quantity}
              onChange={(event) => setQuantity(Number(event.target.value))}
            >
              {selectableQuantities(line, MAX_SELECTABLE_QUANTITY).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </label>
          <button type="button" aria-label={TEXTS.removeOf(line.name)} onClick={remove}>
            {TEXTS.remove}
          </button>
        </div>
      </div>
      <p className="price">
        {formatMoney(linePrice(line))}
        {line.quantity > 1 && <span className="each">{TEXTS.each(formatMoney(line.price.salesPrice))}</span>}
      </p>
    </li>
  );
}
