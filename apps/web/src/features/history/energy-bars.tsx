import type { DayBar } from '@dtu/recording';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { type BarItem, type BarView, barItems, periodsOf } from './bar-items.ts';
import { BarPlot } from './bar-plot.tsx';
import { kwh } from './chart-format.ts';
import { HistoryTable } from './history-table.tsx';

function BarChart({ bars, view }: { bars: readonly DayBar[]; view: BarView }) {
  const { t, format } = useI18n();
  const periods = periodsOf(bars, view);
  const [chosen, setPeriod] = useState<string>();
  const period = chosen && periods.includes(chosen) ? chosen : (periods.at(-1) ?? '');
  const { slots, items } = barItems(bars, view, period);
  const label = (item: BarItem) =>
    item.merged && item.bar
      ? t('history.merged', { days: item.bar.days, energy: kwh(format, item.wh) })
      : kwh(format, item.wh);
  // A lower bound says so even when merged: "estimated" would claim more than it knows.
  const source = (item: BarItem) =>
    t(
      item.bar?.source === 'seen'
        ? 'history.src_seen'
        : item.merged
          ? 'history.est'
          : `history.src_${item.bar?.source ?? 'total'}`,
    );
  return (
    <>
      {periods.length > 0 && (
        <SelectField
          label={t('history.period')}
          value={period}
          options={periods.map((value) => ({ value, label: value }))}
          onChange={setPeriod}
        />
      )}
      <BarPlot
        key={period}
        view={view}
        slots={slots}
        items={items}
        describe={(item) =>
          t('history.barValue', { period: item.label, energy: label(item), source: source(item) })
        }
      />
      <p className="small text-body-secondary">{t('history.legend')}</p>
      <HistoryTable
        label={t(`history.${view}`)}
        open={items.length <= 12}
        head={['period', 'energy', 'cov', 'src'].map((key) => t(`history.${key}` as 'history.period'))}
        rows={items.map((item) => [
          item.label,
          <span key="wh" data-wh={Math.round(item.wh)}>
            {label(item)}
          </span>,
          format.percent(item.coverage),
          source(item),
        ])}
      />
    </>
  );
}

/** Day / month / year energy bars with coverage shading and a table each. */
export function EnergyBars({ bars }: { bars: readonly DayBar[] }) {
  const { t } = useI18n();
  const views: BarView[] = ['days', 'months', 'years'];
  return (
    <Tabs
      label={t('history.energy')}
      tabs={views.map((view) => ({
        id: view,
        label: t(`history.${view}`),
        content: <BarChart bars={bars} view={view} />,
      }))}
    />
  );
}
