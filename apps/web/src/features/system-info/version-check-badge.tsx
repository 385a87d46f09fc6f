import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { InlineSwitch } from '../../ui/fields/inline-switch.tsx';
import {
  checkVersion,
  readVersionCheckEnabled,
  type VersionCheckResult,
  writeVersionCheckEnabled,
} from './version-check.ts';

/** The opt-in upstream comparison: a switch remembered in localStorage and the result badge. */
export function VersionCheckBadge({ gitHash }: { gitHash: string }) {
  const { t } = useI18n();
  const id = useId();
  const [enabled, setEnabled] = useState(readVersionCheckEnabled);
  const [result, setResult] = useState<VersionCheckResult>();

  useEffect(() => {
    setResult(undefined);
    if (!enabled) return;
    let current = true;
    checkVersion(gitHash).then((answer) => {
      if (current) setResult(answer);
    });
    return () => {
      current = false;
    };
  }, [enabled, gitHash]);

  const toggle = (on: boolean) => {
    writeVersionCheckEnabled(on);
    setEnabled(on);
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <InlineSwitch
        id={id}
        className="mb-0"
        label={t('systemInfo.updateCheck')}
        title={t('systemInfo.updateCheckHint')}
        value={enabled}
        onChange={toggle}
      />
      {enabled && !result && <Badge variant="light">{t('systemInfo.updateChecking')}</Badge>}
      {result?.status === 'new' && (
        <a
          href={result.url}
          target="_blank"
          rel="noreferrer"
          className="badge text-bg-danger text-decoration-none"
        >
          {t('systemInfo.updateNew')}
        </a>
      )}
      {result?.status === 'current' && <Badge variant="success">{t('systemInfo.updateCurrent')}</Badge>}
      {result?.status === 'error' && (
        <Badge variant="secondary" className="text-wrap">
          {t('systemInfo.updateError', { message: result.message })}
        </Badge>
      )}
    </div>
  );
}
