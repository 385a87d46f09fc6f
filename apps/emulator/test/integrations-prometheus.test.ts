import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll, closeAfterEach } from './support/close-after-each.ts';
import { emulatorWithConfig, GARAGE } from './support/mosquitto.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

const S = '114184512347';
const ROOF = { serial: 0x116493210872, name: 'Roof', channel: [{ name: 'E', max_power: 500 }] };
/**
 * A 2024-shaped file names its poll interval (seconds): OnBattery 2026.03.31 migrates it to ms,
 * while a missing one would get its default in ms and then be multiplied as well.
 */
const DTU = { poll_interval: 5 };
const openedEach = closeAfterEach();

describe.each(PERSONALITIES)('GET /api/prometheus/metrics on $firmware', (facts) => {
  const opened = closeAfterAll();
  let emu: Awaited<ReturnType<typeof emulatorWithConfig>>;
  beforeAll(async () => {
    emu = await opened(emulatorWithConfig({ dtu: DTU, inverters: [GARAGE, ROOF] }, facts.firmware));
    await emu.advance(12_000);
  });

  it('answers in the firmware format with the fixed part first', async () => {
    const reply = await emu.app.inject({ method: 'GET', url: '/api/prometheus/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-cache');
    const lines = reply.body.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '# HELP opendtu_build Build info',
      '# TYPE opendtu_build gauge',
      expect.stringMatching(
        new RegExp(
          `^opendtu_build\\{name="OpenDTU-[0-9A-F]{6}",id="[^"]+",version="${facts.configVersion.replaceAll('.', '\\.')}"\\} 1$`,
        ),
      ),
    ]);
    expect(reply.body).toMatch(/# TYPE opendtu_uptime counter\nopendtu_uptime \d+\n/);
    expect(reply.body.endsWith('\n')).toBe(true);
  });

  it('prints per-inverter series with the header quirks', async () => {
    const body = (await emu.app.inject({ method: 'GET', url: '/api/prometheus/metrics' })).body;
    const g = `serial="${S}",unit="0",name="Garage"`;
    expect(body).toContain(
      `# HELP opendtu_inverter_limit_relative current relative limit of the inverter\n# TYPE opendtu_inverter_limit_relative gauge\nopendtu_inverter_limit_relative{${g}} 1.000000\n`,
    );
    expect(body).toContain(`# HELP opendtu_inverter_limit_absolute current relative limit of the inverter`);
    expect(body).toMatch(
      new RegExp(
        `# HELP opendtu_Power in W\\n# TYPE opendtu_Power gauge\\nopendtu_Power\\{${g},type="AC",channel="0"\\} \\d+\\.\\d\\n`,
      ),
    );
    expect(body).toContain('# HELP opendtu_PowerFactor in \n');
    expect(body).toContain(`opendtu_PanelInfo{${g},channel="1",panelname="West"} 1\n`);
    expect(body).toContain(`opendtu_MaxPower{${g},channel="0"} 410\n`);
    expect(body).toMatch(new RegExp(`opendtu_PowerDC\\{${g},type="INV",channel="0"\\} \\d+\\.\\d\\n`));
    expect(body).not.toContain('# HELP opendtu_YieldDay');
    expect(body).not.toContain('# HELP opendtu_PowerDC');
    // Headers once only, although the second inverter prints the same metrics.
    expect(body.match(/# HELP opendtu_last_update /g)).toHaveLength(1);
    expect(body).toContain(`opendtu_last_update{serial="116493210872",unit="1",name="Roof"}`);
    expect(body.indexOf('unit="1"')).toBeGreaterThan(body.lastIndexOf('unit="0"'));
  });

  it(`prints the panels of the ${facts.prometheusPanelSlot === 'own' ? "inverter's own slot" : 'slot at its position'} after an empty slot`, async () => {
    const gap = await openedEach(
      emulatorWithConfig({ dtu: DTU, inverters: [{ serial: 0 }, ROOF] }, facts.firmware),
    );
    await gap.advance(12_000);
    const body = (await gap.app.inject({ method: 'GET', url: '/api/prometheus/metrics' })).body;
    const roof = 'serial="116493210872",unit="0",name="Roof"';
    // 2024.05.03 reads slot 0 (empty) for the first running inverter; the 2026 ones read Roof's.
    const [name, maxPower] = facts.prometheusPanelSlot === 'own' ? ['E', 500] : ['', 0];
    expect(body).toContain(`opendtu_PanelInfo{${roof},channel="0",panelname="${name}"} 1\n`);
    expect(body).toContain(`opendtu_MaxPower{${roof},channel="0"} ${maxPower}\n`);
  });

  it('needs admin credentials when read-only access is off', async () => {
    await emu.app.device.save((draft) => {
      draft.security.allow_readonly = false;
    });
    const reply = await emu.app.inject({ method: 'GET', url: '/api/prometheus/metrics' });
    expect(reply.statusCode).toBe(401);
  });
});
