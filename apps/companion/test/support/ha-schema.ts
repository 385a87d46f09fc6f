/**
 * Home Assistant's MQTT discovery as its documentation states it (the MQTT sensor and binary
 * sensor pages, the discovery page: docs/companion-publishing.md): the keys an entity's config may
 * carry (full names; the abbreviations are not used here), the one it must carry, the device
 * block's keys, the topic's form and the units a device class takes. A key outside these is one
 * Home Assistant refuses ("extra keys not allowed").
 */
const COMMON = [
  'availability',
  'availability_mode',
  'availability_template',
  'availability_topic',
  'default_entity_id',
  'device',
  'device_class',
  'enabled_by_default',
  'encoding',
  'entity_category',
  'entity_picture',
  'expire_after',
  'force_update',
  'icon',
  'json_attributes_template',
  'json_attributes_topic',
  'name',
  'object_id',
  'origin',
  'payload_available',
  'payload_not_available',
  'platform',
  'qos',
  'state_topic',
  'unique_id',
  'value_template',
];
const ALLOWED: Record<string, readonly string[]> = {
  sensor: [
    ...COMMON,
    'last_reset_value_template',
    'options',
    'state_class',
    'suggested_display_precision',
    'unit_of_measurement',
  ],
  binary_sensor: [...COMMON, 'off_delay', 'payload_off', 'payload_on'],
};
const DEVICE_KEYS = [
  'configuration_url',
  'connections',
  'hw_version',
  'identifiers',
  'manufacturer',
  'model',
  'model_id',
  'name',
  'serial_number',
  'suggested_area',
  'sw_version',
  'via_device',
];
const ORIGIN_KEYS = ['name', 'sw_version', 'support_url'];
const STATE_CLASSES = ['measurement', 'measurement_angle', 'total', 'total_increasing'];
/** Units each used device class accepts, and the state classes it allows. */
const SENSOR_CLASSES: Record<string, { units: string[]; stateClasses: string[] }> = {
  energy: {
    units: ['J', 'kJ', 'MJ', 'GJ', 'Wh', 'kWh', 'MWh', 'GWh', 'TWh', 'cal', 'kcal', 'Mcal', 'Gcal'],
    stateClasses: ['total', 'total_increasing'],
  },
  power: { units: ['mW', 'W', 'kW', 'MW', 'GW', 'TW', 'BTU/h'], stateClasses: ['measurement'] },
};
const BINARY_CLASSES = ['problem', 'connectivity', 'running', 'safety'];
const TOPIC = /^homeassistant\/(sensor|binary_sensor)\/(?:[A-Za-z0-9_-]+\/)?([A-Za-z0-9_-]+)\/config$/;
const MQTT_TOPIC = (t: unknown) => typeof t === 'string' && t.length > 0 && !/[#+]/.test(t);

/** What is wrong with one discovery message (none: Home Assistant takes it). */
export function haConfigProblems(topic: string, payload: string): string[] {
  const match = TOPIC.exec(topic);
  if (!match) return [`${topic}: not a discovery topic`];
  const component = match[1] as 'sensor' | 'binary_sensor';
  let config: Record<string, unknown>;
  try {
    config = JSON.parse(payload);
  } catch {
    return [`${topic}: not JSON`];
  }
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${topic}: ${text}`);
  for (const key of Object.keys(config)) if (!ALLOWED[component]?.includes(key)) say(`extra key ${key}`);
  if (!MQTT_TOPIC(config.state_topic)) say('state_topic missing or not a topic');
  for (const key of ['availability_topic', 'json_attributes_topic'])
    if (key in config && !MQTT_TOPIC(config[key])) say(`${key} not a topic`);
  if (typeof config.unique_id !== 'string' || !config.unique_id) say('no unique_id');
  if (typeof config.name !== 'string' || !config.name) say('no name');
  const device = config.device as Record<string, unknown> | undefined;
  if (!device || typeof device !== 'object') say('no device block');
  else {
    for (const key of Object.keys(device)) if (!DEVICE_KEYS.includes(key)) say(`extra device key ${key}`);
    const ids = device.identifiers;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
      say('device without identifiers');
  }
  const origin = config.origin as Record<string, unknown> | undefined;
  if (origin !== undefined) {
    if (typeof origin.name !== 'string') say('origin without name');
    for (const key of Object.keys(origin)) if (!ORIGIN_KEYS.includes(key)) say(`extra origin key ${key}`);
  }
  const deviceClass = config.device_class as string | undefined;
  if (component === 'sensor') {
    const stateClass = config.state_class as string | undefined;
    if (stateClass !== undefined && !STATE_CLASSES.includes(stateClass)) say(`state_class ${stateClass}`);
    if (deviceClass !== undefined) {
      const known = SENSOR_CLASSES[deviceClass];
      if (!known) say(`device_class ${deviceClass} not checked here`);
      else {
        if (!known.units.includes(config.unit_of_measurement as string))
          say(`unit ${config.unit_of_measurement} for ${deviceClass}`);
        if (stateClass !== undefined && !known.stateClasses.includes(stateClass))
          say(`state_class ${stateClass} for ${deviceClass}`);
      }
    }
  } else if (deviceClass !== undefined && !BINARY_CLASSES.includes(deviceClass))
    say(`device_class ${deviceClass}`);
  return problems;
}
