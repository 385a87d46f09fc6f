import { expect } from 'vitest';
import type { PersonalityFacts } from './personality-facts.ts';

/** The file names of the generation's file list answer, each entry checked for the generation's keys. */
export function listedNames(facts: PersonalityFacts, body: unknown): string[] {
  const { listKey, entryKeys } = facts.files;
  const entries = (listKey === null ? body : (body as Record<string, unknown>)[listKey]) as Record<
    string,
    unknown
  >[];
  for (const entry of entries) expect(Object.keys(entry)).toEqual(entryKeys);
  return entries.map((entry) => entry.name as string);
}
