import { useEffect, useState } from 'react';

/** False until `delayMs` after the first render (SPEC.md section 4: the first activation waits), then true. */
export function useActivation(delayMs: number): boolean {
  const [active, setActive] = useState(delayMs <= 0);
  useEffect(() => {
    if (active) return undefined;
    const timer = setTimeout(() => setActive(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active;
}
