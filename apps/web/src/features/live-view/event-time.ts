/**
 * Event-log times are seconds since local midnight; they are shown as an `HH:MM:SS` duration
 * (hours may exceed 23 when the DTU's UTC offset pushed the value past midnight).
 */
export function formatEventTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  return [hours, minutes, secs].map((part) => String(part).padStart(2, '0')).join(':');
}
