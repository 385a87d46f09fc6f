import { type GenerationArea, settingsAccess } from '@dtu/contract';
import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { generationOf, useDetection } from '../net/generation.ts';
import { Alert } from './alert.tsx';
import { firmwareFoundText } from './firmware-found.ts';
import { PageFrame } from './page-frame.tsx';

export interface GenerationGateProps {
  /** The area of the generation table the page speaks (`settingsAccess` decides). */
  area: GenerationArea;
  /** The page's title, also for the frame shown instead of it. */
  title: MessageKey;
  /** A page that only reads (an info view): "cannot show yet" instead of "does not change". */
  view?: boolean;
  children: ReactNode;
}

/**
 * Shows the page only where it speaks the device's generation (`settingsAccess`: `write`); while
 * the generation is probed a spinner, elsewhere a sentence that names the firmware found and
 * sends the owner to the firmware's own interface. The page itself never mounts then, so it
 * neither reads a path the firmware may not have nor posts a shape it was not shown to accept.
 */
export function GenerationGate({ area, title, view, children }: GenerationGateProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const detection = useDetection('page');
  const generation = generationOf(detection);
  const access = generation && settingsAccess(area, generation);
  if (access === 'write') return children;
  return (
    <PageFrame title={t(title)} loading={generation === undefined}>
      <Alert variant="info">
        {firmwareFoundText(i18n, detection)}{' '}
        {t(
          access === 'absent' ? 'generation.absent' : view ? 'generation.viewMissing' : 'generation.readOnly',
        )}
      </Alert>
    </PageFrame>
  );
}
