import { BATTERY_PROVIDER, METER_SOURCE_2026 } from '@dtu/contract';
import type { InputSpec, MqttInputSpecs } from '../mqtt-inputs.ts';
import type { OnBatterySettings2026 } from './settings-2026.ts';

/** `PowerMeterMqttValue::Unit` (W, mW, kW) as factors to W. */
const POWER_UNIT = [1, 0.001, 1000];
/** `BatteryVoltageUnit` (V, dV, cV, mV) as factors to V. */
const VOLTAGE_UNIT = [1, 0.1, 0.01, 0.001];

const NONE: InputSpec = { topic: '', path: '', scale: 1, exact: false };

/**
 * The MQTT inputs of 2026.03.31: each of the meter's three values with its JSON path, unit and
 * sign (`src/powermeter/json/mqtt/Provider.cpp`), the battery's SoC and voltage with their JSON
 * paths and the voltage unit (`src/battery/mqtt/Provider.cpp`); all subscribed as filters.
 */
export function mqttInputs2026(settings: OnBatterySettings2026): MqttInputSpecs {
  return {
    meter: (device) => {
      const pm = settings.read(device).powermeter;
      if (!pm.enabled || pm.source !== METER_SOURCE_2026.Mqtt) return [];
      return pm.mqtt.values.map((v) => ({
        topic: v.topic,
        path: v.json_path,
        scale: (POWER_UNIT[v.unit] ?? 1) * (v.sign_inverted ? -1 : 1),
        exact: false,
      }));
    },
    battery: (device) => {
      const b = settings.read(device).battery;
      if (!b.enabled || b.provider !== BATTERY_PROVIDER.Mqtt) return { soc: NONE, voltage: NONE };
      const { mqtt } = b;
      return {
        soc: { topic: mqtt.soc_topic, path: mqtt.soc_json_path, scale: 1, exact: false },
        voltage: {
          topic: mqtt.voltage_topic,
          path: mqtt.voltage_json_path,
          scale: VOLTAGE_UNIT[mqtt.voltage_unit] ?? 1,
          exact: false,
        },
      };
    },
  };
}
