// Names of server rendering that the browser tests share.

export { SERVER_VERSION_ATTRIBUTE } from '../../shared/mount/server-attribute';
