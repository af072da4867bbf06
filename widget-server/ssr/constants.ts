// Names of server rendering that the browser tests share.

/** The cookie by which a browser test makes the server renders of the widgets it names throw (DEMO_FIXTURES only). */
export const SERVER_RENDER_FAILURE_COOKIE = 'schaufenster_ssr_fail';

export { SERVER_VERSION_ATTRIBUTE } from '../../shared/mount/server-attribute';
