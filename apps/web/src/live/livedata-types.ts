import type {
  GridChargerBlock,
  LiveDataStatus,
  LiveInverterDetail,
  LiveInverterSummary,
  SolarChargerBlock,
} from '@dtu/contract';

/** What the UI knows of one inverter: the summary always, the detail once the socket sent it. */
export type LiveInverter = LiveInverterSummary &
  Partial<Pick<LiveInverterDetail, 'AC' | 'DC' | 'INV' | 'events'>>;

/**
 * Any `/livedata` message or the HTTP snapshot of any generation, before `normaliseLivedata`: an
 * inverter message (`inverters`, `total`, `hints`) or an OnBattery message carrying only some of
 * the OnBattery keys (2024.05.03 `vedirect`/`huawei`, 2026.03.31 `solarcharger`/`gridcharger`).
 */
export type LiveDataMessage = Partial<Omit<LiveDataStatus, 'inverters'>> & {
  inverters?: LiveInverter[];
  solarcharger?: SolarChargerBlock;
  gridcharger?: GridChargerBlock;
};
