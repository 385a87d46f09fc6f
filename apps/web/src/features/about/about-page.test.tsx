import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runFirmware } from '../../test-support/firmware-generation.ts';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it.each([
    ['onbattery-2024.05.03', 'https://github.com/hoylabs/OpenDTU-OnBattery'],
    ['opendtu-v26.3.30', 'https://github.com/tbnobody/OpenDTU'],
  ] as const)('links the releases and issues of the firmware on %s', async (generation, repository) => {
    runFirmware(generation);
    render(<AboutPage />);
    await screen.findByRole('heading', { name: 'About' });
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining([`${repository}/releases`, `${repository}/issues`]));
    expect(hrefs.filter((href) => href?.includes('{'))).toEqual([]);
  });
});
