import { Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FooterLink } from './FooterLink.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { footerFor } from '../../../domain/footer.ts';
import classes from './footer.module.css';

/**
 * The signed-in app's own footer (issue 34): one line of the spec's footer links a supplier needs at work, per the
 * supplier's country (src/domain/footer.ts): help, the legal pages and the contact address. The marketing footer
 * (about us, press, social links) belongs to the signed-out pages.
 */
export function AppFooter({ country }: { country: string }) {
  const { t } = useTranslation('shell');
  const footer = footerFor(country);
  return (
    <Box component="footer" mt="xl" pt="sm" className={classes.footer}>
      <Group gap="md" component="nav" aria-label={t('footer.app')}>
        <FooterLink size="xs" href={footer.supportCentre ?? footer.business.faq}>
          {t(footer.supportCentre ? 'footer.business.supportCentre' : 'footer.business.faq')}
        </FooterLink>
        <LegalLinks footer={footer} size="xs" />
        <FooterLink size="xs" href={`mailto:${footer.about.contactEmail}`}>
          {footer.about.contactEmail}
        </FooterLink>
      </Group>
    </Box>
  );
}
