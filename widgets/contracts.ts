import { ADDRESS_CONTRACT } from './address/contract';
import { AUTH_CONTRACT } from './auth/contract';
import type { RemoteContract } from './contract';
import { HEADER_CONTRACT } from './header/contract';
import { MINICART_CONTRACT } from './minicart/contract';
import type { RemoteName } from './remotes';
import { SEARCH_CONTRACT } from './search/contract';

/** Every remote's props contract, for the build (props.schema.json) and tests; never bundled into a remote. */
export const CONTRACTS: Record<RemoteName, RemoteContract> = {
  header: HEADER_CONTRACT,
  auth: AUTH_CONTRACT,
  search: SEARCH_CONTRACT,
  minicart: MINICART_CONTRACT,
  address: ADDRESS_CONTRACT,
};
