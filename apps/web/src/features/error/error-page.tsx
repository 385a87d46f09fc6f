import { useI18n } from '../../i18n/use-i18n.ts';
import { useSearch } from '../../net/navigation.ts';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** Where failed calls land: the message and status the client put into the query. */
export function ErrorPage() {
  const { t } = useI18n();
  const query = new URLSearchParams(useSearch());
  const message = query.get('message');
  const status = query.get('status');
  return (
    <PageFrame title={t('error.title')}>
      <p className="lead">{message || t('error.noMessage')}</p>
      {status !== null && <p className="text-body-secondary">{t('error.status', { status })}</p>}
      <Link href="/" className="btn btn-primary">
        {t('error.home')}
      </Link>
    </PageFrame>
  );
}
