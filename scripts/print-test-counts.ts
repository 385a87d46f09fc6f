// Last step of `npm test`: prints one closing line over the unit and browser tiers
// (`test-counts.ts`). Exits 1 when a report is missing, unreadable or counts a failure or no test.
import { readFileSync } from 'node:fs';
import { closingLine, playwrightCounts, total, vitestCounts } from './test-counts.ts';

// Written by `npm run test:unit` (its reporter flags) and by the e2e Playwright config.
const UNIT_REPORT = '.test-counts/unit.json';
const E2E_REPORT = '.test-counts/e2e.json';

const read = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`test counts: cannot read ${file}: ${(error as Error).message}`);
    process.exit(1);
  }
};

const counts = total([vitestCounts(read(UNIT_REPORT) as never), playwrightCounts(read(E2E_REPORT) as never)]);
console.log(closingLine(counts));
if (counts.failed > 0 || counts.passed === 0) process.exit(1);
