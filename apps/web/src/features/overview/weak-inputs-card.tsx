import { type Finding, MIN_BASELINE_DAYS, rankFindings } from '@dtu/recording';
import { findingId, setFindingKnown, useKnownFindings } from '../../analysis/known-findings.ts';
import type { WeakInputs } from '../../analysis/use-weak-inputs.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';

/** The weak-module finder's results, ranked, in plain language, with the marks the user set. */
export function WeakInputsCard({ verdicts, names }: WeakInputs) {
  const { t, format } = useI18n();
  const known = useKnownFindings();
  const name = (serial: string) => names[serial]?.name ?? serial;
  const input = (serial: string, i: number) =>
    t('weakInputs.input', { input: names[serial]?.inputs[i] || i + 1, name: name(serial) });
  const describe = (f: Finding) =>
    `${input(f.serial, f.input)} ${t(`weakInputs.${f.kind}`, { p: format.percent(f.loss), n: f.count })}.`;
  const button = (id: string, mark: boolean, label: 'known' | 'tilt' | 'unmark') => (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary text-body"
      onClick={() => setFindingKnown(id, mark)}
    >
      {t(`weakInputs.${label}`)}
    </button>
  );
  const findings = rankFindings(verdicts);
  const open = findings.filter((f) => !known.includes(findingId(f)));
  // Marked findings, and inputs marked "different tilt" (their overcast test no longer runs).
  const marked = [
    ...findings.filter((f) => !open.includes(f)).map((f) => [findingId(f), describe(f)]),
    ...known.flatMap((id) => {
      const [serial = '', i, kind] = id.split(':');
      return kind === 'tilt' && names[serial]
        ? [[id, `${input(serial, +i!)} – ${t('weakInputs.tilt')}`]]
        : [];
    }),
  ];
  return (
    <Card title={t('weakInputs.title')} headerClass="">
      {verdicts.map((v) => {
        const days = MIN_BASELINE_DAYS + 1 - v.valid;
        return (
          (v.battery || v.voltageOnly || days > 0) && (
            <p key={v.serial} className="small">
              {t(
                v.battery
                  ? 'weakInputs.battery'
                  : v.voltageOnly
                    ? 'weakInputs.onlyVoltage'
                    : 'weakInputs.needsDays',
                {
                  name: name(v.serial),
                  days,
                },
              )}
            </p>
          )
        );
      })}
      {open[0] ? (
        <ol className="ps-4">
          {open.map((f) => (
            <li key={findingId(f)} className="border rounded p-2 mb-2">
              <p className="mb-1">{describe(f)}</p>
              <div className="d-flex flex-wrap align-items-center gap-2 small">
                {t('weakInputs.confidence', { level: t(`weakInputs.level${f.level}`) })}
                {/* The last 30 days relative to the usual share (1 = usual, dashed); gaps stay gaps. */}
                <svg
                  viewBox="0 0 120 24"
                  width="120"
                  height="24"
                  role="img"
                  aria-label={t('weakInputs.trend', {
                    p: format.percent(f.trend.findLast((v) => v !== null) ?? 1),
                  })}
                  stroke="currentColor"
                  fill="none"
                >
                  <path d="M0 4H120" strokeOpacity=".3" strokeDasharray="2" />
                  <path
                    d={f.trend
                      .map((v, i, all) =>
                        v === null
                          ? ''
                          : `${all[i - 1] == null ? 'M' : 'L'}${(i + 30 - all.length) * 4} ${24 - Math.min(1.2, v) * 20}`,
                      )
                      .join('')}
                    strokeWidth="1.5"
                  />
                </svg>
                {button(findingId(f), true, 'known')}
                {f.kind === 'overcast' && button(`${f.serial}:${f.input}:tilt`, true, 'tilt')}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('weakInputs.none')}</p>
      )}
      {marked[0] && (
        <details className="small">
          <summary>{t('weakInputs.marked', { count: marked.length })}</summary>
          {marked.map(([id, text]) => (
            <p key={id} className="mb-1">
              {text} {button(id!, false, 'unmark')}
            </p>
          ))}
        </details>
      )}
    </Card>
  );
}
