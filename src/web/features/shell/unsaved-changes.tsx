import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker, type Blocker } from 'react-router';

// the popup's code (Mantine's Modal) is fetched when a page first has unsaved changes, not with the shell
const loadLeavePopup = async () => ({ default: (await import('./LeavePopup.tsx')).LeavePopup });
const LeavePopup = lazy(loadLeavePopup);

const PublishBlocker = createContext<(blocker: Blocker | null) => void>(() => undefined);

/** Holds the one leave-with-unsaved-changes popup of the app (spec section 2 "Popups and messages"). */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  return (
    <PublishBlocker.Provider value={setBlocker}>
      {children}
      {blocker && (
        <Suspense fallback={null}>
          <LeavePopup blocker={blocker} />
        </Suspense>
      )}
    </PublishBlocker.Provider>
  );
}

/**
 * Asks before leaving a page with unsaved changes: another route of the portal opens the popup,
 * closing or reloading the tab the browser's own prompt.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string };
      nextLocation: { pathname: string };
    }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  const publish = useContext(PublishBlocker);

  useEffect(() => {
    publish(blocker.state === 'blocked' ? blocker : null);
  }, [blocker, publish]);
  useEffect(() => () => publish(null), [publish]);

  useEffect(() => {
    if (!isDirty) return undefined;
    // a prefetch: if it fails, React.lazy loads the popup again when it shows
    void loadLeavePopup();
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
