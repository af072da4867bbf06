import type { SmokeInteractions } from '@schaufenster/shared/props';
import type { RemoteName } from '../../registry/remotes';
import { ADDRESS_SMOKE } from '../../widgets/address/smoke';
import { AUTH_SMOKE } from '../../widgets/auth/smoke';
import { HEADER_SMOKE } from '../../widgets/header/smoke';
import { MINICART_SMOKE } from '../../widgets/minicart/smoke';
import { SEARCH_SMOKE } from '../../widgets/search/smoke';

/** Every remote's smoke interactions (`widgets/<name>/smoke.ts`), which the release smoke test runs after the mount; never bundled into a remote. */
export const SMOKE_INTERACTIONS: Record<RemoteName, SmokeInteractions> = {
  header: HEADER_SMOKE,
  auth: AUTH_SMOKE,
  search: SEARCH_SMOKE,
  minicart: MINICART_SMOKE,
  address: ADDRESS_SMOKE,
};
