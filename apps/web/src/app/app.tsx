import { useEffect } from 'react';
import { AlertWatch } from '../features/alerts/alert-watch.tsx';
import { useI18n } from '../i18n/use-i18n.ts';
import { RestartOverlay } from '../ui/restart-overlay.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { Navbar } from './navbar.tsx';
import { AppRouter } from './router.tsx';
import { startHistory } from './start-history.ts';

/** The whole interface: navigation bar, the current screen, the toast region. */
export function App() {
  const { locale } = useI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(startHistory, []);
  return (
    <>
      <Navbar />
      <main className="container-xxl py-3">
        <AppRouter />
      </main>
      <RestartOverlay />
      <ToastRegion />
      <AlertWatch />
    </>
  );
}
