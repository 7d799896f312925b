import type { CountryCode } from '../countries.ts';

/**
 * The counties (or states, Länder, cantons, régions, voivodeships) a supplier can add for the multi-county
 * boost, per market; the UK list is served as /static/location/uk.json (spec section 7), the others as
 * /static/location/{country}.json. Names as addresses give them in adminArea[0] (English exonyms where the
 * geocoder gives them so). Russia is offered by its largest federal subjects only (docs/decisions.md).
 */
const uk = [
  // England (ceremonial counties)
  'Bedfordshire', 'Berkshire', 'Bristol', 'Buckinghamshire', 'Cambridgeshire', 'Cheshire', 'City of London', 'Cornwall', 'Cumbria', 'Derbyshire', 'Devon',
  'Dorset', 'County Durham', 'East Riding of Yorkshire', 'East Sussex', 'Essex', 'Gloucestershire', 'Greater London', 'Greater Manchester', 'Hampshire',
  'Herefordshire', 'Hertfordshire', 'Isle of Wight', 'Kent', 'Lancashire', 'Leicestershire', 'Lincolnshire', 'Merseyside', 'Norfolk', 'North Yorkshire',
  'Northamptonshire', 'Northumberland', 'Nottinghamshire', 'Oxfordshire', 'Rutland', 'Shropshire', 'Somerset', 'South Yorkshire', 'Staffordshire',
  'Suffolk', 'Surrey', 'Tyne and Wear', 'Warwickshire', 'West Midlands', 'West Sussex', 'West Yorkshire', 'Wiltshire', 'Worcestershire',
  // Wales (preserved counties)
  'Clwyd', 'Dyfed', 'Gwent', 'Gwynedd', 'Mid Glamorgan', 'Powys', 'South Glamorgan', 'West Glamorgan',
  // Scotland (lieutenancy areas, grouped as couples search them)
  'Aberdeenshire', 'Angus', 'Argyll and Bute', 'Ayrshire', 'Dumfries and Galloway', 'Dunbartonshire', 'Edinburgh', 'Fife', 'Glasgow', 'Highland',
  'Lanarkshire', 'Lothian', 'Moray', 'Orkney', 'Perth and Kinross', 'Renfrewshire', 'Scottish Borders', 'Shetland', 'Stirling and Falkirk', 'Western Isles',
  // Northern Ireland
  'County Antrim', 'County Armagh', 'County Down', 'County Fermanagh', 'County Londonderry', 'County Tyrone',
];

export const regionsByCountry: Record<CountryCode, readonly string[]> = {
  GB: uk,
  DE: [
    'Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern', 'Niedersachsen', 'Nordrhein-Westfalen',
    'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen',
  ],
  AT: ['Burgenland', 'Kärnten', 'Niederösterreich', 'Oberösterreich', 'Salzburg', 'Steiermark', 'Tirol', 'Vorarlberg', 'Wien'],
  CH: [
    'Aargau', 'Appenzell Ausserrhoden', 'Appenzell Innerrhoden', 'Basel-Landschaft', 'Basel-Stadt', 'Bern', 'Fribourg', 'Genève', 'Glarus', 'Graubünden', 'Jura',
    'Luzern', 'Neuchâtel', 'Nidwalden', 'Obwalden', 'Schaffhausen', 'Schwyz', 'Solothurn', 'St. Gallen', 'Thurgau', 'Ticino', 'Uri', 'Valais', 'Vaud', 'Zug',
    'Zürich',
  ],
  FR: [
    'Auvergne-Rhône-Alpes', 'Bourgogne-Franche-Comté', 'Bretagne', 'Centre-Val de Loire', 'Corse', 'Grand Est', 'Hauts-de-France', 'Île-de-France', 'Normandie',
    'Nouvelle-Aquitaine', 'Occitanie', 'Pays de la Loire', "Provence-Alpes-Côte d'Azur",
  ],
  PL: [
    'Dolnośląskie', 'Kujawsko-Pomorskie', 'Lubelskie', 'Lubuskie', 'Łódzkie', 'Małopolskie', 'Mazowieckie', 'Opolskie', 'Podkarpackie', 'Podlaskie', 'Pomorskie',
    'Śląskie', 'Świętokrzyskie', 'Warmińsko-Mazurskie', 'Wielkopolskie', 'Zachodniopomorskie',
  ],
  US: [
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii',
    'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi',
    'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
    'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington',
    'West Virginia', 'Wisconsin', 'Wyoming',
  ],
  RU: [
    'Moscow', 'Moscow Oblast', 'Saint Petersburg', 'Leningrad Oblast', 'Krasnodar Krai', 'Sverdlovsk Oblast', 'Novosibirsk Oblast', 'Tatarstan',
    'Nizhny Novgorod Oblast', 'Rostov Oblast', 'Samara Oblast', 'Bashkortostan', 'Chelyabinsk Oblast', 'Kaliningrad Oblast', 'Primorsky Krai',
  ],
};

/** The file name of a market's list under /static/location/ (the spec names uk.json). */
export const regionFileOf = (country: CountryCode): string => (country === 'GB' ? 'uk' : country.toLowerCase());
