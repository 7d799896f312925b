import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker } from 'react-router';

const PublishBlocker = createContext<(blocker: Blocker | null) => void>(() => undefined);

/** Holds the one leave-with-unsaved-changes popup of the app (spec section 2 "Popups and messages"). */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [blocker, setBlocker] = useState<Blocker | null>(null);
  return (
    <PublishBlocker.Provider value={setBlocker}>
      {children}
      <LeavePopup blocker={blocker} />
    </PublishBlocker.Provider>
  );
}

function LeavePopup({ blocker }: { blocker: Blocker | null }) {
  const { t } = useTranslation('shell');
  // closing the popup keeps the user on the page with their changes
  const stay = () => blocker?.reset?.();
  return (
    <Modal opened={blocker?.state === 'blocked'} onClose={stay} title={t('unsaved.title')} centered>
      <Text size="sm">{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay}>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker?.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Asks before leaving a page with unsaved changes: another route of the portal opens the popup,
 * closing or reloading the tab the browser's own prompt.
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
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
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
