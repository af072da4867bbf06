// Apart from server-host.ts so the loader can tell server HTML in a tag without importing React.

/** The attribute of a server-rendered widget root that carries what its render assumed (ServerSnapshot, JSON). */
export const SERVER_SNAPSHOT_ATTRIBUTE = 'data-server-render';
