import { CONSOLE_ROWS } from '@dtu/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useSharedSocket } from '../../live/shared-socket.ts';
import { Card } from '../../ui/card.tsx';
import { InlineSwitch } from '../../ui/fields/inline-switch.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { showToast } from '../../ui/toast-store.ts';
import { consoleSocket, readConsoleLines } from './console-socket.ts';
import { consoleLine } from './timestamp.ts';

/** `/info/console`: the device log as it happens (the device keeps no history). */
export function ConsolePage() {
  const { t } = useI18n();
  const outputId = useId();
  const [text, setText] = useState('');
  const [autoScroll, setAutoScroll] = useState(true);
  const area = useRef<HTMLTextAreaElement>(null);
  const state = useSharedSocket(consoleSocket);

  useEffect(
    () =>
      // Each line gets the time it arrived; the device sends none.
      readConsoleLines((lines) => {
        const now = new Date();
        setText((previous) => previous + lines.map((line) => consoleLine(now, line)).join(''));
      }),
    [],
  );

  useEffect(() => {
    if (autoScroll && area.current && text) area.current.scrollTop = area.current.scrollHeight;
  }, [text, autoScroll]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(t('console.copied'), 'success');
    } catch {
      showToast(t('console.copyFailed'), 'danger');
    }
  };

  return (
    <PageFrame title={t('console.title')} online={state === 'online'}>
      <Card title={t('console.output')}>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <InlineSwitch
            id={`${outputId}-scroll`}
            className="me-auto"
            label={t('console.autoScroll')}
            value={autoScroll}
            onChange={setAutoScroll}
          />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setText('')}>
            {t('console.clear')}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
            {t('console.copy')}
          </button>
        </div>
        <label htmlFor={outputId} className="visually-hidden">
          {t('console.output')}
        </label>
        <textarea
          id={outputId}
          ref={area}
          className="form-control font-monospace small"
          rows={CONSOLE_ROWS}
          readOnly
          spellCheck={false}
          value={text}
        />
      </Card>
    </PageFrame>
  );
}
