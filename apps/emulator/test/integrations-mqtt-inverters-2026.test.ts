import { beforeAll, describe, expect, it } from 'vitest';
import { dtuIdentity } from '../src/integrations/mqtt/dtu-identity.ts';
import { closeAfterAll } from './support/close-after-each.ts';
import { GARAGE, hassMqtt, mqttInstallation } from './support/mosquitto.ts';
import { logged, nextCycle } from './support/onbattery-2026-mqtt.ts';
import { pollUntil } from './support/poll-until.ts';

const S = '114184512347';
const HA = 'homeassistant/';
/** What every sensor of the DTU and of the inverters' radio carries after its own keys. */
const AVAILABILITY = ['avty_t', 'pl_avail', 'pl_not_avail'];
/** The head of every DTU sensor and binary sensor: the device block first. */
const HEAD = ['dev', 'name', 'uniq_id', 'stat_t'];

/** The DTU and inverter discovery and inverter commands both 2026 tags share, on a real broker. */
describe.each(['onbattery-2026.03.31', 'opendtu-v26.3.30'] as const)(
  'DTU and inverters over MQTT on %s',
  (firmware) => {
    const opened = closeAfterAll();
    let setup: Awaited<ReturnType<typeof mqttInstallation>>;
    let uid: string;
    const config = async (topic: string) => JSON.parse(await setup.rec.next(HA + topic));

    beforeAll(async () => {
      setup = await mqttInstallation(
        opened,
        // A 2024-shaped file: OnBattery 2026.03.31 migrates the 5 s to 5000 ms.
        (port) => ({ mqtt: hassMqtt(port), dtu: { poll_interval: 5 }, inverters: [GARAGE] }),
        firmware,
      );
      uid = dtuIdentity(setup.emu.app.device).uniqueId;
    });

    it('announces the DTU with its twelve sensors, the device block first', async () => {
      const heap = await config(`sensor/${uid}/heap_size/config`);
      expect(Object.keys(heap)).toEqual([...HEAD, 'unit_of_meas', 'ic', 'ent_cat', ...AVAILABILITY]);
      expect(heap).toMatchObject({
        uniq_id: `${uid}_heap_size`,
        stat_t: 'solar/dtu/heap/size',
        unit_of_meas: 'Bytes',
      });
      expect(heap.dev).toEqual({
        name: expect.any(String),
        ids: uid,
        cu: expect.any(String),
        mf: 'OpenDTU',
        mdl: 'OpenDTU',
        sw: expect.any(String),
      });
      expect(await config(`sensor/${uid}/yield_day/config`)).toMatchObject({
        stat_t: 'solar/ac/yieldday',
        unit_of_meas: 'Wh',
        dev_cla: 'energy',
        stat_cla: 'total_increasing',
      });
      expect((await config(`sensor/${uid}/temperature/config`)).stat_t).toBe('solar/dtu/temperature');
      const status = await config(`binary_sensor/${uid}/status/config`);
      expect(Object.keys(status)).toEqual([...HEAD, 'pl_on', 'pl_off', 'dev_cla', 'ent_cat']);
    });

    it('announces each inverter with the radio statistics button and sensors, steps and classes', async () => {
      const reset = await config(`button/dtu_${S}/reset_radio_statistics/config`);
      expect(Object.keys(reset)).toEqual(['dev', 'ent_cat', 'name', 'uniq_id', 'cmd_t', 'payload_press']);
      expect(reset).toMatchObject({
        cmd_t: `solar/${S}/cmd/reset_rf_stats`,
        payload_press: '1',
        dev: { ids: S, via_device: uid },
      });
      const relative = await config(`number/dtu_${S}/limit_persistent_relative/config`);
      expect(Object.keys(relative)).toEqual([
        'dev',
        'unit_of_meas',
        'ic',
        'ent_cat',
        'name',
        'uniq_id',
        'cmd_t',
        'stat_t',
        'min',
        'max',
        'step',
      ]);
      expect(relative.step).toBe(0.1);
      expect(await config(`binary_sensor/dtu_${S}/reachable/config`)).toMatchObject({
        dev_cla: 'connectivity',
        ent_cat: 'diagnostic',
      });
      const rssi = await config(`sensor/dtu_${S}/rssi/config`);
      expect(rssi).toMatchObject({
        stat_t: `solar/${S}/radio/rssi`,
        unit_of_meas: 'dBm',
        dev_cla: 'signal_strength',
        ent_cat: 'diagnostic',
        avty_t: 'solar/dtu/status',
      });
      expect((await config(`sensor/dtu_${S}/tx_re-request_fragment/config`)).stat_t).toBe(
        `solar/${S}/radio/tx_re_request`,
      );
      const power = await config(`sensor/dtu_${S}/ch0_Power/config`);
      expect(Object.keys(power)).toEqual([
        'dev',
        'unit_of_meas',
        'dev_cla',
        'stat_cla',
        'name',
        'stat_t',
        'uniq_id',
        'exp_aft',
      ]);
      // One inverter × max(poll 5 s, publish 5 s) × its reachable threshold (2): the poll interval in seconds on both.
      expect(power.exp_aft).toBe(10);
    });

    it('resends the discovery at most once a minute', async () => {
      const topic = `${HA}button/dtu_${S}/restart_inverter/config`;
      const sent = () => setup.rec.messages.filter((m) => m.topic === topic);
      const before = sent().length;
      await setup.emu.app.device.save((draft) => {
        draft.inverters[0]!.name = 'Barn';
      });
      await nextCycle(setup, 'solar/dtu/uptime');
      expect(sent()).toHaveLength(before);
      await setup.emu.advance(60_000);
      expect(JSON.parse(await setup.rec.next(topic, (p) => p.includes('"Barn"'))).dev.name).toBe('Barn');
    });

    it('takes limits as floats, ignores a payload without a number and resets the radio counters', async () => {
      const inv = () => setup.emu.app.live.sim.find(BigInt(`0x${S}`))!;
      const refused = logged(
        setup,
        `cannot parse payload of topic 'solar/${S}/cmd/limit_nonpersistent_relative'`,
      );
      await setup.rec.client.publishAsync(`solar/${S}/cmd/limit_nonpersistent_relative`, 'half');
      await refused;
      await setup.rec.client.publishAsync(`solar/${S}/cmd/limit_nonpersistent_relative`, '50.7');
      // The broker's ack is not the device's receipt: the device clock moves only once it has the command.
      await pollUntil(() => inv().limit.status === 'Pending', { what: 'the limit command at the device' });
      await setup.emu.advance(5000);
      await setup.emu.advance(5000);
      expect(await setup.rec.next(`solar/${S}/status/limit_relative`, (p) => p === '50.70')).toBe('50.70');
      expect(inv().radio.txRequest).toBeGreaterThan(0);
      await setup.rec.client.publishAsync(`solar/${S}/cmd/reset_rf_stats`, '1');
      await pollUntil(() => inv().radio.txRequest === 0);
    });
  },
);
