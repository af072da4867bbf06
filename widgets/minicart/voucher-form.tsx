import { useId, useState, type FormEvent } from 'react';
import { bus } from '@schaufenster/shared/bus';
import { useAbortSignal } from '@schaufenster/shared/hooks';
import { isHttpError } from '@schaufenster/shared/http';
import { Button, useCss, useRequestStatus } from '@schaufenster/shared/ui';
import { redeemVoucher } from './cart-api';
import { TEXTS } from './texts';

/**
 * Redeems a voucher code; an unknown code (422) and the limit of wrong codes (429) are shown under the field, other
 * failures in the error modal.
 */
export function VoucherForm() {
  const css = useCss();
  const signal = useAbortSignal();
  const { status, run } = useRequestStatus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setError(undefined);
    run(() => redeemVoucher(code.trim(), signal)).then(
      () => setCode(''),
      (failure: unknown) => {
        if (!isHttpError(failure)) return;
        if (failure.status === 422) setError(failure.fieldErrors.code ?? TEXTS.voucherInvalid);
        else if (failure.status === 429) setError(failure.message);
        else bus.emit('error:show', { reason: failure.describe() });
      },
    );
  };

  const style = css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: flex-end;
    margin: 12px 0;
    label { display: flex; flex-direction: column; flex: 1 1 200px; font-size: 14px; }
    /* 16 px in the field, though the label is smaller: iOS zooms into smaller text on focus. */
    input { font: inherit; font-size: 16px; padding: 10px 12px; border: 1px solid #8c8c8c; }
    input[aria-invalid='true'] { border-color: #c8102e; }
    .error { flex-basis: 100%; margin: 0; color: #c8102e; font-size: 14px; }
  `;
  return (
    <form className={style} onSubmit={submit} aria-label={TEXTS.voucher}>
      <label>
        {TEXTS.voucherCode}
        <input
          name="code"
          value={code}
          autoComplete="off"
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <Button type="submit" variant="secondary" status={status}>
        {TEXTS.redeemVoucher}
      </Button>
      {error && (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
