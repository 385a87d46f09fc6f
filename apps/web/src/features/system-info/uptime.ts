const two = (n: number) => String(n).padStart(2, '0');

/** Uptime seconds split into whole days and an `HH:MM:SS` rest. */
export function splitUptime(seconds: number): { days: number; time: string } {
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  return {
    days,
    time: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
