import 'fake-indexeddb/auto';
import type { SampleRecord } from '@dtu/recording';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHistoryDb } from '../../history/recorder.ts';
import { ExportPanel } from './export-panel.tsx';

const T = Date.UTC(2024, 4, 3, 8);
const minute = (i: number): SampleRecord => ({
  t: T + i * 60_000,
  o: 120,
  c: 1,
  s: { site: Float32Array.from([i, 50, Number.NaN, Number.NaN, Number.NaN, Number.NaN]) },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('export panel', () => {
  it('shows its progress while an export runs and saves the file from its parts', async () => {
    await (await getHistoryDb()).write({ min: Array.from({ length: 450 }, (_, i) => minute(i)) });
    const seen: (string | null)[] = [];
    const files: Blob[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.revokeObjectURL = () => {};
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      // The bar stands while the export runs (its value is the last one React rendered).
      seen.push(
        screen.queryByRole('progressbar', { name: 'In progress' })?.getAttribute('aria-valuenow') ?? null,
      );
      return 'blob:history';
    };
    const user = userEvent.setup();
    render(<ExportPanel bars={[]} days={[]} />);
    const button = screen.getByRole('button', { name: 'Values (CSV)' });
    await user.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBeNull();
    const text = await files[0]?.text();
    expect(text?.split('\r\n')).toHaveLength(1 + 2 * 450 + 1);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
