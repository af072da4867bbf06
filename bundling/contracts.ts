import { ADDRESS_CONTRACT } from '../widgets/address/contract';
import { AUTH_CONTRACT } from '../widgets/auth/contract';
import type { RemoteContract } from '@schaufenster/shared/props';
import { HEADER_CONTRACT } from '../widgets/header/contract';
import { MINICART_CONTRACT } from '../widgets/minicart/contract';
import type { RemoteName } from '../registry/remotes';
import { SEARCH_CONTRACT } from '../widgets/search/contract';

/** Every remote's props contract, for the build (props.schema.json) and tests; never bundled into a remote. */
export const CONTRACTS: Record<RemoteName, RemoteContract> = {
  header: HEADER_CONTRACT,
  auth: AUTH_CONTRACT,
  search: SEARCH_CONTRACT,
  minicart: MINICART_CONTRACT,
  address: ADDRESS_CONTRACT,
};
