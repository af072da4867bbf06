/** A signal that aborts when the component unmounts: calls made with it are dropped silently afterwards. */
export declare function useAbortSignal(): AbortSignal;
