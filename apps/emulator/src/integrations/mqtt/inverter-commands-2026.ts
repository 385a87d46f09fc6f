import { parseHexSerial } from '@dtu/contract';
import { emptyRadioCounters } from '../../live/dtu-inverter.ts';
import { INVERTER_SETTINGS, type InverterCommands } from './inverter-commands.ts';
import { parseFloatPayload } from './payload-parse.ts';

/**
 * The inverter commands of both 2026 tags (`src/MqttHandleInverter.cpp`, `include/MqttHandleInverter.h`
 * @ v26.3.30 and 2026.03.31): a seventh one, `reset_rf_stats` (1, not retained: the radio counters
 * start again), and every payload read as a float (`std::stof`: `"50.7"` limits to 50.7, no
 * leading number is logged and ignored where 2024.05.03 took 0); relative limits are capped at
 * 100 % (`HM_Abstract::sendActivePowerControlRequest`), `power` takes the integer part.
 */
export const INVERTER_COMMANDS_2026: InverterCommands = {
  settings: [...INVERTER_SETTINGS, 'reset_rf_stats'],
  handle(sim, device, currentPrefix, topic, payload, retained) {
    const [serialText = '', cmd, setting] = topic.slice(currentPrefix.length).split('/');
    if (cmd !== 'cmd') return;
    const inv = sim.find(parseHexSerial(serialText));
    if (!inv) return;
    const value = parseFloatPayload(payload);
    if (value === undefined || Number.isNaN(value)) {
      device.log(`MQTT: cannot parse payload of topic '${topic}' as float: ${payload}`);
      return;
    }
    // A negative limit goes on to the radio at this tag; the emulator refuses it as before (not modelled).
    const limit = (relative: boolean, persistent: boolean) => {
      if (value < 0 || (!persistent && retained)) return;
      sim.limit(inv, { kind: 'limit', value: relative ? Math.min(value, 100) : value, relative, persistent });
    };
    switch (setting) {
      case 'limit_persistent_relative':
        return limit(true, true);
      case 'limit_persistent_absolute':
        return limit(false, true);
      case 'limit_nonpersistent_relative':
        return limit(true, false);
      case 'limit_nonpersistent_absolute':
        return limit(false, false);
      case 'power':
        sim.power(inv, { kind: 'power', action: Math.trunc(value) > 0 ? 'on' : 'off' });
        return;
      case 'restart':
        if (!retained && value === 1) sim.power(inv, { kind: 'power', action: 'restart' });
        return;
      case 'reset_rf_stats':
        if (!retained && value === 1) inv.radio = emptyRadioCounters();
        return;
    }
  },
};
