import { Address } from './address';
import { AddressBook, PostalPlaces } from './address-book';
import { EmailAnswer, ForgotAnswer, LoginAnswer, SucceededAnswer, SuccessAnswer } from './auth-answers';
import { AddressBody, DefaultAddressBody } from './address-bodies';
import { ForgotBody, LoginBody, OtpBody, PasswordChangeBody, RegisterBody, ResetBody, ResetVerifyBody } from './auth-bodies';
import { CartAddBody, CartQuantityBody, CartRemoveBody, CartVoucherBody } from './cart-bodies';
import { Cart } from './cart';
import { Order } from './order';
import { OrderBody } from './order-body';
import { Product } from './product';
import { SearchAnswer, SearchBody } from './search';
import { SessionResponse } from './session';
import { ROUTES } from './route-table';

/** The request body's and the answer's schemas of the calls that have them (the answer: what a widget reads, unknown fields dropped). */
const SCHEMAS = {
  session: { answer: SessionResponse },
  login: { body: LoginBody, answer: LoginAnswer },
  register: { body: RegisterBody, answer: EmailAnswer },
  otp: { body: OtpBody, answer: LoginAnswer },
  forgotPassword: { body: ForgotBody, answer: ForgotAnswer },
  verifyResetLink: { body: ResetVerifyBody, answer: SuccessAnswer },
  resetPassword: { body: ResetBody, answer: SucceededAnswer },
  changePassword: { body: PasswordChangeBody, answer: SucceededAnswer },
  search: { body: SearchBody, answer: SearchAnswer },
  product: { answer: Product },
  cart: { answer: Cart },
  cartAdd: { body: CartAddBody, answer: Cart },
  cartQuantity: { body: CartQuantityBody, answer: Cart },
  cartRemove: { body: CartRemoveBody, answer: Cart },
  cartVoucher: { body: CartVoucherBody, answer: Cart },
  order: { body: OrderBody, answer: Order },
  placedOrder: { answer: Order },
  addresses: { answer: AddressBook },
  addAddress: { body: AddressBody, answer: Address },
  updateAddress: { body: AddressBody, answer: Address },
  deleteAddress: { answer: AddressBook },
  defaultAddress: { body: DefaultAddressBody, answer: AddressBook },
  postalCodes: { answer: PostalPlaces },
} as const;

type Schemas = typeof SCHEMAS;

/** Each route with its schemas, if it has any. */
type WithSchemas = { readonly [K in keyof typeof ROUTES]: (typeof ROUTES)[K] & (K extends keyof Schemas ? Schemas[K] : unknown) };

/** Every call of the shop API, once: method, path, error codes and schemas. The server registers these, the widgets call these. */
export const API = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, { ...route, ...(SCHEMAS as Record<string, object>)[name] }]),
) as WithSchemas;

/** One call of the table. */
export type ApiRoute = WithSchemas[keyof WithSchemas];
