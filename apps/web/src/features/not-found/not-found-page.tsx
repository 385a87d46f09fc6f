import { useI18n } from '../../i18n/use-i18n.ts';
import { useLocation } from '../../net/navigation.ts';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

export function NotFoundPage() {
  const { t } = useI18n();
  const path = useLocation();
  return (
    <PageFrame title={t('notFound.title')}>
      <p>{t('notFound.text', { path })}</p>
      <Link href="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </PageFrame>
  );
}
