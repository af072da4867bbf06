import { defaulted, object, optional, string, type Infer } from 'superstruct';

/** Props of the newsletter teaser tag: its headline, and a voucher code to show, if any. */
export const NewsletterProps = object({
  headline: defaulted(string(), 'Newsletter abonnieren und 10 % sparen'),
  voucherCode: optional(string()),
});

/** Validated newsletter teaser props. */
export type NewsletterProps = Infer<typeof NewsletterProps>;
