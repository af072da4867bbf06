import { describeLayout } from './layout-check-spec';
import { VISITOR_PAGES } from './layout-scenes';

describeLayout(VISITOR_PAGES);
