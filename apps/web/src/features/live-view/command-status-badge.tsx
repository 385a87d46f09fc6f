import type { CommandStatus } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import type { Variant } from '../../ui/variant.ts';

const LOOK: Readonly<Record<CommandStatus, { variant: Variant; text: MessageKey }>> = {
  Failure: { variant: 'danger', text: 'liveModal.statusFailure' },
  Pending: { variant: 'warning', text: 'liveModal.statusPending' },
  Ok: { variant: 'success', text: 'liveModal.statusOk' },
  Unknown: { variant: 'secondary', text: 'liveModal.statusUnknown' },
};

/** Status of the last limit or power command, as colour and text. */
export function CommandStatusBadge({ status }: { status: CommandStatus | undefined }) {
  const { t } = useI18n();
  const look = LOOK[status ?? 'Unknown'] ?? LOOK.Unknown;
  return (
    <p className="d-flex align-items-center gap-2" aria-live="polite">
      {t('liveModal.status')}
      <Badge variant={look.variant}>{t(look.text)}</Badge>
    </p>
  );
}
