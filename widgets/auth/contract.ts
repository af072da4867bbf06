import { moduleContract, type RemoteContract } from '@schaufenster/shared/props';
import { PasswordChangeProps } from './password-change-props';
import { AuthProps } from './props';
import texts from './contract-texts.json';

/** The auth widget's props contract (build: props.schema.json; CMS: widget catalog and tag checker). */
export const AUTH_CONTRACT: RemoteContract = {
  mount: moduleContract({
    props: AuthProps,
    ...texts.mount,
    example: { mode: 'modal' },
    // The modal lies over the page: its tag takes no space.
    minHeight: 0,
    // The sign-in modal waits for the header's `auth:open` (or the shopper's first use of its tag).
    load: 'interaction',
    answers: ['auth:open'],
  }),
  'password-change': moduleContract({
    props: PasswordChangeProps,
    ...texts['password-change'],
    example: {},
    minHeight: 420,
    load: 'visible',
  }),
};
