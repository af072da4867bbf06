import { formatMoney, orderTotals, PAYMENT_METHOD_LABELS, type Order, type PaymentMethod } from '@schaufenster/shared/api';
import { addressLines, type PrintableAddress } from '@schaufenster/shared/address';
import type { MailIdentity } from '../auth/mail-identity';
import type { Mail } from '../auth/outbox';


/** What the confirmation tells beside the order: where it goes, how it is paid, where the customer finds it again. */
export interface OrderMailDetails {
  address: PrintableAddress;
  paymentMethod: PaymentMethod;
  /** The shop's page of the customer's orders (`ORDERS_URL`). */
  ordersUrl: string;
}

/** The order confirmation (German): number, lines, totals, delivery address, payment, the shop's order page. */
export function orderConfirmationMail(recipient: string, order: Order, details: OrderMailDetails, { shopName, signature }: MailIdentity): Mail {
  const totals = orderTotals(order);
  const givenName = typeof details.address.givenName === 'string' ? details.address.givenName.trim() : '';
  const lines = order.items.map((item) => {
    const variant = [item.color.label, item.size.label ? `Größe ${item.size.label}` : ''].filter(Boolean).join(', ');
    return `- ${item.quantity} × ${item.name} (${item.brand.name})${variant ? `, ${variant}` : ''}: ${formatMoney({ amount: item.price.salesPrice.amount * item.quantity, currency: item.price.salesPrice.currency })}`;
  });
  const body = [
    givenName ? `Hallo ${givenName},` : 'Hallo,',
    '',
    `vielen Dank für deine Bestellung bei ${shopName}! Wir haben sie erhalten und bereiten den Versand vor.`,
    '',
    `Bestellnummer: ${order.orderNumber}`,
    '',
    'Deine Artikel:',
    ...lines,
    '',
    `Zwischensumme: ${formatMoney(totals.subtotal)}`,
    ...(totals.voucher ? [`Gutschein${totals.voucher.code ? ` ${totals.voucher.code}` : ''}: −${formatMoney(totals.voucher.amount)}`] : []),
    ...(totals.shipping ? [`Versand: ${totals.shipping.amount === 0 ? 'kostenlos' : formatMoney(totals.shipping)}`] : []),
    `Gesamtsumme: ${formatMoney(totals.total)}`,
    '',
    'Lieferadresse:',
    ...addressLines(details.address),
    '',
    `Zahlungsart: ${PAYMENT_METHOD_LABELS[details.paymentMethod]}`,
    '',
    `Deine Bestellungen findest du jederzeit in deinem Kundenkonto: ${details.ordersUrl}`,
    '',
    signature,
  ].join('\n');
  // No code or link that opens anything: the outbox keeps it as it is.
  return { recipient, kind: 'order', subject: `Deine Bestellung ${order.orderNumber} bei ${shopName}`, body, redactedBody: body };
}
