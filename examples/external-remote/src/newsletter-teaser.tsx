import { bus } from '@schaufenster/contracts/bus';
import { useBusValue } from '@schaufenster/contracts/hooks';
import type { NewsletterProps } from './props';
import { TEXTS } from './texts';

/** The teaser: its headline, a greeting for a signed-in shopper (from the bus) and a way to the mini-cart. */
export function NewsletterTeaser({ headline, voucherCode }: NewsletterProps) {
  const session = useBusValue('session:changed');
  const givenName = session?.aboutMe.isLogged ? session.aboutMe.givenName : undefined;
  return (
    <section>
      {givenName !== undefined && <p>{TEXTS.greeting(givenName)}</p>}
      <h2>{headline}</h2>
      {voucherCode !== undefined && <code>{voucherCode}</code>}
      <button type="button" onClick={() => bus.emit('minicart:open', {})}>
        {TEXTS.cart}
      </button>
    </section>
  );
}
