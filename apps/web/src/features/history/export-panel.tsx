import {
  DAY_MS,
  type DayBar,
  type DayRecord,
  dayFromKey,
  isoWithOffset,
  MINUTE_MS,
  type SampleRecord,
} from '@dtu/recording';
import { useState } from 'react';
import { alertsBackup, readAlertsBackup } from '../../alerts/alert-store.ts';
import { exportBackupParts, ImportError, importBackup } from '../../history/backup.ts';
import { dailyCsv, samplesCsvParts } from '../../history/csv.ts';
import { getHistoryDb } from '../../history/recorder.ts';
import { samplePages } from '../../history/storage.ts';
import { notifyHistoryChanged } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';

/** Saves a text file from its parts; the type follows the extension (`.csv` or `.json`). */
function download(name: string, parts: string[]): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(
    new Blob(parts, { type: name.endsWith('v') ? 'text/csv' : 'application/json' }),
  );
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** CSV for an interval (1-min / 15-min, plain or Excel (de)), daily CSV, JSON backup and import. */
export function ExportPanel({ bars, days }: { bars: readonly DayBar[]; days: readonly DayRecord[] }) {
  const { t, format } = useI18n();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [quarter, setQuarter] = useState(false);
  const [excel, setExcel] = useState(false);
  const [message, setMessage] = useState<[text: string, ok?: boolean]>();
  /** The share done of the export or import under way (they run in chunks, the page stays usable). */
  const [busy, setBusy] = useState<number>();
  const progress = (share: number) => setBusy(share);
  const inRange = (key: string) => (!from || key >= from) && (!to || key <= to);
  const suffix = `${from || 'start'}_${to || 'end'}${excel ? '_excel-de' : ''}.csv`;

  const samples = async () => {
    const db = await getHistoryDb();
    const start = (dayFromKey(from || '1970-01-01') - 1) * DAY_MS;
    const end = (dayFromKey(to || '2100-01-01') + 2) * DAY_MS;
    const records: SampleRecord[] = [];
    for await (const page of samplePages(db, quarter ? 'q' : 'min', start, end))
      records.push(...page.filter((r) => inRange(isoWithOffset(r.t, r.o).slice(0, 10))));
    download(
      `history_${quarter ? '15min' : '1min'}_${suffix}`,
      await samplesCsvParts(
        records,
        (await db.meta('names')) ?? {},
        quarter ? 15 * MINUTE_MS : MINUTE_MS,
        excel,
        { progress },
      ),
    );
  };
  const daily = async () =>
    download(`history_daily_${suffix}`, [
      dailyCsv(
        bars.filter((bar) => inRange(bar.from)),
        days,
        excel,
      ),
    ]);
  const backup = async () =>
    download(
      'history-backup.json',
      await exportBackupParts(await getHistoryDb(), alertsBackup(), { progress }),
    );
  /** One job at a time; the bar shows while it runs. */
  const run = async (job: () => Promise<void>) => {
    setBusy(0);
    try {
      await job();
    } finally {
      setBusy(undefined);
    }
  };
  const restore = async (file: File | undefined) => {
    if (!file) return;
    try {
      const count = await importBackup(await getHistoryDb(), await file.text(), readAlertsBackup, {
        progress,
      });
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
          <button
            key={key}
            type="button"
            className="btn btn-primary"
            disabled={busy !== undefined}
            onClick={() => void run(action)}
          >
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
        disabled={busy !== undefined}
        onChange={(event) => void run(() => restore(event.target.files?.[0]))}
      />
      {busy !== undefined && (
        <ProgressBar label={t('history.working')} percent={busy * 100}>
          {format.percent(busy)}
        </ProgressBar>
      )}
      {message && <Alert variant={message[1] ? 'success' : 'danger'}>{message[0]}</Alert>}
    </>
  );
}
