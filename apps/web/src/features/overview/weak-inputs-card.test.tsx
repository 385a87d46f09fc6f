import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { knownFindings } from '../../analysis/known-findings.ts';
import type { InverterVerdict } from '../../analysis/weak-inputs.ts';
import { WeakInputsCard } from './weak-inputs-card.tsx';

const verdict: InverterVerdict = {
  serial: 'a1',
  validDays: 20,
  onlyVoltageTest: false,
  findings: [
    {
      serial: 'a1',
      input: 2,
      kind: 'baseline',
      shortfall: 0.18,
      count: 4,
      confidence: 'high',
      trend: [1, 1, 0.82],
    },
  ],
};
const names = { a1: { name: 'Garage', inputs: ['', '', ''] }, b2: { name: 'Roof', inputs: [] } };

beforeEach(() => {
  knownFindings.set([]);
  localStorage.clear();
});

describe('weak inputs card', () => {
  it('says in plain language which input falls short, with confidence and trend', () => {
    render(<WeakInputsCard verdicts={[verdict]} names={names} />);
    expect(
      screen.getByText('Input 3 of “Garage” has produced 18% below its usual share for 4 days.'),
    ).toBeTruthy();
    expect(screen.getByText('Confidence: high')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Share of its usual yield over the last 30 days: 82%' }),
    ).toBeTruthy();
  });

  it('moves a finding marked as known out of the list and keeps the mark', async () => {
    render(<WeakInputsCard verdicts={[verdict]} names={names} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as known' }));
    expect(screen.getByText('No input falls short of its usual share.')).toBeTruthy();
    expect(screen.getByText('Known (1)')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('dtu-web.known-findings')!)).toEqual(['a1:2:baseline']);
  });

  it('says what is missing before it can compare, and when only the voltage test applies', () => {
    render(
      <WeakInputsCard
        verdicts={[
          { serial: 'a1', validDays: 3, onlyVoltageTest: false, findings: [] },
          { serial: 'b2', validDays: 12, onlyVoltageTest: true, findings: [] },
        ]}
        names={names}
      />,
    );
    expect(screen.getByText(/“Garage”: 5 more recorded days are needed/)).toBeTruthy();
    expect(screen.getByText(/“Roof” was driven by the power limiter/)).toBeTruthy();
  });
});
