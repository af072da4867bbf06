import { describeLayout } from './layout-check-spec';
import { CUSTOMER_SCENES } from './layout-scenes';

describeLayout(CUSTOMER_SCENES);
