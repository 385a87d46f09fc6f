import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useInverterSerials } from '../../live/use-livedata.ts';
import { Tabs } from '../../ui/tabs.tsx';
import { InverterPanel } from './inverter-panel.tsx';
import { InverterTabLabel } from './inverter-tab-label.tsx';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * Inverters as tabs sorted by order, on the left on wide screens and above on phones; a single
 * inverter is shown without tabs.
 */
export function InverterTabs() {
  const { t } = useI18n();
  const serials = useInverterSerials();
  const wide = useWideScreen();
  const [chosen, setChosen] = useState<string>();
  if (serials.length === 0) return null;
  if (serials.length === 1) return <InverterPanel serial={serials[0]} />;
  // The first inverter is selected until the user picks one (or the picked one disappears).
  const selected = chosen && serials.includes(chosen) ? chosen : serials[0];
  return (
    <Tabs
      vertical={wide}
      label={t('liveView.inverters')}
      selected={selected}
      onSelect={setChosen}
      tabs={serials.map((serial) => ({
        id: serial,
        label: <InverterTabLabel serial={serial} />,
        content: <InverterPanel serial={serial} />,
      }))}
    />
  );
}
