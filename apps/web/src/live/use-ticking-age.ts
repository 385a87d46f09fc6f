import { useEffect, useState } from 'react';

/**
 * The age of a datum now, in ms: the age the device reported when it arrived plus the time since.
 * Ticks every second so a stalled source visibly ages (and turns red) without new messages.
 */
export function useTickingAgeMs(reportedAgeMs: number, receivedAtMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return reportedAgeMs + Math.max(0, now - receivedAtMs);
}
