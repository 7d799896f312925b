import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tierColour, type Tier, type TierColour } from '../../../domain/tiers.ts';

/** The spec's tier colours (gold, blue, grey) as theme colours. */
export const tierThemeColour: Record<TierColour, string> = { gold: 'yellow', blue: 'blue', grey: 'gray' };

export function TierBadge({ tier, ...props }: { tier: Tier } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('tiers');
  return (
    <Badge color={tierThemeColour[tierColour(tier)]} variant="light" {...props}>
      {t(`names.${tier}`)}
    </Badge>
  );
}
