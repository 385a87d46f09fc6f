import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { Toast } from './toast.tsx';
import { hideToast, toastStore } from './toast-store.ts';

/** Where toasts appear; mounted once by the app frame. */
export function ToastRegion() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  return (
    <section
      className="toast-container position-fixed bottom-0 end-0 p-3"
      aria-label={t('common.notifications')}
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          text={toast.text}
          variant={toast.variant}
          delayMs={toast.delayMs}
          onHide={() => hideToast(toast.id)}
        />
      ))}
    </section>
  );
}
