import { createMount } from '@schaufenster/contracts/mount';
import { NewsletterTeaser } from './newsletter-teaser';
import { NewsletterProps } from './props';

/** Mounts the newsletter teaser (exposed as `./mount`); createMount itself comes from the page's shared runtime. */
export const mount = createMount({ name: 'newsletter', props: NewsletterProps, render: (props) => <NewsletterTeaser {...props} /> });
