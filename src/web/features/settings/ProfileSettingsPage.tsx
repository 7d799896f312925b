import { Alert, Avatar, Button, FileButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { profilePhotoMaxBytes, profilePhotoTypes } from '../../../domain/profile-photo.ts';
import { formatFileSize } from '../../../domain/format.ts';
import { ApiError } from '../../app/api.ts';
import { FormCard } from '../../ui/FormCard.tsx';
import { initialsOf } from '../../ui/initials.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useProfile, useRemovePhoto, useSaveProfile, useUploadPhoto, type Profile } from './settings-calls.ts';
import { loadProfileSettingsSchema } from '../auth/account-form-schemas.ts';

function PhotoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;
  const errorKey = error instanceof ApiError ? error.fields.photo : undefined;
  const locale = useCurrentLocale();
  const limit = { size: formatFileSize(profilePhotoMaxBytes, locale) };

  const choose = (file: File | null) => {
    if (!file) return;
    remove.reset();
    upload.mutate(file, { onSuccess: () => showSnackbar({ mode: 'success', text: t('photo.uploaded') }) });
  };
  const removePhoto = () => {
    upload.reset();
    remove.mutate();
  };

  return (
    <SectionCard id="profile-photo" title={t('photo.title')}>
      <Group gap="lg">
        <Avatar src={profile.profilePhoto} size={96} radius={96} alt={t('photo.alt')}>
          {initialsOf(profile)}
        </Avatar>
        <Stack gap="xs">
          <Group gap="sm">
            <FileButton onChange={choose} accept={profilePhotoTypes.join(',')} disabled={busy}>
              {(props) => (
                <Button {...props} loading={upload.isPending}>
                  {profile.profilePhoto ? t('photo.replace') : t('photo.upload')}
                </Button>
              )}
            </FileButton>
            {profile.profilePhoto && (
              <Button variant="default" loading={remove.isPending} disabled={busy} onClick={removePhoto}>
                {t('photo.remove')}
              </Button>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('photo.rule', limit)}
          </Text>
        </Stack>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {errorKey ? t(errorKey, limit) : t('common:errors.generic')}
        </Alert>
      )}
    </SectionCard>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const save = useSaveProfile();
  const { form, busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone },
    loadSchema: loadProfileSettingsSchema,
    submit: async (values) => {
      const { firstName, lastName, phone } = await save.mutateAsync(values);
      form.setInitialValues({ firstName, lastName, phone });
      form.setValues({ firstName, lastName, phone });
      showSnackbar({ mode: 'success', text: t('details.saved') });
    },
  });
  useUnsavedChangesGuard(form.isDirty());

  return (
    <FormCard
      id="profile-details"
      title={t('details.title')}
      submitLabel={t('details.submit')}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <Group grow align="flex-start">
        <TextInput label={t('details.firstName')} autoComplete="given-name" required {...inputProps('firstName')} />
        <TextInput label={t('details.lastName')} autoComplete="family-name" required {...inputProps('lastName')} />
      </Group>
      <TextInput label={t('details.phone')} type="tel" autoComplete="tel" {...inputProps('phone')} />
    </FormCard>
  );
}

/** /profile-settings (spec "Settings form"): first name, last name, phone and the profile photo. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('profileTitle'));
  const profile = useProfile();
  if (profile.isPending) return <FullPageLoader />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('profileTitle')}</Title>
      <PhotoCard profile={profile.data} />
      <DetailsForm profile={profile.data} />
    </Stack>
  );
}
