import { DISPLAY_LOCALE_MAX } from '@dtu/contract';
import { truncateBytes } from '../../device/utf8-bytes.ts';
import { asString } from '../../http/coerce.ts';
import type { DisplayLanguageWire } from '../../routes/device-config.ts';
import { config2026 } from './config-2026.ts';
import { isObject } from './strict-types.ts';

/** `display.locale` of both 2026 generations (`src/WebApi_device.cpp` @ v26.3.30). */
export const DISPLAY_LOCALE_2026: DisplayLanguageWire = {
  key: 'locale',
  read: (config) => config2026(config).device.display.locale,
  store: (draft, value) => {
    Object.assign(draft.device.display, { locale: truncateBytes(asString(value), DISPLAY_LOCALE_MAX) });
  },
  accepts: (data) => isObject(data.curPin) || isObject(data.display),
};
