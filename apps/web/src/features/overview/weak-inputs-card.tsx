import { findingId, setFindingKnown, useKnownFindings } from '../../analysis/known-findings.ts';
import {
  type Finding,
  type InverterVerdict,
  MIN_BASELINE_DAYS,
  rankFindings,
} from '../../analysis/weak-inputs.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Sparkline } from './sparkline.tsx';

export interface WeakInputsCardProps {
  verdicts: readonly InverterVerdict[];
  /** Inverter names and input names (empty when not set) by serial. */
  names: Readonly<Record<string, { name: string; inputs: readonly string[] }>>;
}

/** The weak-module finder's results, ranked, in plain language. */
export function WeakInputsCard({ verdicts, names }: WeakInputsCardProps) {
  const { t, format } = useI18n();
  const known = useKnownFindings();
  const findings = rankFindings(verdicts);
  const open = findings.filter((f) => !known.includes(findingId(f)));
  const hidden = findings.filter((f) => known.includes(findingId(f)));
  const nameOf = (serial: string) => names[serial]?.name ?? serial;

  const describe = (f: Finding) =>
    t(`weakInputs.${f.kind}`, {
      input: names[f.serial]?.inputs[f.input] || String(f.input + 1),
      name: nameOf(f.serial),
      shortfall: format.percent(f.shortfall),
      count: f.count,
    });

  const latest = (f: Finding) => [...f.trend].reverse().find((v) => v !== null);

  return (
    <section className="card mb-3" aria-labelledby="weak-inputs-title">
      <h2 id="weak-inputs-title" className="card-header h6">
        {t('weakInputs.title')}
      </h2>
      <div className="card-body">
        {verdicts.length === 0 && <p className="text-body-secondary">{t('weakInputs.noHistory')}</p>}
        {verdicts.map((v) =>
          v.onlyVoltageTest ? (
            <p key={v.serial} className="small">
              {t('weakInputs.onlyVoltage', { name: nameOf(v.serial) })}
            </p>
          ) : v.validDays <= MIN_BASELINE_DAYS ? (
            <p key={v.serial} className="small text-body-secondary">
              {t('weakInputs.needsDays', {
                name: nameOf(v.serial),
                days: MIN_BASELINE_DAYS + 1 - v.validDays,
              })}
            </p>
          ) : null,
        )}
        {verdicts.length > 0 && open.length === 0 && <p className="mb-0">{t('weakInputs.none')}</p>}
        <ol className="list-unstyled mb-0">
          {open.map((f) => {
            const last = latest(f);
            return (
              <li key={findingId(f)} className="border-top pt-2 mt-2">
                <p className="mb-1">{describe(f)}</p>
                <div className="d-flex flex-wrap align-items-center gap-3 small">
                  <span>{t('weakInputs.confidence', { level: t(`weakInputs.${f.confidence}`) })}</span>
                  {f.trend.some((v) => v !== null) && (
                    <Sparkline
                      values={f.trend}
                      label={`${t('weakInputs.trend')}${last === undefined || last === null ? '' : `: ${format.percent(last)}`}`}
                    />
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => setFindingKnown(findingId(f), true)}
                  >
                    {t('weakInputs.markKnown')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {hidden.length > 0 && (
          <details className="mt-2 small">
            <summary>{t('weakInputs.known', { count: hidden.length })}</summary>
            <ul className="mb-0">
              {hidden.map((f) => (
                <li key={findingId(f)}>
                  {describe(f)}{' '}
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    onClick={() => setFindingKnown(findingId(f), false)}
                  >
                    {t('weakInputs.unmark')}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}
