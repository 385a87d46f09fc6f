import { RULE_IDS, type RuleId } from '@dtu/alerts';
import type { GatewayFigures, RecordedPart } from './gateway-figures.ts';
import { FLOWS, type Flow, type InstallationFigures } from './installation.ts';

/**
 * Home Assistant's MQTT discovery (docs/companion-publishing.md): one retained config per entity at
 * `<prefix>/<component>/<node>/<object>/config`, the state on its own retained topic, every entity
 * unavailable when the companion's last will says `offline`.
 */
export const DISCOVERY_PREFIX = 'homeassistant';
export const NODE_ID = 'dtu-web';
/** The companion's availability: `online` retained while it runs, its last will `offline`. */
export const AVAILABILITY_TOPIC = 'dtu-web/status';
const STATE_ROOT = 'dtu-web';
/** The payload Home Assistant's MQTT sensor takes for "unknown". */
const UNKNOWN = 'None';

/** The device of a gateway (`identifiers[0]`), by which a retained config names its gateway. */
export const gatewayDeviceId = (gateway: string) => `dtu-web_${gateway}`;
const INSTALLATION_DEVICE = 'dtu-web_installation';

export interface HaMessages {
  /** Config topic → JSON payload (retained). */
  configs: Map<string, string>;
  /** State and attribute topic → payload (retained). */
  states: Map<string, string>;
}

const RULE_NAMES: Record<RuleId, string> = {
  unreachable: 'Alert: inverter unreachable',
  noon: 'Alert: inverter idle at noon',
  event: 'Alert: inverter event',
  weak: 'Alert: weak input',
  soc: 'Alert: battery low',
  grid: 'Alert: grid import high',
  limiter: 'Alert: power limiter off',
  command: 'Alert: command failed',
  offline: 'Alert: gateway unreachable',
};

const FLOW_NAMES: Record<Flow, [object: string, name: string]> = {
  gridImport: ['grid_import_today', 'Grid import today'],
  gridExport: ['grid_export_today', 'Grid export today'],
  batteryCharge: ['battery_charge_today', 'Battery charge today'],
  batteryDischarge: ['battery_discharge_today', 'Battery discharge today'],
  home: ['home_consumption_today', 'Home consumption today'],
};

const ENERGY = { device_class: 'energy', state_class: 'total_increasing', unit_of_measurement: 'Wh' };
const POWER = { device_class: 'power', state_class: 'measurement', unit_of_measurement: 'W' };
const PERCENT = { state_class: 'measurement', unit_of_measurement: '%' };

const number = (value: number | undefined, digits = 1) =>
  value === undefined || !Number.isFinite(value) ? UNKNOWN : value.toFixed(digits);

/** Which part of the day a figure covers, as the entity's attributes. */
const partAttributes = (part: RecordedPart | undefined) =>
  JSON.stringify(
    part
      ? {
          day: part.day,
          source: part.source,
          at_least: part.atLeast,
          recorded_minutes: part.recordedMinutes,
          elapsed_minutes: part.elapsedMinutes,
          ...(part.firstMs !== undefined && { first_reading: new Date(part.firstMs).toISOString() }),
          ...(part.lastMs !== undefined && { last_reading: new Date(part.lastMs).toISOString() }),
        }
      : { recorded_minutes: 0 },
  );

const stateTopicOf = (object: string) => `${STATE_ROOT}/${object.replace(/__/g, '/')}`;
/** `__` separates the parts of an object id: a gateway name has letters, digits, `-` and `_`. */
const gatewayObject = (gateway: string, ...parts: (string | number)[]) =>
  ['gateway', gateway, ...parts].join('__');

/**
 * Yesterday's final energy per inverter (attributes, then state), published once when the gateway's
 * day has turned: the last figure of a day before midnight misses the readings up to midnight.
 */
export function closingStates(g: GatewayFigures): [topic: string, payload: string][] {
  const closed = g.yesterday;
  if (!closed) return [];
  return Object.entries(closed.inverters).flatMap(([serial, { wh, atLeast }]) => {
    const topic = stateTopicOf(gatewayObject(g.gateway, serial, 'energy_today'));
    const attributes = {
      day: closed.day,
      source: atLeast ? 'seen' : 'total',
      at_least: atLeast,
      final: true,
    };
    return [
      [`${topic}/attributes`, JSON.stringify(attributes)],
      [topic, number(wh)],
    ] as [string, string][];
  });
}

/** The topics and payloads of every entity of the companion's gateways and of the installation. */
export function haMessages(
  gateways: readonly GatewayFigures[],
  installation: InstallationFigures,
): HaMessages {
  const configs = new Map<string, string>();
  const states = new Map<string, string>();
  const entity = (
    component: 'sensor' | 'binary_sensor',
    device: { identifiers: string[]; name: string },
    object: string,
    fields: Record<string, unknown>,
    state: string,
    attributes?: string,
  ) => {
    const stateTopic = stateTopicOf(object);
    const config = {
      unique_id: `dtu-web_${object}`,
      ...fields,
      state_topic: stateTopic,
      ...(attributes !== undefined && { json_attributes_topic: `${stateTopic}/attributes` }),
      availability_topic: AVAILABILITY_TOPIC,
      device: { ...device, manufacturer: 'dtu-web' },
      origin: { name: 'dtu-web companion' },
    };
    configs.set(`${DISCOVERY_PREFIX}/${component}/${NODE_ID}/${object}/config`, JSON.stringify(config));
    // The attributes first: a state's day is the one last said.
    if (attributes !== undefined) states.set(`${stateTopic}/attributes`, attributes);
    states.set(stateTopic, state);
  };

  for (const g of gateways) {
    const device = { identifiers: [gatewayDeviceId(g.gateway)], name: `dtu-web – ${g.gateway}` };
    const id = (...parts: (string | number)[]) => gatewayObject(g.gateway, ...parts);
    for (const inv of g.inverters) {
      entity(
        'sensor',
        device,
        id(inv.serial, 'energy_today'),
        { name: `${inv.name} energy today`, ...ENERGY },
        number(inv.energyTodayWh),
        partAttributes(inv.today),
      );
      entity(
        'sensor',
        device,
        id(inv.serial, 'power'),
        { name: `${inv.name} power`, ...POWER },
        number(inv.powerW, 0),
      );
      for (const input of inv.inputs) {
        const weak = g.findings?.some((f) => f.serial === inv.serial && f.input === input.input);
        if (g.findings)
          entity(
            'binary_sensor',
            device,
            id(inv.serial, `input${input.input}`, 'weak'),
            { name: input.name, device_class: 'problem' },
            weak ? 'ON' : 'OFF',
          );
      }
    }
    if (g.site) {
      const attributes = partAttributes(g.site.part);
      for (const flow of FLOWS) {
        const [object, name] = FLOW_NAMES[flow];
        entity('sensor', device, id('site', object), { name, ...ENERGY }, number(g.site[flow]), attributes);
      }
      entity(
        'sensor',
        device,
        id('site', 'self_sufficiency_today'),
        { name: 'Self-sufficiency today', ...PERCENT },
        number(g.site.selfSufficiency === undefined ? undefined : g.site.selfSufficiency * 100),
        attributes,
      );
    }
    if (g.openAlerts)
      for (const rule of RULE_IDS)
        entity(
          'binary_sensor',
          device,
          id('alert', rule),
          { name: RULE_NAMES[rule], device_class: 'problem' },
          g.openAlerts[rule] > 0 ? 'ON' : 'OFF',
        );
  }

  const device = { identifiers: [INSTALLATION_DEVICE], name: 'dtu-web – installation' };
  const attributes = JSON.stringify({
    day: installation.day,
    at_least: installation.atLeast,
    gateways: gateways.map((g) => g.gateway),
  });
  entity(
    'sensor',
    device,
    'installation__energy_today',
    { name: 'Energy today', ...ENERGY },
    number(installation.energyTodayWh),
    attributes,
  );
  entity(
    'sensor',
    device,
    'installation__power',
    { name: 'Power', ...POWER },
    number(installation.powerW, 0),
  );
  const site = installation.site;
  if (site) {
    for (const flow of FLOWS) {
      const [object, name] = FLOW_NAMES[flow];
      entity(
        'sensor',
        device,
        `installation__${object}`,
        { name, ...ENERGY },
        number(site[flow]),
        attributes,
      );
    }
    entity(
      'sensor',
      device,
      'installation__self_sufficiency_today',
      { name: 'Self-sufficiency today', ...PERCENT },
      number(site.selfSufficiency === undefined ? undefined : site.selfSufficiency * 100),
      attributes,
    );
  }
  return { configs, states };
}
