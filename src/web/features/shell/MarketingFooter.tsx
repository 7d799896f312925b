import { Box, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterLink } from './FooterLink.tsx';
import { LegalLinks } from './LegalLinks.tsx';
import { footerFor } from '../../../domain/footer.ts';
import classes from './footer.module.css';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Spec section 2 "Footer", per country (src/domain/footer.ts): the marketing footer of the signed-out pages; the
 * signed-in app ends with its one-line AppFooter instead.
 */
export function MarketingFooter({ country }: { country: string }) {
  const { t } = useTranslation('shell');
  const footer = footerFor(country);
  return (
    <Box component="footer" mt="xl" pt="lg" pb="md" px="md" className={classes.footer}>
      <Group align="flex-start" gap="xl">
        <Column title={t('footer.about.title')}>
          <FooterLink size="sm" href={footer.about.about}>
            {t('footer.about.aboutUs')}
          </FooterLink>
          <FooterLink size="sm" href={footer.about.press}>
            {t('footer.about.press')}
          </FooterLink>
          <FooterLink size="sm" href={`mailto:${footer.about.contactEmail}`}>
            {footer.about.contactEmail}
          </FooterLink>
        </Column>
        <Column title={t('footer.business.title')}>
          <FooterLink size="sm" href={footer.business.landing}>
            {t('footer.business.landing')}
          </FooterLink>
          <FooterLink size="sm" href={footer.business.pricing}>
            {t('footer.business.pricing')}
          </FooterLink>
          <FooterLink size="sm" href={footer.business.faq}>
            {t('footer.business.faq')}
          </FooterLink>
          {footer.supportCentre && (
            <FooterLink size="sm" href={footer.supportCentre}>
              {t('footer.business.supportCentre')}
            </FooterLink>
          )}
        </Column>
        <Column title={t('footer.couples.title')}>
          <FooterLink size="sm" href={footer.couples.site}>
            {t('footer.couples.site')}
          </FooterLink>
        </Column>
      </Group>
      <Divider my="md" />
      <Group justify="space-between" gap="sm">
        <Group gap="md" component="nav" aria-label={t('footer.legal')}>
          <LegalLinks footer={footer} size="sm" />
          <FooterLink size="sm" href={footer.bottom.contactUs}>
            {t('footer.bottom.contactUs')}
          </FooterLink>
        </Group>
        <Group gap="md" aria-label={t('footer.social')}>
          {footer.social.map((link) => (
            <FooterLink size="sm" key={link.network} href={link.url}>
              {t(`footer.networks.${link.network}`)}
            </FooterLink>
          ))}
        </Group>
      </Group>
    </Box>
  );
}
