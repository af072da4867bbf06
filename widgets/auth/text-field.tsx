import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './field-error';

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'pattern'> {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  hint?: string;
  /** A hint that comes and goes as the shopper types (announced politely; '' while there is none), e.g. a too common password. */
  liveHint?: string;
  /** Turns typed text into the field's value (e.g. digits only). */
  parse?: (value: string) => string;
}

/**
 * A labelled text input of the surrounding form: its error sits under it, is tied to it by
 * aria-describedby and announced (aria-live); aria-invalid marks it for the first-invalid focus.
 */
export function TextField({ name, label, type = 'text', hint, liveHint, parse, ...attributes }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { parse: parse ?? ((value: string) => value) });
  const error = fieldError(meta);
  const describedBy = [hint && `${id}-hint`, liveHint && `${id}-live-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...attributes}
        {...input}
        value={input.value ?? ''}
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {liveHint !== undefined && (
        <p id={`${id}-live-hint`} className="hint" aria-live="polite">
          {liveHint}
        </p>
      )}
      <p id={`${id}-error`} className="error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
