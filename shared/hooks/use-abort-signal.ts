import { useEffect, useState } from 'react';

/** A signal that aborts when the component unmounts: calls made with it are dropped silently afterwards. */
export function useAbortSignal(): AbortSignal {
  const [controller] = useState(() => new AbortController());
  useEffect(() => () => controller.abort(new DOMException('the widget unmounted', 'AbortError')), [controller]);
  return controller.signal;
}
