import { MQTT_CLIENTID_MAX, MQTT_LIMITS_2026, type MqttLimits2026 } from '@dtu/contract';
import { publishInverterDiscovery2026 } from '../../integrations/mqtt/hass-inverters-2026.ts';
import { INVERTER_COMMANDS_2026 } from '../../integrations/mqtt/inverter-commands-2026.ts';
import type { MqttTopicExtras } from '../../integrations/mqtt/mqtt-topics.ts';
import type { MqttWire } from '../../routes/settings/mqtt-routes.ts';
import { apName, config2026 } from './config-2026.ts';
import { cpuTemperatureC } from './cpu-temperature.ts';
import { isBool, isString, isUint } from './strict-types.ts';

const STRINGS = [
  'mqtt_hostname',
  'mqtt_clientid',
  'mqtt_username',
  'mqtt_password',
  'mqtt_topic',
  'mqtt_client_cert',
  'mqtt_client_key',
  'mqtt_lwt_topic',
  'mqtt_lwt_online',
  'mqtt_lwt_offline',
  'mqtt_hass_topic',
];
const BOOLS = [
  'mqtt_enabled',
  'mqtt_retain',
  'mqtt_tls',
  'mqtt_tls_cert_login',
  'mqtt_clean_session',
  'mqtt_hass_enabled',
  'mqtt_hass_expire',
  'mqtt_hass_retain',
  'mqtt_hass_individualpanels',
];

/** The 23 typed keys of `src/WebApi_mqtt.cpp` @ v26.3.30 (`mqtt_root_ca_cert` is not checked). */
function accepts(data: Record<string, unknown>): boolean {
  return (
    STRINGS.every((key) => isString(data[key])) &&
    BOOLS.every((key) => isBool(data[key])) &&
    isUint(data.mqtt_port, 0xffffffff) &&
    isUint(data.mqtt_lwt_qos, 0xff) &&
    isUint(data.mqtt_publish_interval, 0xffffffff)
  );
}

/**
 * `/api/mqtt/config` of a 2026 generation: strict types, `mqtt_clientid` (≤ 64 → 7017), the Home
 * Assistant topic ending in `/` (7018). The topic buffers and the publish interval range differ:
 * plain OpenDTU keeps 32-byte topics and 5–65535 s, OnBattery 256 bytes and 1–86400 s
 * (`include/Configuration.h`, `src/WebApi_mqtt.cpp` at each tag).
 */
export function mqttWire2026(limits: MqttLimits2026): MqttWire {
  return {
    accepts,
    // An empty stored id connects with the access point's name (`MqttSettings::getClientId`).
    clientId: (device, inUse) => {
      const stored = config2026(device.config).mqtt.clientid;
      return inUse && stored === '' ? apName(device.chipId) : stored;
    },
    limits: { ...limits, clientIdMax: MQTT_CLIENTID_MAX, hassTopicSlash: true },
  };
}

export const MQTT_WIRE_OPENDTU = mqttWire2026(MQTT_LIMITS_2026['opendtu-v26.3.30']);
export const MQTT_WIRE_ONBATTERY_2026 = mqttWire2026(MQTT_LIMITS_2026['onbattery-2026.03.31']);

/**
 * What both 2026 generations add: the DTU's heap and CPU temperature, radio statistics per
 * inverter, and their DTU and inverter discovery.
 */
export const MQTT_TOPICS_2026: MqttTopicExtras = {
  dtuHeap: true,
  // `MAX_CONFIG_PUBLISH_RATIO` (`src/MqttHandleHass.cpp`): at most one discovery a minute; the
  // sensors' expiry takes the poll interval in seconds (OnBattery keeps it in ms).
  inverterCommands: INVERTER_COMMANDS_2026,
  inverterDiscovery: {
    publish: (out, device, sim) => {
      const pollS = Math.floor(
        (device.config.dtu.poll_interval * device.generation.pollIntervalUnitMs) / 1000,
      );
      publishInverterDiscovery2026(out, device, sim, pollS);
    },
    minIntervalMs: 60_000,
  },
  cpuTemperatureC: (device) => cpuTemperatureC(device.uptimeSeconds()),
  inverterRadio: true,
};
