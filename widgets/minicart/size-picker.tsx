import { useId } from 'react';
import type { Variation } from '@schaufenster/shared/api';
import { useCss } from '@schaufenster/shared/ui';
import { isInStock } from './cart';
import { TEXTS } from './texts';

interface SizePickerProps {
  variations: readonly Variation[];
  selectedId: string | undefined;
  onSelect: (variationId: string) => void;
  /** Id of a hint that describes the group (e.g. "choose a size first"). */
  describedBy?: string;
}

/** Größe wählen: one radio per size; sold-out sizes are shown, marked ausverkauft and cannot be chosen. */
export function SizePicker({ variations, selectedId, onSelect, describedBy }: SizePickerProps) {
  const css = useCss();
  const name = useId();
  const style = css`
    border: 0;
    margin: 0 0 16px;
    padding: 0;
    legend { padding: 0; margin-bottom: 8px; font-weight: 700; }
    .sizes { display: flex; flex-wrap: wrap; gap: 8px; }
    label { position: relative; }
    input { position: absolute; opacity: 0; width: 1px; height: 1px; }
    span { display: inline-flex; flex-direction: column; align-items: center; min-width: 48px; min-height: 44px; justify-content: center; padding: 4px 12px; border: 1px solid #8c8c8c; cursor: pointer; }
    small { font-size: 11px; }
    input:checked + span { border: 2px solid #1a1a1a; font-weight: 700; }
    input:disabled + span { color: #8c8c8c; text-decoration: line-through; cursor: not-allowed; background: #f2f2f2; }
    input:focus-visible + span { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  `;
  return (
    <fieldset className={style} aria-describedby={describedBy}>
      <legend>{TEXTS.chooseSize}</legend>
      <div className="sizes">
        {variations.map((variation) => {
          const available = isInStock(variation);
          return (
            <label key={variation.id}>
              <input
                type="radio"
                name={name}
                value={variation.id}
                checked={variation.id === selectedId}
                disabled={!available}
                onChange={() => onSelect(variation.id)}
              />
              <span>
                {variation.size.label}
                {!available && <small> {TEXTS.soldOut}</small>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
