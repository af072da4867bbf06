import type { SmokeInteractions } from '@schaufenster/shared/props';
import { ADDRESS_MESSAGES } from '@schaufenster/shared/validation/address';
import { FORM_TEXTS } from './texts';

/** What the release smoke test does with the address form (tools/smoke): an empty submit, which saves nothing. */
export const ADDRESS_SMOKE: SmokeInteractions = [
  {
    name: 'submit the empty delivery address and see what is missing',
    tag: { widget: 'address', props: { mode: 'checkout-delivery' } },
    actions: [{ click: { css: 'button[type="submit"]', text: FORM_TEXTS.submit['checkout-delivery'] } }],
    expect: { css: '.error', text: ADDRESS_MESSAGES.givenNameRequired },
  },
];
