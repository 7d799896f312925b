import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../../domain/team.ts';
import { LockIcon } from '../shell/LockIcon.tsx';
import { TierLock } from './TierLock.tsx';
import type { Gate } from './use-enquiry-gates.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

interface OwnerFilterProps {
  gate: Gate;
  /** "all", "none" or a user id. */
  value: string;
  team: readonly TeamMember[];
  onChange: (owner: string) => void;
}

/** Whose enquiries: all, none assigned, or one team member's (tier lite; locked below it, naming the tier). */
export function OwnerFilter({ gate, value, team, onChange }: OwnerFilterProps) {
  const { t } = useTranslation('enquiries');
  const data = [
    { value: 'all', label: t('ownerFilter.all') },
    { value: 'none', label: t('ownerFilter.none') },
    ...team.map((member) => ({ value: member.id, label: member.name })),
  ];
  return (
    <Stack gap={4} w={{ base: '100%', sm: 260 }}>
      <DeferredSelect
        label={t('list.owner')}
        data={gate.open ? data : data.slice(0, 1)}
        value={gate.open ? value : 'all'}
        onChange={(owner) => owner && onChange(owner)}
        allowDeselect={false}
        disabled={!gate.open}
        leftSection={gate.open ? undefined : <LockIcon />}
      />
      <TierLock gate={gate} feature="enquiryOwner" />
    </Stack>
  );
}
