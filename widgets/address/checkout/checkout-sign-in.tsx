import { bus } from '@schaufenster/shared/bus';
import { Button } from '@schaufenster/shared/ui';
import { CHECKOUT_TEXTS as T } from '../texts';

/** What a visitor sees in the checkout: sign in, or order with a guest account, both in the Anmelden modal. */
export function CheckoutSignIn() {
  return (
    <section className="section">
      <h2>{T.signInTitle}</h2>
      <p>{T.signInText}</p>
      <div className="actions">
        <Button type="button" onClick={() => bus.emit('auth:open', { page: 'login' })}>
          {T.signIn}
        </Button>
        <Button type="button" variant="secondary" onClick={() => bus.emit('auth:open', { page: 'guest' })}>
          {T.guest}
        </Button>
      </div>
    </section>
  );
}
