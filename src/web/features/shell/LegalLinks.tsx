import type { MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { footerFor } from '../../../domain/footer.ts';
import { FooterLink } from './FooterLink.tsx';

/** The country's legal pages (impressum where the law asks for one, privacy, terms, cookies): in both footers. */
export function LegalLinks({ footer, size }: { footer: ReturnType<typeof footerFor>; size: MantineSize }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {footer.bottom.impressum && (
        <FooterLink size={size} href={footer.bottom.impressum}>
          {t('footer.bottom.impressum')}
        </FooterLink>
      )}
      <FooterLink size={size} href={footer.bottom.privacy}>
        {t('footer.bottom.privacy')}
      </FooterLink>
      <FooterLink size={size} href={footer.bottom.terms}>
        {t('footer.bottom.terms')}
      </FooterLink>
      <FooterLink size={size} href={footer.bottom.cookies}>
        {t('footer.bottom.cookies')}
      </FooterLink>
    </>
  );
}
