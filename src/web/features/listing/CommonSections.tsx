import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { editableSocialNetworks, nearbyTransportFields } from '../../../domain/listing/listing-form.ts';
import { specialistWeddingFlags } from '../../../domain/listing/template.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useFieldProps } from './listing-form-context.ts';
import { DeferredNumberInput } from '../../ui/DeferredNumberInput.tsx';

const twoColumns = { base: 1, sm: 2 } as const;

export function IdentitySection() {
  const { t } = useTranslation('listing');
  const { text } = useFieldProps();
  return (
    <SectionCard id="listing-identity" title={t('sections.identity')}>
      <TextInput required autoComplete="organization" {...text('name')} />
      <Textarea autosize minRows={2} maxRows={4} description={t('hints.description')} {...text('description')} />
      <Textarea autosize minRows={5} maxRows={16} {...text('detailedDescription')} />
      <Textarea autosize minRows={3} maxRows={8} {...text('managerPersonalMessage')} />
    </SectionCard>
  );
}

export function ContactSection() {
  const { t } = useTranslation('listing');
  const { text, check } = useFieldProps();
  return (
    <SectionCard id="listing-contact" title={t('sections.contact')}>
      <SimpleGrid cols={twoColumns}>
        <TextInput required type="email" autoComplete="email" {...text('email')} />
        <TextInput required type="tel" autoComplete="tel" {...text('phone')} />
      </SimpleGrid>
      <TextInput required type="url" autoComplete="url" {...text('website')} />
      <TextInput autoComplete="address-line1" {...text('address')} />
      <Checkbox description={t('hints.hideFirstAddressLine')} {...check('hideFirstAddressLine')} />
      <SimpleGrid cols={twoColumns}>
        <TextInput required autoComplete="address-level2" {...text('town')} />
        <TextInput required autoComplete="postal-code" {...text('postcode')} />
        <TextInput autoComplete="address-level1" {...text('county')} />
        <TextInput autoComplete="country-name" {...text('country')} />
      </SimpleGrid>
    </SectionCard>
  );
}

export function TransportSection() {
  const { t } = useTranslation('listing');
  const { text } = useFieldProps();
  return (
    <SectionCard id="listing-transport" title={t('sections.transport')}>
      <SimpleGrid cols={twoColumns}>
        {nearbyTransportFields.map((field) => (
          <TextInput key={field} {...text(field)} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

export function CompanySection() {
  const { t } = useTranslation('listing');
  const { text, check } = useFieldProps();
  return (
    <SectionCard id="listing-company" title={t('sections.company')}>
      <SimpleGrid cols={twoColumns}>
        <DeferredNumberInput
          min={0}
          max={new Date().getFullYear()}
          allowNegative={false}
          allowDecimal={false}
          thousandSeparator=""
          {...text('yearBusinessWasEstablished')}
        />
        <DeferredNumberInput min={0} allowNegative={false} allowDecimal={false} {...text('noOfPeopleInTeam')} />
        <TextInput description={t('hints.noOfWeddingsHosted')} {...text('noOfWeddingsHosted')} />
        <TextInput {...text('nameOfWeddingContact')} />
      </SimpleGrid>
      <Checkbox {...check('publicLiabilityInsurance')} />
      <Textarea autosize minRows={2} maxRows={6} {...text('travelNotes')} />
    </SectionCard>
  );
}

export function SocialSection() {
  const { t } = useTranslation('listing');
  const { text } = useFieldProps();
  return (
    <SectionCard id="listing-social" title={t('sections.social')}>
      <SimpleGrid cols={twoColumns}>
        {editableSocialNetworks.map((network) => (
          <TextInput key={network} type="url" placeholder="https://" {...text(`social.${network}`)} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

export function SpecialistSection() {
  const { t } = useTranslation('listing');
  const { text, check } = useFieldProps();
  return (
    <SectionCard id="listing-specialist" title={t('sections.specialist')}>
      <Stack gap="xs">
        {specialistWeddingFlags.map((flag) => (
          <Checkbox key={flag} {...check(`specialistWeddingSection.${flag}`)} />
        ))}
      </Stack>
      <TextInput {...text('specialistWeddingSection.otherWeddingSpecialistDetails')} />
    </SectionCard>
  );
}
