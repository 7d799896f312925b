import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryValue } from '../../../domain/categories.ts';
import {
  detailsLabelKey,
  flagLabelKey,
  sectionsOf,
  sectionTitleKey,
  type ListingSection,
} from '../../../domain/listing/category-sections.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useFieldProps } from './listing-form-context.ts';

function Checklist({ category, section }: { category: CategoryValue; section: ListingSection }) {
  const { t } = useTranslation(['listing', 'listingFlags']);
  const { text, check } = useFieldProps();
  const details = section.detailsField;
  return (
    <SectionCard id={`listing-${section.key}`} title={t(sectionTitleKey(category, section.key))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing="xs">
        {section.flags.map((flag) => (
          <Checkbox key={flag} {...check(`${section.key}.${flag}`, t(flagLabelKey(category, section.key, flag)))} />
        ))}
      </SimpleGrid>
      {details && <TextInput {...text(`${section.key}.${details}`, t(detailsLabelKey(details)))} />}
    </SectionCard>
  );
}

/** The category's checklists in the supplier's country (spec "Category additions"), from the domain's section lists. */
export function ChecklistSections({ category, countryCode }: { category: CategoryValue; countryCode: string }) {
  return sectionsOf(category, countryCode).map((section) => (
    <Checklist key={section.key} category={category} section={section} />
  ));
}
