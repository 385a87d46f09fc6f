import {
  liveDataDetailSchema,
  liveDataSummarySchema,
  liveInverterMessageSchema,
  liveOnBatteryMessageSchema,
} from '@dtu/contract/schemas';
import { expect } from 'vitest';
import { type PersonalityFacts, RADIO_STATS } from './personality-facts.ts';

const BLOCKS_2024 = { vedirect: true, huawei: true, battery: true, power_meter: true } as const;

/**
 * Checks the keys a generation adds to `/api/livedata/status` (per-inverter `data_age_ms` and
 * `radio_stats`, the extra hints, each OnBattery block's `enabled`) and hands back the rest, which
 * the 2024.05.03 schemas must accept unchanged.
 */
function withoutExtras(
  body: Record<string, unknown>,
  facts: PersonalityFacts,
  blocks = true,
): Record<string, unknown> {
  const rest = structuredClone(body);
  for (const inverter of rest.inverters as Record<string, unknown>[]) {
    for (const key of facts.inverterLiveExtras) expect(inverter, key).toHaveProperty(key);
    if (facts.inverterLiveExtras.length === 0) continue;
    expect(Number.isInteger(inverter.data_age_ms) && (inverter.data_age_ms as number) >= 0).toBe(true);
    expect(Object.keys(inverter.radio_stats as object)).toEqual(RADIO_STATS);
    for (const key of facts.inverterLiveExtras) delete inverter[key];
  }
  const hints = rest.hints as Record<string, unknown>;
  for (const hint of facts.hintExtras) {
    expect(typeof hints[hint], hint).toBe('boolean');
    delete hints[hint];
  }
  if (blocks) checkBlocks(rest, facts.liveBlocks);
  return rest;
}

/** Each OnBattery block in `blocks` carries `enabled`. */
function checkBlocks(body: Record<string, unknown>, blocks: readonly string[]) {
  for (const block of blocks)
    expect(typeof (body[block] as { enabled?: unknown })?.enabled, block).toBe('boolean');
}

/** `/api/livedata/status` of the generation, checked against the contract's schemas. */
export function parseLiveSummary(facts: PersonalityFacts, body: Record<string, unknown>) {
  const rest = withoutExtras(body, facts);
  if (facts.lineage === 'onbattery-2024') return liveDataSummarySchema.parse(rest);
  for (const block of facts.liveBlocks) delete rest[block];
  return liveDataSummarySchema.omit(BLOCKS_2024).parse(rest);
}

/** `/api/livedata/status?inv=` of the generation, checked against the contract's schemas. */
export function parseLiveDetail(facts: PersonalityFacts, body: Record<string, unknown>) {
  const rest = withoutExtras(body, facts);
  if (facts.lineage === 'onbattery-2024') return liveDataDetailSchema.parse(rest);
  for (const block of facts.liveBlocks) delete rest[block];
  return liveDataDetailSchema.omit(BLOCKS_2024).parse(rest);
}

/**
 * One `/livedata` socket message of the generation: an inverter message (checked like the REST
 * answer, its keys `inverters`, `total`, `hints`) gives back its inverter's serial, an OnBattery
 * message (only this generation's blocks, never empty) gives back 'B'.
 */
export function describeLiveMessage(facts: PersonalityFacts, text: string): string {
  expect(text).not.toBe('{}');
  const message = JSON.parse(text) as Record<string, unknown>;
  if ('inverters' in message) {
    expect(Object.keys(message)).toEqual(['inverters', 'total', 'hints']);
    const rest = withoutExtras(message, facts, false);
    liveInverterMessageSchema.parse(rest);
    return (message.inverters as { serial: string }[])[0]?.serial ?? '';
  }
  expect(facts.liveBlocks.length, 'an OnBattery message from a generation without blocks').toBeGreaterThan(0);
  if (facts.lineage === 'onbattery-2024') liveOnBatteryMessageSchema.parse(message);
  const keys = Object.keys(message);
  expect(keys.length).toBeGreaterThan(0);
  expect(facts.liveBlocks.filter((block) => keys.includes(block))).toEqual(keys);
  if (facts.lineage !== 'onbattery-2024') checkBlocks(message, keys);
  return 'B';
}
