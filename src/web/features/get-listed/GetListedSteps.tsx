import { Alert, Button, Container, Group, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { breakpoints } from '../../../domain/breakpoints.ts';
import { toSupplierFields } from '../../../domain/get-listed.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { ApiError } from '../../app/api.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { EndOfTrialPopup } from '../shell/EndOfTrialPopup.tsx';
import { AddressStep } from './AddressStep.tsx';
import { BusinessStep } from './BusinessStep.tsx';
import { ProfileExists, type ExistingListing } from './ProfileExists.tsx';
import { useCreateSupplier, useValidateStep1 } from './use-get-listed-calls.ts';
import { useGetListedForm } from './use-get-listed-form.ts';
import { useLocateAddress } from './use-locate-address.ts';

/**
 * The two steps of /get-listed (spec sections 2 and 4) for a signed-in user: step 1 is validated, by the rules and by
 * the server's search for an existing listing, then step 2 is submitted. The e-mail starts as the account's; the first
 * name is asked when the account has none. Success resets the form, reloads the viewer (the new supplier is the
 * active one) and opens the dashboard.
 */
export function GetListedSteps({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('getListed');
  const navigate = useNavigate();
  const firstName = viewer.user.firstName.trim();
  const [askFirstName] = useState(firstName === '');
  const getListed = useGetListedForm({ email: viewer.user.email, locale: viewer.user.l10n.locale, askFirstName });
  const { form } = getListed;
  const validateStep1 = useValidateStep1();
  const createSupplier = useCreateSupplier();
  const locator = useLocateAddress(getListed);
  const [step, setStep] = useState(0);
  const [existing, setExisting] = useState<ExistingListing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // on a phone both step labels fit on one line only without their descriptions
  const mobile = useMediaQuery(`(max-width: ${breakpoints.tabletMin - 1}px)`);

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
      form.setErrors(error.fields);
      if (getListed.hasStep1Error(error.fields)) setStep(0);
      return;
    }
    // spec section 8: "Something went wrong" plus the status text
    setFailure(error instanceof ApiError ? `${error.status} ${error.message}` : (error as Error).message);
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    setExisting(null);
    setFailure(null);
  };

  const submitStep1 = async (event: FormEvent) => {
    start(event);
    if (Object.keys(await getListed.validateStep1()).length > 0) return;
    const { name, slug, email, phone, website, countryCode } = form.getValues();
    try {
      const answer = await validateStep1.mutateAsync({ name, slug, email, phone, website, countryCode });
      if (answer.valid) setStep(1);
      else setExisting(answer);
    } catch (error) {
      showFailure(error);
    }
  };

  const submitAll = async (event: FormEvent) => {
    start(event);
    // "Find address" is no hidden step: an address not yet located is looked up now (or the lookup under way is
    // awaited)
    const { lat, lng } = form.getValues();
    if ((lat === null || lng === null) && !(await locator.locate())) return;
    const errors = await getListed.validateAll();
    if (Object.keys(errors).length > 0) {
      if (getListed.hasStep1Error(errors)) setStep(0);
      return;
    }
    try {
      const values = form.getValues();
      const answer = await createSupplier.mutateAsync({
        supplierFields: toSupplierFields(values),
        firstName: getListed.askFirstName ? values.firstName.trim() : undefined,
      });
      if (!answer.valid) {
        setExisting(answer);
        return;
      }
      form.reset();
      showSnackbar({ mode: 'success', text: t('success') });
      await navigate('/dashboard');
    } catch (error) {
      showFailure(error);
    }
  };

  return (
    <Container size={560} px="md" py="xl">
      <Title order={1}>{t('title')}</Title>
      <Text c="dimmed" mb="lg">
        {/* greeted by first name, never by e-mail address */}
        {firstName ? t('introWithName', { name: firstName }) : t('intro')}
      </Text>
      <Stepper
        active={step}
        onStepClick={(index) => index < step && setStep(index)}
        allowNextStepsSelect={false}
        size="sm"
        mb="md"
      >
        <Stepper.Step label={t('steps.business')} description={mobile ? undefined : t('steps.businessDescription')}>
          <form noValidate onSubmit={(event) => void submitStep1(event)} aria-label={t('steps.business')}>
            <BusinessStep getListed={getListed} />
            <Group justify="flex-end" mt="lg">
              <Button type="submit" loading={validateStep1.isPending}>
                {t('next')}
              </Button>
            </Group>
          </form>
          {/* spec section 2: the end-of-trial popup at step 1 (a user adding another business may be on a trial) */}
          <EndOfTrialPopup viewer={viewer} />
        </Stepper.Step>
        <Stepper.Step label={t('steps.address')} description={mobile ? undefined : t('steps.addressDescription')}>
          <form noValidate onSubmit={(event) => void submitAll(event)} aria-label={t('steps.address')}>
            <AddressStep getListed={getListed} locator={locator} />
            <Group justify="space-between" mt="lg">
              <Button variant="default" onClick={() => setStep(0)}>
                {t('back')}
              </Button>
              <Button type="submit" loading={createSupplier.isPending || locator.isLocating}>
                {t('submit')}
              </Button>
            </Group>
          </form>
        </Stepper.Step>
      </Stepper>
      {existing && <ProfileExists listing={existing} />}
      {failure && (
        <Alert color="red" role="alert" title={t('common:errors.generic')}>
          {failure}
        </Alert>
      )}
    </Container>
  );
}
