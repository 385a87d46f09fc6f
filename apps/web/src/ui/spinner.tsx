import { useI18n } from '../i18n/use-i18n.ts';
import { classNames } from './class-names.ts';

/** Loading indicator with a text for screen readers (the animation alone says nothing). */
export function Spinner({ small, label }: { small?: boolean; label?: string }) {
  const { t } = useI18n();
  return (
    <div className={classNames('spinner-border', small && 'spinner-border-sm')} role="status">
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
