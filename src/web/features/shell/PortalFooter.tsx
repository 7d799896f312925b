import { Anchor, Box, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { footerFor } from '../../../domain/footer.ts';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  const external = href.startsWith('http');
  return (
    <Anchor
      href={href}
      size="sm"
      c="dimmed"
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </Anchor>
  );
}

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

/** Spec section 2 "Footer", per the supplier's country (src/domain/footer.ts). */
export function PortalFooter({ country }: { country: string }) {
  const { t } = useTranslation('shell');
  const footer = footerFor(country);
  return (
    <Box
      component="footer"
      mt="xl"
      pt="lg"
      pb="md"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Column title={t('footer.about.title')}>
          <FooterLink href={footer.about.about}>{t('footer.about.aboutUs')}</FooterLink>
          <FooterLink href={footer.about.press}>{t('footer.about.press')}</FooterLink>
          <FooterLink href={`mailto:${footer.about.contactEmail}`}>{footer.about.contactEmail}</FooterLink>
        </Column>
        <Column title={t('footer.business.title')}>
          <FooterLink href={footer.business.landing}>{t('footer.business.landing')}</FooterLink>
          <FooterLink href={footer.business.pricing}>{t('footer.business.pricing')}</FooterLink>
          <FooterLink href={footer.business.faq}>{t('footer.business.faq')}</FooterLink>
          {footer.supportCentre && (
            <FooterLink href={footer.supportCentre}>{t('footer.business.supportCentre')}</FooterLink>
          )}
        </Column>
        <Column title={t('footer.couples.title')}>
          <FooterLink href={footer.couples.site}>{t('footer.couples.site')}</FooterLink>
        </Column>
      </SimpleGrid>
      <Divider my="md" />
      <Group justify="space-between" gap="sm">
        <Group gap="md" component="nav" aria-label={t('footer.legal')}>
          {footer.bottom.impressum && (
            <FooterLink href={footer.bottom.impressum}>{t('footer.bottom.impressum')}</FooterLink>
          )}
          <FooterLink href={footer.bottom.privacy}>{t('footer.bottom.privacy')}</FooterLink>
          <FooterLink href={footer.bottom.terms}>{t('footer.bottom.terms')}</FooterLink>
          <FooterLink href={footer.bottom.cookies}>{t('footer.bottom.cookies')}</FooterLink>
          <FooterLink href={footer.bottom.contactUs}>{t('footer.bottom.contactUs')}</FooterLink>
        </Group>
        <Group gap="md" aria-label={t('footer.social')}>
          {footer.social.map((link) => (
            <FooterLink key={link.network} href={link.url}>
              {t(`footer.networks.${link.network}`)}
            </FooterLink>
          ))}
        </Group>
      </Group>
    </Box>
  );
}
