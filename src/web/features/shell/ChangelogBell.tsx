import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeferredPopup } from '../../ui/DeferredPopup.tsx';
import type { ChangelogPanelProps } from './ChangelogPanel.tsx';
import { useChangelog } from './use-changelog.ts';

const loadChangelogPanel = async () => (await import('./ChangelogPanel.tsx')).ChangelogPanel;

function BellIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's notifications bell: "What's new" (spec "Changelog notice": shown to venues in GB only, PortalShell). A
 * dot while an article is unread; the panel (its code loads after the first paint) lists the newest and opening it
 * marks them read.
 */
export function ChangelogBell() {
  const { t } = useTranslation('shell');
  const { articles, unseenIds, markRead } = useChangelog();
  const unread = unseenIds.size > 0;
  return (
    <DeferredPopup<ChangelogPanelProps>
      kind="dialog"
      load={loadChangelogPanel}
      popupProps={{ articles, unseenIds, onOpen: markRead }}
      target={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t(unread ? 'changelog.bellUnread' : 'changelog.bell')}
        >
          <Indicator disabled={!unread} color="pink.8" size={9} offset={2} withBorder>
            <BellIcon />
          </Indicator>
        </ActionIcon>
      }
    />
  );
}
