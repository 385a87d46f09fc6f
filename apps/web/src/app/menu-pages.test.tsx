import { GENERATION_IDS, type GenerationId } from '@dtu/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDeviceApi } from '../test-support/fake-device-api.ts';
import { runFirmware } from '../test-support/firmware-generation.ts';
import { AppRouter } from './router.tsx';
import { INFO_MENU, type MenuLink, menuForGeneration, SETTINGS_MENU } from './site-map.ts';

const linksOn = (generation: GenerationId): string[] =>
  [...menuForGeneration(SETTINGS_MENU, generation), ...menuForGeneration(INFO_MENU, generation)].flatMap(
    (entry) => (entry === 'divider' ? [] : [(entry as MenuLink).href]),
  );

/** What a page's gate shows in its place (ui/generation-messages.ts). */
const NOTHING_TO_SHOW = /This device runs/;

afterEach(() => vi.unstubAllGlobals());

/**
 * Every menu entry of every generation leads to its page, never to the notice shown in a page's
 * place ("no such function", "cannot show its data", read-only): a link a generation offers is a
 * page it has. The page itself reads nothing here (every request gets 404); only its frame counts.
 */
describe.each(GENERATION_IDS)('the menus on %s', (generation) => {
  it.each(linksOn(generation))('%s shows its page', async (path) => {
    runFirmware(generation);
    fakeDeviceApi({});
    window.history.replaceState(null, '', path);
    render(<AppRouter />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(NOTHING_TO_SHOW)).toBeNull();
  });
});
