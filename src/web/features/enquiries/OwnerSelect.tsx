import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import type { TeamMember } from '../../../domain/team.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TierLock } from './TierLock.tsx';
import type { Gate } from './use-enquiry-gates.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

interface OwnerSelectProps {
  enquiry: EnquiryDetail;
  gate: Gate;
  team: readonly TeamMember[];
  canEdit: boolean;
  onChange: (owner: string | null) => void;
}

const nobody = 'none';

/** Who on the team looks after the enquiry (tier lite), or nobody. */
export function OwnerSelect({ enquiry, gate, team, canEdit, onChange }: OwnerSelectProps) {
  const { t } = useTranslation('enquiries');
  const members = team.map((m) => ({ value: m.id, label: m.name }));
  // an owner who has left the team still shows until someone else is chosen
  if (enquiry.owner && !team.some((m) => m.id === enquiry.owner?.id))
    members.push({ value: enquiry.owner.id, label: enquiry.owner.name });
  return (
    <SectionCard id="enquiry-owner" title={t('detail.owner')}>
      {gate.open ? (
        <DeferredSelect
          label={t('detail.assignTo')}
          data={[{ value: nobody, label: t('ownerFilter.none') }, ...members]}
          value={enquiry.owner?.id ?? nobody}
          onChange={(value) => value && onChange(value === nobody ? null : value)}
          allowDeselect={false}
          disabled={!canEdit}
        />
      ) : (
        <TierLock gate={gate} feature="enquiryOwner" />
      )}
    </SectionCard>
  );
}
