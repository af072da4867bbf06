import type { SmokeInteractions } from '@schaufenster/shared/props';
import { TEXTS } from './texts';

/** What the release smoke test does with the header (tools/smoke): a visitor points at the account entry. */
export const HEADER_SMOKE: SmokeInteractions = [
  {
    name: 'hover the account entry and see its dropdown',
    tag: { widget: 'header', props: { variant: 'storefront' } },
    // The desktop row's entry (the smoke browser is 1280 px wide), which opens on hover (SPEC section 2).
    actions: [{ hover: { css: 'button.entry', text: TEXTS.account } }],
    expect: { css: '[data-testid="account-dropdown"]', text: TEXTS.notLoggedIn },
  },
];
