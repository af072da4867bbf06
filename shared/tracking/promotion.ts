import { object, optional, string, type Infer } from 'superstruct';

/** A promotion (banner, teaser) in GA4's field names, as CMS templates describe it in `data-track-promotion`. */
export const Promotion = object({
  promotion_id: string(),
  promotion_name: string(),
  creative_name: optional(string()),
  creative_slot: optional(string()),
});

/** A validated promotion. */
export type Promotion = Infer<typeof Promotion>;
