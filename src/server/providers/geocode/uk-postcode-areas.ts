import { isUkOutwardCode, ukPostcodesIn } from '../../../domain/field-rules.ts';

/**
 * The post town that names each of the UK's postcode areas (the letters before the first digit: "SW" of
 * "SW1A 1AA"), as Royal Mail names them. No registry package ships postcode centroids, so offline a UK
 * postcode is located at its area's town: coarse, but a supplier who types only a postcode is not
 * turned away (docs/decisions.md, "Get listed"). Crown dependencies (GY, JE, IM) are not portal countries.
 */
export const ukPostcodeAreaTowns: Record<string, string> = {
  AB: 'Aberdeen', AL: 'St Albans', B: 'Birmingham', BA: 'Bath', BB: 'Blackburn', BD: 'Bradford', BH: 'Bournemouth',
  BL: 'Bolton', BN: 'Brighton', BR: 'Bromley', BS: 'Bristol', BT: 'Belfast', CA: 'Carlisle', CB: 'Cambridge',
  CF: 'Cardiff', CH: 'Chester', CM: 'Chelmsford', CO: 'Colchester', CR: 'Croydon', CT: 'Canterbury', CV: 'Coventry',
  CW: 'Crewe', DA: 'Dartford', DD: 'Dundee', DE: 'Derby', DG: 'Dumfries', DH: 'Durham', DL: 'Darlington',
  DN: 'Doncaster', DT: 'Dorchester', DY: 'Dudley', E: 'London', EC: 'London', EH: 'Edinburgh', EN: 'Enfield Town',
  EX: 'Exeter', FK: 'Falkirk', FY: 'Blackpool', G: 'Glasgow', GL: 'Gloucester', GU: 'Guildford', HA: 'Harrow',
  HD: 'Huddersfield', HG: 'Harrogate', HP: 'Hemel Hempstead', HR: 'Hereford', HS: 'Stornoway', HU: 'Kingston upon Hull',
  HX: 'Halifax', IG: 'Ilford', IP: 'Ipswich', IV: 'Inverness', KA: 'Kilmarnock', KT: 'Kingston upon Thames',
  KW: 'Kirkwall', KY: 'Kirkcaldy', L: 'Liverpool', LA: 'Lancaster', LD: 'Llandrindod Wells', LE: 'Leicester',
  LL: 'Llandudno', LN: 'Lincoln', LS: 'Leeds', LU: 'Luton', M: 'Manchester', ME: 'Rochester', MK: 'Milton Keynes',
  ML: 'Motherwell', N: 'London', NE: 'Newcastle upon Tyne', NG: 'Nottingham', NN: 'Northampton', NP: 'Newport',
  NR: 'Norwich', NW: 'London', OL: 'Oldham', OX: 'Oxford', PA: 'Paisley', PE: 'Peterborough', PH: 'Perth',
  PL: 'Plymouth', PO: 'Portsmouth', PR: 'Preston', RG: 'Reading', RH: 'Redhill', RM: 'Romford', S: 'Sheffield',
  SA: 'Swansea', SE: 'London', SG: 'Stevenage', SK: 'Stockport', SL: 'Slough', SM: 'Sutton', SN: 'Swindon',
  SO: 'Southampton', SP: 'Salisbury', SR: 'Sunderland', SS: 'Southend-on-Sea', ST: 'Stoke-on-Trent', SW: 'London',
  SY: 'Shrewsbury', TA: 'Taunton', TD: 'Galashiels', TF: 'Telford', TN: 'Tonbridge', TQ: 'Torquay', TR: 'Truro',
  TS: 'Middlesbrough', TW: 'Twickenham', UB: 'Southall', W: 'London', WA: 'Warrington', WC: 'London', WD: 'Watford',
  WF: 'Wakefield', WN: 'Wigan', WR: 'Worcester', WS: 'Walsall', WV: 'Wolverhampton', YO: 'York', ZE: 'Lerwick',
};

/** The first UK postcode in an address (a full one, or an outward code alone in a part: "SW1A"), with its area's town. */
export function ukPostcodeIn(address: string): { postcode: string; areaTown: string } | null {
  const postcode =
    ukPostcodesIn(address)[0] ??
    address
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .find(isUkOutwardCode);
  const areaTown = postcode ? ukPostcodeAreaTowns[postcode.match(/^[A-Z]{1,2}/)![0]] : undefined;
  return postcode && areaTown ? { postcode, areaTown } : null;
}
