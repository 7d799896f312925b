import { Alert, Fieldset, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isVenue } from '../../../domain/categories.ts';
import type { ListingAnswer } from '../../../domain/listing/listing-api.ts';
import type { Listing } from '../../../domain/listing/template.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { ChecklistSections } from './ChecklistSections.tsx';
import {
  CompanySection,
  ContactSection,
  IdentitySection,
  SocialSection,
  SpecialistSection,
  TransportSection,
} from './CommonSections.tsx';
import { useListing } from './listing-calls.ts';
import { ListingFormProvider } from './listing-form-context.ts';
import { SaveBar } from './SaveBar.tsx';
import { useListingEditor } from './use-listing-editor.tsx';
import { VenueCapacitySection, VenuePricingSection, VenueTimesSection } from './VenueSections.tsx';

function ListingEditor({ supplierId, answer }: { supplierId: string; answer: ListingAnswer }) {
  const { t } = useTranslation('listing');
  const editor = useListingEditor(supplierId, answer);
  const { category } = editor;
  return (
    <ListingFormProvider form={editor.form}>
      <form onSubmit={editor.submit} noValidate>
        <Stack gap="lg">
          {!answer.canEdit && (
            <Alert color="blue" role="status">
              {t('readOnly')}
            </Alert>
          )}
          <Fieldset variant="unstyled" disabled={!answer.canEdit || editor.busy}>
            <Stack gap="lg">
              <IdentitySection />
              <ContactSection />
              <TransportSection />
              <CompanySection />
              {isVenue(category) && (
                <>
                  <VenueCapacitySection />
                  <VenuePricingSection listing={answer.listing as Listing} currency={answer.currency} />
                  <VenueTimesSection />
                </>
              )}
              <ChecklistSections category={category} countryCode={answer.countryCode} />
              <SpecialistSection />
              <SocialSection />
            </Stack>
          </Fieldset>
          {answer.canEdit && <SaveBar state={editor.state} busy={editor.busy} onDiscard={editor.discard} />}
        </Stack>
      </form>
    </ListingFormProvider>
  );
}

/** /supplier: the profile editor of the active supplier's listing (issue 4; access document sections 4 and 5). */
export function ListingPage() {
  const { t } = useTranslation('listing');
  useDocumentTitle(t('title'));
  const supplierId = useActiveSupplier()?.supplier.id ?? '';
  const listing = useListing(supplierId);
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <QueryBody
        query={listing}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(answer) => <ListingEditor key={supplierId} supplierId={supplierId} answer={answer} />}
      </QueryBody>
    </Stack>
  );
}
