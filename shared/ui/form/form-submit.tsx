import type { ReactNode } from 'react';
import { Button } from '../button';
import type { RequestStatus } from '../use-request-status';
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
