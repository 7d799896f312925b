import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultInviteRole, supplierRoles } from '../../../domain/roles.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { FormCard } from '../../ui/FormCard.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import type { useTeamChanges } from './team-calls.ts';

const loadInviteFormSchema = async () => (await import('../../../domain/team.ts')).inviteFormSchema;

/** Invite someone by e-mail with a role (admin by default, spec section 4); the link is mailed to them. */
export function InviteForm({ invite }: { invite: ReturnType<typeof useTeamChanges>['invite'] }) {
  const { t } = useTranslation('team');
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: '', role: defaultInviteRole },
    loadSchema: loadInviteFormSchema,
    submit: async (values) => {
      await invite.mutateAsync({ email: values.email, role: values.role });
      showSnackbar({ mode: 'success', text: t('invites.sent', { email: values.email.trim() }) });
      form.reset();
    },
  });

  return (
    <FormCard
      id="team-invite"
      title={t('invites.new')}
      submitLabel={t('invites.send')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <TextInput
        label={t('invites.email')}
        description={t('invites.newIntro')}
        type="email"
        autoComplete="off"
        required
        {...inputProps('email')}
      />
      <DeferredSelect
        label={t('invites.role')}
        data={supplierRoles.map((role) => ({
          value: role,
          label: t(`roles.${role}`),
          description: t(`roleRights.${role}`),
        }))}
        allowDeselect={false}
        required
        {...inputProps('role')}
      />
    </FormCard>
  );
}
