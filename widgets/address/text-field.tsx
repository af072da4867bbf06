import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import type { AddressField } from '@schaufenster/shared/validation/address';
import { fieldError, useFieldDone } from './field-state';
import { FORM_TEXTS } from './texts';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode'> {
  name: AddressField;
  label: string;
  /** A tip under the field (e.g. how many digits a number has). */
  tip?: string;
}

const keepText = (value: string) => value;

/**
 * A labelled text input of the address form: its tip and error are tied to it by aria-describedby, the
 * error is announced (aria-live), and a check mark shows once the value is valid. No maxLength: a
 * paste cut off silently would pass unnoticed, so the rules' messages say what is too long.
 */
export function TextField({ name, label, tip, ...attributes }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { parse: keepText });
  const done = useFieldDone(name);
  const error = fieldError(meta);
  const describedBy = [tip && `${id}-tip`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field" data-field={name} data-done={done || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="control">
        <input
          {...attributes}
          {...input}
          value={input.value ?? ''}
          id={id}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {done && (
          <span className="done" role="img" aria-label={FORM_TEXTS.done}>
            ✓
          </span>
        )}
      </div>
      {tip && (
        <p id={`${id}-tip`} className="hint">
          {tip}
        </p>
      )}
      <p id={`${id}-error`} className="error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
