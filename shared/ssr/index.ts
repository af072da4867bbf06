// Rendering widgets on the server and hydrating their HTML in the browser: what both sides assume alike.
export { renderedForPageAddress, useBrowserAddress, usePageAddress, useServerAnswer } from './page-address';
export { readServerProducts, ServerRenderContext, useServerProduct, useServerRender, type ServerSheet, type ServerSnapshot } from './render-context';
