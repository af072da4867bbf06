import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Whole seconds left of a countdown, updated once a second from the clock, and `start` to begin one. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}
