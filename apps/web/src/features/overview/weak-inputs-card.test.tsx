import type { Finding, InverterVerdict } from '@dtu/recording';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { knownFindings } from '../../analysis/known-findings.ts';
import { WeakInputsCard } from './weak-inputs-card.tsx';

const finding: Finding = {
  serial: 'a1',
  input: 2,
  kind: 'baseline',
  loss: 0.18,
  count: 4,
  level: 2,
  trend: [1, null, 1, 0.8, null],
};
const verdict = (findings: Finding[]): InverterVerdict => ({
  serial: 'a1',
  valid: 20,
  voltageOnly: false,
  battery: false,
  findings,
});
const names = {
  a1: { name: 'Garage', inputs: ['', '', ''] },
  b2: { name: 'Roof', inputs: [] },
  c3: { name: 'Battery', inputs: [] },
};
const stored = () => JSON.parse(localStorage.getItem('dtu-web.known-findings')!);

beforeEach(() => {
  knownFindings.set([]);
  localStorage.clear();
});

describe('weak inputs card', () => {
  it('says in plain language which input falls short, with confidence and trend', () => {
    render(<WeakInputsCard verdicts={[verdict([finding])]} names={names} />);
    expect(
      screen.getByText('Input 3 of “Garage” has produced 18% below its usual share for 4 days.'),
    ).toBeTruthy();
    expect(screen.getByText('Confidence: high')).toBeTruthy();
    const line = screen.getByRole('img', { name: '30 days, latest 80% of the usual share' });
    // A gap stays a gap: the line restarts after each missing day.
    expect(line.querySelectorAll('path')[1]!.getAttribute('d')).toBe('M100 4M108 4L112 8');
  });

  it('moves a finding marked as known out of the list and keeps the mark', async () => {
    render(<WeakInputsCard verdicts={[verdict([finding])]} names={names} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as known' }));
    expect(screen.getByText('No weak input.')).toBeTruthy();
    expect(screen.getByText('Known (1)')).toBeTruthy();
    expect(stored()).toEqual(['a1:2:baseline']);
    await userEvent.click(screen.getByRole('button', { name: 'Show again' }));
    expect(screen.getByText(/has produced 18% below/)).toBeTruthy();
    expect(stored()).toEqual([]);
  });

  it('offers the different-tilt mark on an overcast finding and lists it with the known marks', async () => {
    render(
      <WeakInputsCard
        verdicts={[verdict([{ ...finding, kind: 'overcast', input: 0, level: 1 }])]}
        names={names}
      />,
    );
    expect(
      screen.getByText('Input 1 of “Garage” produced 18% less than the others on 4 overcast days.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Different tilt' }));
    expect(stored()).toEqual(['a1:0:tilt']);
    expect(screen.getByText('Input 1 of “Garage” – Different tilt')).toBeTruthy();
  });

  it('says what is missing before it can compare, and when only the voltage test applies', () => {
    const { container } = render(
      <WeakInputsCard
        verdicts={[
          { serial: 'a1', valid: 3, voltageOnly: false, battery: false, findings: [] },
          { serial: 'b2', valid: 12, voltageOnly: true, battery: false, findings: [] },
          { serial: 'c3', valid: 0, voltageOnly: false, battery: true, findings: [] },
        ]}
        names={names}
      />,
    );
    // One line per inverter that cannot be compared yet, then the (empty) list of findings.
    expect(Array.from(container.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      '“Garage”: 5 more days needed.',
      '“Roof” follows the power limiter: only the voltage test applies.',
      '“Battery” is fed by the battery: its inputs tell nothing about modules.',
      'No weak input.',
    ]);
  });
});
