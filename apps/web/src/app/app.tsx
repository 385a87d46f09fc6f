import { useEffect } from 'react';
import { AlertWatch } from '../features/alerts/alert-watch.tsx';
import { useI18n } from '../i18n/use-i18n.ts';
import { afterBackgroundHolds } from '../store/background-gate.ts';
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
  // After what a page holds the main thread for (the history's day curve), not before it.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterBackgroundHolds(() => {
      stop = startHistory();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, []);
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
