import { GENERATION_IDS, type GenerationId } from '@dtu/contract';
import {
  BATTERY_LIVE,
  batteryLive2026,
  detailedInverter,
  deviceConfig2026,
  FACTORY_SETTINGS,
  inverterListEntry,
  livedataStatus,
  livedataStatus2026,
  livedataStatusOpenDtu,
  liveInverter2026,
  liveValue,
  MQTT_STATUS,
  NETWORK_STATUS,
  NTP_STATUS,
  SYSTEM_STATUS,
  SYSTEM_STATUS_ONBATTERY_2026,
  SYSTEM_STATUS_OPENDTU_V26,
  solarChargerLive2026,
  vedirectInstance,
  vedirectLive,
} from '@dtu/contract/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livedataStore } from '../live/livedata.ts';
import { EMPTY_LIVEDATA } from '../live/merge-livedata.ts';
import { encodeCredentials, storeUser } from '../net/session.ts';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { fakeSocketsPerTest } from '../test-support/fake-sockets.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { AppRouter } from './router.tsx';
import { SITE_ROUTES, type SiteRoute } from './site-map.ts';

/**
 * A class check over every page of every generation: each table's header row has as many
 * columns as each of its body rows (cells counted with their `colSpan`). A header one cell off
 * puts every title over the wrong column (/overview had five header cells over rows of four).
 */

fakeSocketsPerTest();

const SERIALS = ['114183712345', '116183712345'] as const;

/** Two inverters with their channel data, in the generation's livedata shape. */
function livedata(generation: GenerationId, only?: string) {
  const inverters = SERIALS.filter((serial) => !only || serial === only).map((serial, order) => {
    const detailed = detailedInverter(serial, { name: `Inverter ${order + 1}`, order });
    return generation === 'onbattery-2024.05.03'
      ? detailed
      : liveInverter2026(serial, { ...detailed, data_age_ms: 2350 });
  });
  if (generation === 'opendtu-v26.3.30') return livedataStatusOpenDtu(inverters);
  if (generation === 'onbattery-2026.03.31') return livedataStatus2026(inverters);
  return livedataStatus(inverters, { power_meter: { enabled: true, Power: liveValue(-1030, 'W', 1) } });
}

/** What each generation's device answers on the paths the pages read. */
function device(generation: GenerationId): Record<string, unknown> {
  const is2024 = generation === 'onbattery-2024.05.03';
  const status = {
    'onbattery-2024.05.03': SYSTEM_STATUS,
    'onbattery-2026.03.31': SYSTEM_STATUS_ONBATTERY_2026,
    'opendtu-v26.3.30': SYSTEM_STATUS_OPENDTU_V26,
  }[generation];
  const perInverter = Object.fromEntries(
    SERIALS.map((serial) => [`GET /api/livedata/status?inv=${serial}`, livedata(generation, serial)]),
  );
  return {
    'GET /api/system/status': status,
    'GET /api/livedata/status': livedata(generation),
    ...perInverter,
    'GET /api/network/status': NETWORK_STATUS,
    'GET /api/ntp/status': NTP_STATUS,
    'GET /api/mqtt/status': MQTT_STATUS,
    'GET /api/inverter/list': {
      inverter: [inverterListEntry(4, 'Inverter 1', 0), inverterListEntry(5, 'Inverter 2', 1)],
    },
    'GET /api/device/config': is2024 ? FACTORY_SETTINGS.device : deviceConfig2026(),
    'GET /api/dtu/config': FACTORY_SETTINGS.dtu,
    'GET /api/vedirectlivedata/status': vedirectLive({ HQ2101ABCDE: vedirectInstance() }),
    'GET /api/solarchargerlivedata/status': solarChargerLive2026(),
    'GET /api/batterylivedata/status': is2024 ? BATTERY_LIVE : batteryLive2026(),
  };
}

/** Each table's header width and the width of each of its body rows, named for the failure. */
function tableShapes(): { table: string; header: number; rows: number[] }[] {
  const width = (row: HTMLTableRowElement) => Array.from(row.cells).reduce((n, cell) => n + cell.colSpan, 0);
  return Array.from(document.querySelectorAll('table'), (table, index) => {
    const head = table.tHead?.rows[0];
    const body = Array.from(table.tBodies).flatMap((tbody) => Array.from(tbody.rows));
    return {
      table: table.caption?.textContent || table.getAttribute('aria-label') || `table ${index + 1}`,
      header: head ? width(head) : (body[0] && width(body[0])) || 0,
      rows: body.map(width),
    };
  });
}

/** Renders a page and waits until it has loaded what it reads (no loading marker left). */
async function openPage(path: string, generation: GenerationId) {
  runFirmware(generation);
  const api = fakeDeviceApi(device(generation));
  window.history.replaceState(null, '', path);
  render(<AppRouter />);
  await waitFor(() => expect(screen.queryAllByText('Loading…')).toEqual([]));
  // The answers already received may still be taken into the stores and rendered.
  await act(() => Promise.all(api.fetchMock.mock.results.map((result) => result.value)));
}

const ROUTES = (SITE_ROUTES as readonly SiteRoute[]).map((route) => route.sample ?? route.path);
const CASES = GENERATION_IDS.flatMap((generation) => ROUTES.map((path) => [generation, path] as const));

/**
 * Pages whose tables this device fills, with how many at least: the check cannot pass on pages
 * left empty. (The history's tables need recorded days, the file list and the VE.Direct view
 * their own answers; their header and rows are checked wherever they appear.)
 */
const FILLED: Record<string, number> = {
  '/': 4,
  '/overview': 2,
  '/sites': 1,
  '/settings/inverter': 1,
  '/settings/device': 1,
  '/info/system': 4,
  '/info/network': 4,
  '/info/ntp': 3,
  '/info/mqtt': 3,
};

beforeEach(() => {
  livedataStore.set(EMPTY_LIVEDATA);
  storeUser({ authdata: encodeCredentials('admin', 'openDTU42') });
});
afterEach(() => vi.unstubAllGlobals());

describe('tables whose header and rows disagree, on every page of every generation', () => {
  it.each(CASES)('%s %s', async (generation, path) => {
    await openPage(path, generation);
    const shapes = tableShapes();
    for (const shape of shapes) {
      expect({ ...shape, rows: shape.rows.filter((n) => n !== shape.header) }).toEqual({
        ...shape,
        rows: [],
      });
    }
    const filled = shapes.filter((shape) => shape.rows.length > 0).length;
    expect(filled).toBeGreaterThanOrEqual(FILLED[path] ?? 0);
  });
});
