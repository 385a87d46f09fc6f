import { CODE, type DeviceConfig, LED_BRIGHTNESS_MAX, PIN_MAPPING_NAME_MAX } from '@dtu/contract';
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

/** `/api/device/config` (settings.md §2.11, §6.2), admin. */
export function registerDeviceConfigRoutes(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/device/config', 'admin', device, (): DeviceConfig => {
    const { display, led, pinmapping } = device.config.device;
    return {
      curPin: { name: pinmapping, ...structuredClone(device.activePins) },
      display: {
        rotation: display.rotation,
        power_safe: display.powersafe,
        screensaver: display.screensaver,
        contrast: display.contrast,
        language: display.language,
        diagramduration: display.diagram_duration,
        diagrammode: display.diagram_mode,
      },
      led: led.map((entry) => ({ brightness: entry.brightness })),
    };
  });

  postData(app, '/api/device/config', 'admin', device, async (data) => {
    if (!Object.hasOwn(data, 'curPin') && !Object.hasOwn(data, 'display')) return COMMON.missing();
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
        language: asUint8(field(display, 'language')),
        diagram_duration: asUint32(field(display, 'diagramduration')),
        diagram_mode: asUint8(field(display, 'diagrammode')),
      };
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
export const deviceConfigRoutes = routePlugin('device-config', (app, { device }: { device: Device }) =>
  registerDeviceConfigRoutes(app, device),
);
