/**
 * Wedding marketplaces and directories a real wedding's link may not point to (spec section 5: "the url must
 * not contain any address on a competitor blocklist"). Data, not rules: add a site here and every check
 * (server and browser) refuses it. A link is refused when it contains one of these anywhere, as a whole name.
 */
export const competitorSites: readonly string[] = [
  'hitched.co.uk',
  'weddingwire.com',
  'weddingwire.co.uk',
  'theknot.com',
  'zola.com',
  'bridebook.com',
  'bridebook.co.uk',
  'guidesforbrides.co.uk',
  'coolplaces.co.uk',
  'hochzeitsportal24.de',
  'hochzeits-location.info',
  'weddyplace.com',
  'mariages.net',
  'zankyou.fr',
  'zankyou.com',
  'mariage.com',
  'bodas.net',
  'matrimonio.com',
];
