import type { SmokeInteractions } from '@schaufenster/shared/props';
import { TEXTS } from './texts';

/** What the release smoke test does with the auth widget (tools/smoke): a visitor opens the Anmelden modal. */
export const AUTH_SMOKE: SmokeInteractions = [
  {
    name: 'open the sign-in dialog from the header',
    tag: { widget: 'auth', props: { mode: 'modal' } },
    // The header's account entry asks for the modal (`auth:open`), as a visitor's click does on every storefront page.
    actions: [{ click: { in: { widget: 'header', props: { variant: 'storefront' } }, css: 'button.entry' } }],
    expect: { css: '[role="dialog"] h2', text: TEXTS.modalTitle },
  },
];
