import type { Outlet } from './outlet.ts';

/** One VE.Direct or battery entity as its discovery table lists it (docs/firmware/onbattery-2024.05.03/mqtt.md §4.4, §4.5). */
export interface EntitySpec {
  caption: string;
  /** State subtopic below the group's root (`victron/<SER>/`, `battery/`). */
  sub: string;
  icon?: string;
  devCla?: string;
  statCla?: string;
  unit?: string;
}

/** What one discovery group shares: node, state-topic root, device block, expiry. */
export interface EntityGroup {
  node: string;
  stateRoot: string;
  /** `uniq_id` = this prefix + `_` + the entity id. */
  uniquePrefix: string;
  dev: Record<string, string>;
  /** `exp_aft` on sensors, undefined when HASS expiry is off. */
  expireAfterS: number | undefined;
}

/** Caption → entity id: spaces become `_`, `.` `(` `)` vanish, lower case; binaries also drop `:`. */
export function entityId(caption: string, binary: boolean): string {
  const dropped = binary ? /[.():]/g : /[.()]/g;
  return caption.replaceAll(' ', '_').replace(dropped, '').toLowerCase();
}

/** Sensor config with the key order name, stat_t, uniq_id, [icon], [unit], dev, [exp_aft], [dev_cla], [stat_cla]. */
export function publishSensor(out: Outlet, group: EntityGroup, spec: EntitySpec): void {
  const id = entityId(spec.caption, false);
  const payload: Record<string, unknown> = {
    name: spec.caption,
    stat_t: out.prefix + group.stateRoot + spec.sub,
    uniq_id: `${group.uniquePrefix}_${id}`,
  };
  if (spec.icon) payload.icon = spec.icon;
  if (spec.unit) payload.unit_of_meas = spec.unit;
  payload.dev = group.dev;
  if (group.expireAfterS !== undefined) payload.exp_aft = group.expireAfterS;
  if (spec.devCla) payload.dev_cla = spec.devCla;
  if (spec.statCla) payload.stat_cla = spec.statCla;
  out.hass(`sensor/${group.node}/${id}/config`, JSON.stringify(payload));
}

/** Binary sensor config: name, uniq_id, stat_t, pl_on, pl_off, [icon], dev; never an expiry. */
export function publishBinarySensor(
  out: Outlet,
  group: EntityGroup,
  spec: EntitySpec,
  payloads: { on: string; off: string },
): void {
  const id = entityId(spec.caption, true);
  const payload: Record<string, unknown> = {
    name: spec.caption,
    uniq_id: `${group.uniquePrefix}_${id}`,
    stat_t: out.prefix + group.stateRoot + spec.sub,
    pl_on: payloads.on,
    pl_off: payloads.off,
  };
  if (spec.icon) payload.icon = spec.icon;
  payload.dev = group.dev;
  out.hass(`binary_sensor/${group.node}/${id}/config`, JSON.stringify(payload));
}
