import { useEffect, useState } from 'react';
import { EggIcon } from '../ui/icons/egg-icon.tsx';
import { SunIcon } from '../ui/icons/sun-icon.tsx';
import { TreeIcon } from '../ui/icons/tree-icon.tsx';
import { SEASON_REFRESH_MS, seasonAt } from './season.ts';

const ICONS = { christmas: TreeIcon, easter: EggIcon, default: SunIcon };

/** The brand's seasonal icon, re-evaluated every 10 s. */
export function BrandIcon() {
  const [season, setSeason] = useState(() => seasonAt(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setSeason(seasonAt(new Date())), SEASON_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const Icon = ICONS[season];
  return (
    <span data-season={season}>
      <Icon className="brand-icon" />
    </span>
  );
}
