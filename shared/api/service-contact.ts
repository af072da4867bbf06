import { boolean, object, string, type Infer } from 'superstruct';

/** Customer-service contact of the forgot-password answer (SPEC section 3; `serviceEmailAdress` is spelled as the API spells it). */
export const ServiceContact = object({
  isServicePhoneAvailable: boolean(),
  serviceHotlineStart: string(),
  serviceHotlineEnd: string(),
  servicePhoneNumber: string(),
  servicePhoneNumberPlain: string(),
  serviceEmailAdress: string(),
});

/** A validated service contact. */
export type ServiceContact = Infer<typeof ServiceContact>;
