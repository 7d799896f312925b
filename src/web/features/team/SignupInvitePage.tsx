import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { portalEvents } from '../../../domain/analytics-events.ts';
import { readInviteLink, signupInvitePath, type InviteLink } from '../../../domain/invites.ts';
import type { InviteDetails } from '../../../domain/team.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { BusyForm } from '../../ui/BusyForm.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { track } from '../analytics/track.ts';
import { AuthCard } from '../auth/AuthCard.tsx';
import { authCalls } from '../auth/auth-calls.ts';
import { EmailPasswordFields } from '../auth/EmailPasswordFields.tsx';
import { loadCredentialsSchema } from '../auth/account-form-schemas.ts';
import { SocialSignInButtons, useDifferentCredentialFailure } from '../auth/SocialSignIn.tsx';
import { signOut } from '../auth/sign-out.ts';
import { useEnterPortal } from '../auth/use-enter-portal.ts';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useViewer } from '../viewer/use-viewer.ts';
import { inviteCalls } from './team-calls.ts';

/** Spec section 4: a sign-in with a collaborator invite in play that failed emits the failed-to-claim event. */
function reportFailedClaim(link: InviteLink): void {
  track({ ...portalEvents.failedToClaimInvite, specificEventProps: { nonceId: link.nonceId } });
}

/**
 * /signup-invite?nonceId=…&nonceSecret=…: who invites the visitor to which business; the invited address
 * signs in, or its account is made (the server looks up its sign-in methods), and the invite is applied.
 */
export function SignupInvitePage() {
  const { t } = useTranslation('team');
  const [params] = useSearchParams();
  const link = readInviteLink(params);
  const viewer = useViewer();
  // once accepted, the invite is used up: entering the portal drops every cached answer, and asking for the invite's
  // details again would only get a 404
  const [accepted, setAccepted] = useState(false);
  const details = useQuery({
    queryKey: ['invite', link?.nonceId],
    queryFn: () => inviteCalls.details(link!),
    enabled: link !== null && !accepted,
    retry: false,
  });

  if (viewer.isPending || (link && details.isPending)) return <FullPageLoader />;
  if (!link || !details.data) {
    return (
      <AuthCard title={t('title')}>
        <Alert color="red" role="alert">
          {t('accept.invalid')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('accept.toLogin')}
        </Anchor>
      </AuthCard>
    );
  }
  const onAccepted = () => setAccepted(true);
  return viewer.data ? (
    <AcceptSignedIn link={link} invite={details.data} viewer={viewer.data} onAccepted={onAccepted} />
  ) : (
    <AcceptSignedOut link={link} invite={details.data} onAccepted={onAccepted} />
  );
}

function InviteIntro({ invite }: { invite: InviteDetails }) {
  const { t } = useTranslation('team');
  const values = { supplier: invite.supplierName, inviter: invite.inviterName, role: t(`roles.${invite.role}`) };
  return (
    <>
      <Text>{t(invite.inviterName ? 'accept.intro' : 'accept.introNoInviter', values)}</Text>
      <Text size="sm" c="dimmed">
        {t('accept.forEmail', { email: invite.email })}
      </Text>
    </>
  );
}

interface AcceptProps {
  link: InviteLink;
  invite: InviteDetails;
  /** Called before entering the portal: the invite is used up. */
  onAccepted: () => void;
}

function AcceptSignedOut({ link, invite, onAccepted }: AcceptProps) {
  const { t } = useTranslation('team');
  const locale = useCurrentLocale();
  const { enter } = useEnterPortal();
  const location = useLocation();
  const differentCredential = useDifferentCredentialFailure();
  const { busy, failure, onSubmit, inputProps } = useSchemaForm({
    initialValues: { email: invite.email, password: '' },
    loadSchema: loadCredentialsSchema,
    networkField: 'password',
    failureOf: differentCredential,
    submit: async (values) => {
      try {
        await authCalls.verifyPermissions(values.email, { invite: link, signingUp: false });
        const { redirectTo } = await inviteCalls.accept({ ...link, ...values, locale });
        onAccepted();
        await enter(redirectTo);
      } catch (error) {
        reportFailedClaim(link);
        throw error;
      }
    },
  });

  return (
    <AuthCard title={t('accept.title', { supplier: invite.supplierName })}>
      <InviteIntro invite={invite} />
      {/* an address that signs in with Google or Facebook comes back here signed in, and joins with one click */}
      <SocialSignInButtons next={`${signupInvitePath}${location.search}`} />
      <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
        <EmailPasswordFields inputProps={inputProps} />
        <Text size="sm" c="dimmed">
          {t('accept.passwordHint')}
        </Text>
        <Button type="submit" loading={busy} fullWidth>
          {t('accept.submit')}
        </Button>
      </BusyForm>
    </AuthCard>
  );
}

/** Signed in already: the invited address accepts with one click; another address is told to switch account. */
function AcceptSignedIn({ link, invite, viewer, onAccepted }: AcceptProps & { viewer: Viewer }) {
  const { t } = useTranslation('team');
  const { enter } = useEnterPortal();
  const accept = useMutation({
    mutationFn: () => inviteCalls.consume({ ...link, userId: viewer.user.id }),
    onSuccess: () => {
      onAccepted();
      return enter('/');
    },
    onError: () => reportFailedClaim(link),
  });
  const sameAddress = viewer.user.email.toLowerCase() === invite.email.toLowerCase();

  return (
    <AuthCard title={t('accept.title', { supplier: invite.supplierName })}>
      <InviteIntro invite={invite} />
      {sameAddress ? (
        <Stack gap="sm">
          {accept.isError && (
            <Alert color="red" role="alert">
              {t('accept.invalid')}
            </Alert>
          )}
          <Button loading={accept.isPending} onClick={() => accept.mutate()} fullWidth>
            {t('accept.join', { supplier: invite.supplierName })}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Alert color="orange">{t('accept.otherAccount', { email: viewer.user.email })}</Alert>
          <Button variant="light" onClick={() => void signOut()}>
            {t('accept.switchAccount')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
