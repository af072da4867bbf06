import { describeLayout } from './layout-check-spec';
import { VISITOR_STATES } from './layout-scenes';

describeLayout(VISITOR_STATES);
