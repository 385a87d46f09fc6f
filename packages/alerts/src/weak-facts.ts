import type { WeakInputs } from '@dtu/recording';
import { findingId } from '@dtu/recording';
import type { Facts } from './engine.ts';

/** A weak input as the alert rules take it, with its finding's id (several findings of one input make one condition). */
export type WeakFact = NonNullable<Facts['weak']>[number] & { id: string };

/** The findings as the rules' facts: named as the user named the inverter and the input. */
export function weakFactsOf(weak: WeakInputs): WeakFact[] {
  return weak.verdicts.flatMap(({ serial, findings }) =>
    findings.map((f) => ({
      serial,
      name: weak.names[serial]?.name ?? serial,
      input: f.input + 1,
      inputName: weak.names[serial]?.inputs[f.input] || undefined,
      id: findingId(f),
    })),
  );
}
