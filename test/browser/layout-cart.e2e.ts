import { describeLayout } from './layout-check-spec';
import { CART_SCENES } from './layout-scenes';

describeLayout(CART_SCENES);
