import { useId } from 'react';
import { useField } from 'react-final-form';
import type { AddressField } from '@schaufenster/shared/validation/address';
import { fieldError } from '@schaufenster/shared/ui/form';
import { useFieldDone } from './field-state';
import { FORM_TEXTS } from './texts';

/** One option of a select. */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  name: AddressField;
  label: string;
  options: readonly SelectOption[];
  /** Shown (and not choosable) while nothing is chosen. */
  placeholder?: string;
  autoComplete?: string;
  /** Runs after the value changed, e.g. to adjust fields that depend on it. */
  onValueChange?: (value: string) => void;
}

/** A labelled select of the address form, with its error tied by aria-describedby and announced, and a done mark. */
export function SelectField({ name, label, options, placeholder, autoComplete, onValueChange }: SelectFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name);
  const done = useFieldDone(name);
  const error = fieldError(meta);
  return (
    <div className="field" data-field={name} data-done={done || undefined}>
      <label htmlFor={id}>{label}</label>
      <div className="control">
        <select
          {...input}
          value={input.value ?? ''}
          id={id}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            input.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {done && (
          <span className="done" role="img" aria-label={FORM_TEXTS.done}>
            ✓
          </span>
        )}
      </div>
      <p id={`${id}-error`} className="error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
