import { useId } from 'react';
import { useField } from 'react-final-form';

/** A labelled checkbox of the surrounding form (a boolean value). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" name={input.name} checked={input.checked ?? false} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
