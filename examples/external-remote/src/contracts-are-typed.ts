// Compiled by the typecheck only, never bundled: the contracts are types that reject wrong use, not `any`.
import { bus } from '@schaufenster/contracts/bus';
import type { MountHooks } from '@schaufenster/contracts/mount';
import type { WidgetProps } from '@schaufenster/contracts/widgets';

/** A header tag's props as the shop's header widget validates them. */
export const headerTag: WidgetProps['header'] = { variant: 'checkout', safeCheckout: true, sellingPoints: ['Kostenloser Versand'] };

/** Hooks as the loader hands them to `mount`. */
export const quietHooks: MountHooks = { rendered: () => undefined, failed: () => undefined };

/** Sends wrong payloads, each of which must fail to compile. */
export function misuseTheBus(): void {
  // @ts-expect-error cart:changed carries an item count, not a count
  bus.emit('cart:changed', { count: 1 });
  // @ts-expect-error there is no such event
  bus.emit('cart:emptied', {});
}

/** A header variant the widget does not know must fail to compile. */
// @ts-expect-error the header knows the storefront and checkout variants only
export const unknownVariant: WidgetProps['header'] = { variant: 'mobile', safeCheckout: false, sellingPoints: [] };
