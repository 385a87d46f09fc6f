import { useState } from 'react';
import { alertsBackup, readAlertsBackup } from '../../alerts/alert-store.ts';
import { exportBackup, ImportError, importBackup } from '../../history/backup.ts';
import { dailyCsv, samplesCsv } from '../../history/csv.ts';
import type { DayBar } from '../../history/day-energy.ts';
import { DAY_MS, dayFromKey, isoWithOffset, MINUTE_MS } from '../../history/device-time.ts';
import { getHistoryDb } from '../../history/recorder.ts';
import type { DayRecord } from '../../history/records.ts';
import { notifyHistoryChanged } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

/** Saves a text file; the type follows the extension (`.csv` or `.json`). */
function download(name: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob([text], { type: name.endsWith('v') ? 'text/csv' : 'application/json' }),
  );
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** CSV for an interval (1-min / 15-min, plain or Excel (de)), daily CSV, JSON backup and import. */
export function ExportPanel({ bars, days }: { bars: readonly DayBar[]; days: readonly DayRecord[] }) {
  const { t } = useI18n();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [quarter, setQuarter] = useState(false);
  const [excel, setExcel] = useState(false);
  const [message, setMessage] = useState<[text: string, ok?: boolean]>();
  const inRange = (key: string) => (!from || key >= from) && (!to || key <= to);
  const suffix = `${from || 'start'}_${to || 'end'}${excel ? '_excel-de' : ''}.csv`;

  const samples = async () => {
    const db = await getHistoryDb();
    const start = (dayFromKey(from || '1970-01-01') - 1) * DAY_MS;
    const end = (dayFromKey(to || '2100-01-01') + 2) * DAY_MS;
    const records = (await db.samples(quarter ? 'q' : 'min', start, end)).filter((r) =>
      inRange(isoWithOffset(r.t, r.o).slice(0, 10)),
    );
    download(
      `history_${quarter ? '15min' : '1min'}_${suffix}`,
      samplesCsv(records, (await db.meta('names')) ?? {}, quarter ? 15 * MINUTE_MS : MINUTE_MS, excel),
    );
  };
  const daily = () =>
    download(
      `history_daily_${suffix}`,
      dailyCsv(
        bars.filter((bar) => inRange(bar.from)),
        days,
        excel,
      ),
    );
  const backup = async () =>
    download('history-backup.json', await exportBackup(await getHistoryDb(), alertsBackup()));
  const restore = async (file: File | undefined) => {
    if (!file) return;
    try {
      const count = await importBackup(await getHistoryDb(), await file.text(), readAlertsBackup);
      setMessage([t('history.imported', { days: count }), true]);
      notifyHistoryChanged();
    } catch (error) {
      const refused = error instanceof ImportError ? error : undefined;
      // The refused part (e.g. `minutes[3]`) tells which record of the file is broken.
      setMessage([
        `${t(`history.reason_${refused?.problem ?? 'invalid'}`)}${refused?.where ? ` (${refused.where})` : ''}`,
      ]);
    }
  };

  return (
    <>
      <TextField type="date" label={t('history.from')} value={from} onChange={setFrom} />
      <TextField type="date" label={t('history.to')} value={to} onChange={setTo} />
      <CheckField switch label="15 min" value={quarter} onChange={setQuarter} />
      <CheckField switch label="Excel (de)" value={excel} onChange={setExcel} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        {(
          [
            ['csv', samples],
            ['daily', daily],
            ['json', backup],
          ] as const
        ).map(([key, action]) => (
          <button key={key} type="button" className="btn btn-primary" onClick={() => void action()}>
            {t(`history.${key}`)}
          </button>
        ))}
      </div>
      <label className="form-label" htmlFor="history-import">
        {t('history.import')}
      </label>
      <input
        id="history-import"
        className="form-control mb-2"
        type="file"
        accept=".json"
        onChange={(event) => void restore(event.target.files?.[0])}
      />
      {message && <Alert variant={message[1] ? 'success' : 'danger'}>{message[0]}</Alert>}
    </>
  );
}
