// Entry of /widgets/listing-controls.js (built beside the loader, bundling/webpack.config.ts): enhances every
// listing's sort and filter form on the page.
import { enhanceListingControls, postPresets } from './listing-controls-client';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-listing-controls]')) {
  enhanceListingControls(form, { sendPresets: postPresets, navigate: (url) => window.location.assign(url) });
}
