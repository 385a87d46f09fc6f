import { VALID_SETTINGS } from '@dtu/contract/fixtures';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../../test-support/fake-device-api.ts';
import { VedirectInfoPage } from './vedirect-info-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('VedirectInfoPage', () => {
  it('shows each setting as a badge with its state in words', async () => {
    fakeDeviceApi({
      // Enabled, not verbose, publishing changes only.
      'GET /api/vedirect/status': VALID_SETTINGS.vedirect,
    });
    render(<VedirectInfoPage />);
    const rows = (await screen.findAllByRole('row')).map((row) => row.textContent);
    expect(rows).toEqual(['StatusEnabled', 'Verbose loggingDisabled', 'Publish changes onlyEnabled']);
    expect(screen.getAllByText('Enabled')[0].className).toContain('text-bg-success');
    expect(screen.getByText('Disabled').className).toContain('text-bg-secondary');
  });
});
