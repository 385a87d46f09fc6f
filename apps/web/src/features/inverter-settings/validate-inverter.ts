import {
  CHANNEL_NAME_MAX,
  INVERTER_NAME_MAX,
  type InverterListEntry,
  REACHABLE_THRESHOLD_MAX,
  REACHABLE_THRESHOLD_MIN,
} from '@dtu/contract';

export type EditTab = 'general' | 'string' | 'advanced';

const validNumber = (value: number, min: number, max = Number.POSITIVE_INFINITY) =>
  Number.isFinite(value) && value >= min && value <= max;

/**
 * The tab holding the first invalid field, or undefined when everything is valid. The tabs
 * render only their selected panel, so the browser cannot validate fields on the other tabs.
 */
export function firstInvalidTab(entry: InverterListEntry): EditTab | undefined {
  if (entry.serial === '' || entry.name.length === 0 || entry.name.length > INVERTER_NAME_MAX)
    return 'general';
  const stringInvalid = entry.channel.some(
    (channel) =>
      channel.name.length > CHANNEL_NAME_MAX ||
      !validNumber(channel.max_power, 0) ||
      !validNumber(channel.yield_total_offset, 0),
  );
  if (stringInvalid) return 'string';
  if (
    !Number.isInteger(entry.reachable_threshold) ||
    !validNumber(entry.reachable_threshold, REACHABLE_THRESHOLD_MIN, REACHABLE_THRESHOLD_MAX)
  ) {
    return 'advanced';
  }
  return undefined;
}
