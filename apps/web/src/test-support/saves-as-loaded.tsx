import { SETTINGS_SAVED } from '@dtu/contract/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { fakeDeviceApi } from './fake-device-api.ts';
import { invalidControls } from './invalid-controls.ts';

/**
 * Renders a settings page over the device's answer `body` at `path`, checks that the form accepts
 * it as shown, saves without a change and expects exactly `body` posted back: a save of what the
 * page loaded changes nothing on the device. Returns the fake API and the user for further steps.
 */
export async function savesAsLoaded(Page: ComponentType, path: string, body: object) {
  const api = fakeDeviceApi({ [`GET ${path}`]: structuredClone(body), [`POST ${path}`]: SETTINGS_SAVED });
  render(<Page />);
  const user = userEvent.setup();
  const save = await screen.findByRole('button', { name: 'Save' });
  const form = save.closest('form');
  if (!form) throw new Error(`${path}: Save outside a form`);
  expect(invalidControls(form)).toEqual([]);
  await user.click(save);
  await waitFor(() => expect(api.posts).toHaveLength(1));
  expect(api.posts[0]).toEqual({ path, data: body });
  return { api, user };
}
