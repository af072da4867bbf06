import type { ReactNode } from 'react';
// Through the shared module, not '../button': a relative import would bundle a second useCss without the widget root's styles.
import { Button, type RequestStatus } from '@schaufenster/shared/ui';
import { FormAlert } from './form-alert';

/** The end of a form: the error of the last submit, announced, above the submit button with the request's state. */
export function FormSubmit({ status, children }: { status?: RequestStatus; children: ReactNode }) {
  return (
    <>
      <FormAlert />
      <Button type="submit" status={status}>
        {children}
      </Button>
    </>
  );
}
