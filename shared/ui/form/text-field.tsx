import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from './field-error';

/** The check mark a form shows beside a valid field, and its accessible label. */
export interface DoneMark {
  done: boolean;
  label: string;
}

interface TextFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'pattern'> {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  /** A tip under the field (e.g. how many digits a number has). */
  hint?: string;
  /** A hint that comes and goes as the shopper types (announced politely; '' while there is none), e.g. a too common password. */
  liveHint?: string;
  /** Turns typed text into the field's value (e.g. digits only). */
  parse?: (value: string) => string;
  /** For forms that mark valid fields: whether this one is, and the mark's label. */
  doneMark?: DoneMark;
}

const keepText = (value: string) => value;

/**
 * A labelled text input of the surrounding form: its hints and error sit under it, are tied to it by
 * aria-describedby and the error is announced (aria-live); aria-invalid marks it for the first-invalid focus.
 */
export function TextField({ name, label, type = 'text', hint, liveHint, parse = keepText, doneMark, ...attributes }: TextFieldProps) {
  const id = useId();
  const { input, meta } = useField<string>(name, { parse });
  const error = fieldError(meta);
  const describedBy = [hint && `${id}-hint`, liveHint && `${id}-live-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const field = (
    <input {...attributes} {...input} value={input.value ?? ''} id={id} type={type} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
  );
  return (
    <div className="field" data-field={name} data-done={doneMark?.done || undefined}>
      <label htmlFor={id}>{label}</label>
      {doneMark ? (
        <div className="control">
          {field}
          {doneMark.done && (
            <span className="done" role="img" aria-label={doneMark.label}>
              ✓
            </span>
          )}
        </div>
      ) : (
        field
      )}
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
