import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tierColour, type Tier, type TierColour } from '../../../domain/tiers.ts';

/** The spec's tier colours (gold, blue, grey) as theme colours. */
const tierThemeColour: Record<TierColour, string> = { gold: 'yellow', blue: 'blue', grey: 'gray' };

/** A tier's name is short and never cut: a table column or a narrow header makes room for it (no "KOSTE…"). */
export function TierBadge({ tier, ...props }: { tier: Tier } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('tiers');
  const colour = tierColour(tier);
  return (
    // yellow text on the light gold fill fails AA contrast: the gold badge reads in dark text
    <Badge
      color={tierThemeColour[colour]}
      c={colour === 'gold' ? 'dark.7' : undefined}
      variant="light"
      miw="max-content"
      {...props}
    >
      {t(`names.${tier}`)}
    </Badge>
  );
}
