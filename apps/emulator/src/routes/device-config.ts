import {
  CODE,
  type ConfigFile,
  type DeviceConfig,
  LED_BRIGHTNESS_MAX,
  PIN_MAPPING_NAME_MAX,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { byteLength } from '../device/utf8-bytes.ts';
import { asBool, asString, asUint8, asUint32 } from '../http/coerce.ts';
import { COMMON, respond } from '../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../http/respond.ts';
import { routePlugin } from '../http/route-plugin.ts';

const LED_COUNT = 2;

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * The display's language: 2024 stores a number (`language`); 2026 a two-letter `locale`, copied
 * as text into a 3-byte buffer (a body without it stores "nu", the text "null" cut), and its
 * 1005 check asks for `curPin` or `display` to be an object (`src/WebApi_device.cpp` @ v26.3.30).
 */
export interface DisplayLanguageWire {
  key: 'language' | 'locale';
  read(config: Readonly<ConfigFile>): number | string;
  store(draft: ConfigFile, value: unknown): void;
  accepts(data: Record<string, unknown>): boolean;
}

export const DISPLAY_LANGUAGE_2024: DisplayLanguageWire = {
  key: 'language',
  read: (config) => config.device.display.language,
  store: (draft, value) => {
    draft.device.display.language = asUint8(value);
  },
  accepts: (data) => Object.hasOwn(data, 'curPin') || Object.hasOwn(data, 'display'),
};

/** `/api/device/config` (docs/firmware/onbattery-2024.05.03/settings.md §2.11, §6.2), admin. */
export function registerDeviceConfigRoutes(
  app: FastifyInstance,
  device: Device,
  language = DISPLAY_LANGUAGE_2024,
): void {
  getJson(app, '/api/device/config', 'admin', device, (): DeviceConfig => {
    const { display, led, pinmapping } = device.config.device;
    return {
      curPin: { name: pinmapping, ...structuredClone(device.activePins) },
      display: {
        rotation: display.rotation,
        power_safe: display.powersafe,
        screensaver: display.screensaver,
        contrast: display.contrast,
        ...({ [language.key]: language.read(device.config) } as { language: number }),
        diagramduration: display.diagram_duration,
        diagrammode: display.diagram_mode,
      },
      led: led.map((entry) => ({ brightness: entry.brightness })),
    };
  });

  postData(app, '/api/device/config', 'admin', device, async (data) => {
    if (!language.accepts(data)) return COMMON.missing();
    // A body without curPin reads the name as the text "null", as the firmware does.
    const name = asString(field(data.curPin, 'name'));
    const nameBytes = byteLength(name);
    if (nameBytes === 0 || nameBytes > PIN_MAPPING_NAME_MAX) {
      return respond(CODE.HardwarePinMappingLength, { max: PIN_MAPPING_NAME_MAX });
    }
    const profileChanged = name !== device.config.device.pinmapping;
    const display = data.display;
    const leds = Array.isArray(data.led) ? data.led : [];
    const answer = await saveAnswer(device, (draft) => {
      draft.device.pinmapping = name;
      draft.device.display = {
        rotation: asUint8(field(display, 'rotation')),
        powersafe: asBool(field(display, 'power_safe')),
        screensaver: asBool(field(display, 'screensaver')),
        contrast: asUint8(field(display, 'contrast')),
        language: draft.device.display.language,
        diagram_duration: asUint32(field(display, 'diagramduration')),
        diagram_mode: asUint8(field(display, 'diagrammode')),
      };
      language.store(draft, field(display, language.key));
      draft.device.led = Array.from({ length: LED_COUNT }, (_, i) => ({
        brightness: Math.min(asUint8(field(leds[i], 'brightness')), LED_BRIGHTNESS_MAX),
      }));
    });
    // The new profile's pins load at boot, so only a name change restarts the device.
    if (profileChanged) device.reboot('pin mapping changed');
    return answer;
  });
}

/** Device (pin and display) settings. */
export const deviceConfigRoutes = routePlugin(
  'device-config',
  (app, { device, language }: { device: Device; language?: DisplayLanguageWire }) =>
    registerDeviceConfigRoutes(app, device, language),
);
