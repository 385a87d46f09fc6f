import { useI18n } from '../i18n/use-i18n.ts';

/** The × of a modal, alert or toast, named Close for screen readers. */
export function CloseButton({
  onClick,
  className = 'btn-close',
}: {
  onClick: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  return <button type="button" className={className} aria-label={t('common.close')} onClick={onClick} />;
}
