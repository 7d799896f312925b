import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown until the viewer, the supplier and its admin data are loaded (spec section 2). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
