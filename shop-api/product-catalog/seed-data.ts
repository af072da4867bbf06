// Data tables of the demo catalog; seed-catalog.ts combines them with a seeded random source.

/** The two shop areas a product belongs to. */
export type Gender = 'damen' | 'herren';

/** Grammatical gender of an article noun; it picks the adjective ending (Leichter Mantel, Leichte Jacke, Leichtes Kleid). */
export type NounGender = 'm' | 'f' | 'n' | 'pl';

/** Which size run a product is offered in. */
export type SizeRun = 'clothing' | 'jeans' | 'shoes' | 'onesize';

/** A material: its compound prefix (Leinen-kleid), the word shoppers search for, and a sentence for the description. */
export interface Material {
  prefix: string;
  word: string;
  text: string;
}

/** Materials by id. */
export const MATERIALS = {
  leinen: { prefix: 'Leinen', word: 'Leinen', text: 'Aus luftigem Leinen, das an warmen Tagen angenehm kühl bleibt.' },
  wolle: { prefix: 'Woll', word: 'Wolle', text: 'Aus wärmender Wolle, die auch an kalten Tagen gemütlich hält.' },
  baumwolle: { prefix: 'Baumwoll', word: 'Baumwolle', text: 'Aus weicher Baumwolle, atmungsaktiv und pflegeleicht.' },
  leder: { prefix: 'Leder', word: 'Leder', text: 'Aus echtem Leder, das mit jedem Tragen schöner wird.' },
  wildleder: { prefix: 'Wildleder', word: 'Wildleder', text: 'Aus samtigem Wildleder mit edler Haptik.' },
  denim: { prefix: 'Denim', word: 'Denim', text: 'Aus robustem Denim mit leichtem Stretch-Anteil.' },
  strick: { prefix: 'Strick', word: 'Strick', text: 'Aus feinem Strick, weich und formbeständig.' },
  jersey: { prefix: 'Jersey', word: 'Jersey', text: 'Aus fließendem Jersey, der nicht knittert.' },
  seide: { prefix: 'Seiden', word: 'Seide', text: 'Aus glänzender Seide mit fließendem Fall.' },
  samt: { prefix: 'Samt', word: 'Samt', text: 'Aus weichem Samt mit edlem Schimmer.' },
  cord: { prefix: 'Cord', word: 'Cord', text: 'Aus strukturiertem Cord im Retro-Look.' },
  kaschmir: { prefix: 'Kaschmir', word: 'Kaschmir', text: 'Aus besonders weichem Kaschmir.' },
  daunen: { prefix: 'Daunen', word: 'Daunen', text: 'Mit Daunenfüllung für zuverlässige Wärme.' },
  satin: { prefix: 'Satin', word: 'Satin', text: 'Aus Satin mit seidigem Glanz.' },
  flanell: { prefix: 'Flanell', word: 'Flanell', text: 'Aus angerautem Flanell, kuschelig weich.' },
  canvas: { prefix: 'Canvas', word: 'Canvas', text: 'Aus strapazierfähigem Canvas.' },
  tweed: { prefix: 'Tweed', word: 'Tweed', text: 'Aus klassischem Tweed mit feiner Struktur.' },
  pique: { prefix: 'Piqué', word: 'Piqué', text: 'Aus atmungsaktivem Piqué.' },
} as const satisfies Record<string, Material>;

/** Id of a material. */
export type MaterialId = keyof typeof MATERIALS;

/** A kind of article: its noun and which materials, details, cuts, sizes and prices fit it. */
export interface ArticleType {
  noun: string;
  gender: NounGender;
  sizes: SizeRun;
  /** Price range in whole euros. */
  price: readonly [number, number];
  materials: readonly MaterialId[];
  /** Name tails such as „mit Gürtel“. */
  details: readonly string[];
  /** Cuts written before the noun, such as „Slim-Fit“. */
  fits: readonly string[];
  /** Join material and noun with a hyphen (Baumwoll-T-Shirt, Leder-Sneaker). */
  hyphen: boolean;
}

type ArticleExtras = Partial<Pick<ArticleType, 'materials' | 'details' | 'fits' | 'hyphen'>>;

function article(noun: string, gender: NounGender, sizes: SizeRun, price: readonly [number, number], extras: ArticleExtras = {}): ArticleType {
  return { noun, gender, sizes, price, materials: [], details: [], fits: [], hyphen: false, ...extras };
}

/** A leaf category with the articles filed under it. */
export interface LeafCategory {
  name: string;
  articles: readonly ArticleType[];
}

/** A second-level category (Kleider, Hosen …) with its leaves. */
export interface CategoryGroup {
  name: string;
  leaves: readonly LeafCategory[];
}

const DRESS_DETAILS = ['mit Volants', 'mit Gürtel', 'mit Blumenmuster', 'mit V-Ausschnitt', 'mit Puffärmeln', 'in Wickeloptik'];
const COAT_DETAILS = ['mit Gürtel', 'mit Kapuze', 'mit Reverskragen', 'mit Stehkragen'];
const JACKET_DETAILS = ['mit Kapuze', 'mit Stehkragen', 'mit Reißverschluss', 'mit Teddyfutter'];
const KNIT_DETAILS = ['mit Rundhalsausschnitt', 'mit Zopfmuster', 'mit V-Ausschnitt', 'mit Rollkragen'];
const SHIRT_DETAILS = ['mit Print', 'mit Streifen', 'mit Brusttasche', 'mit Rundhalsausschnitt'];
const SHOE_DETAILS = ['mit Plateausohle', 'mit Schnürung', 'mit Reißverschluss'];
const SNEAKER = article('Sneaker', 'pl', 'shoes', [59, 149], { materials: ['leder', 'wildleder', 'canvas'], details: SHOE_DETAILS, hyphen: true });
const JEANS_FITS = { damen: ['Slim-Fit', 'Skinny', 'Straight-Fit', 'Wide-Leg', 'Bootcut', 'Mom'], herren: ['Slim-Fit', 'Straight-Fit', 'Regular-Fit', 'Tapered', 'Loose-Fit'] };
const COAT = article('Mantel', 'm', 'clothing', [129, 349], { materials: ['wolle', 'kaschmir', 'tweed', 'daunen'], details: COAT_DETAILS });
const PARKA = article('Parka', 'm', 'clothing', [119, 279], { materials: ['daunen', 'baumwolle'], details: ['mit Kapuze', 'mit Fellimitat'] });
const LEATHER_JACKET = article('Jacke', 'f', 'clothing', [149, 399], { materials: ['leder', 'wildleder'], details: ['im Biker-Stil', 'mit Reißverschluss', 'mit Reverskragen'] });
const TSHIRT = article('T-Shirt', 'n', 'clothing', [12, 39], { materials: ['baumwolle', 'jersey'], details: SHIRT_DETAILS, fits: ['Oversize', 'Regular-Fit', 'Basic'], hyphen: true });
const PULLOVER = article('Pullover', 'm', 'clothing', [39, 149], { materials: ['wolle', 'kaschmir', 'baumwolle', 'strick'], details: KNIT_DETAILS });
const CARDIGAN = article('Strickjacke', 'f', 'clothing', [49, 129], { materials: ['wolle', 'kaschmir', 'baumwolle'], details: ['mit Knopfleiste', 'mit Taschen'] });
const SCARF = article('Schal', 'm', 'onesize', [19, 79], { materials: ['wolle', 'kaschmir', 'seide', 'strick'], details: ['mit Fransen', 'mit Karomuster'] });
const BELT = article('Gürtel', 'm', 'onesize', [24, 69], { materials: ['leder', 'wildleder'], details: ['mit Dornschließe', 'mit Metallschnalle'] });

/** The category tree per area: groups, leaves and the articles in each leaf. */
export const CATEGORY_TREE: Readonly<Record<Gender, readonly CategoryGroup[]>> = {
  damen: [
    {
      name: 'Kleider',
      leaves: [
        { name: 'Sommerkleider', articles: [article('Kleid', 'n', 'clothing', [29, 99], { materials: ['leinen', 'baumwolle', 'jersey'], details: DRESS_DETAILS }), article('Maxikleid', 'n', 'clothing', [39, 119], { details: DRESS_DETAILS })] },
        { name: 'Abendkleider', articles: [article('Kleid', 'n', 'clothing', [79, 249], { materials: ['satin', 'seide', 'samt'], details: ['mit Pailletten', 'mit Spitze', 'mit Schlitz'] }), article('Cocktailkleid', 'n', 'clothing', [69, 179], { details: ['mit Spitze', 'mit Schleife'] })] },
        { name: 'Strickkleider', articles: [article('Kleid', 'n', 'clothing', [49, 139], { materials: ['strick', 'wolle', 'kaschmir'], details: KNIT_DETAILS })] },
      ],
    },
    {
      name: 'Jacken & Mäntel',
      leaves: [
        { name: 'Wintermäntel', articles: [COAT, PARKA] },
        { name: 'Übergangsjacken', articles: [article('Jacke', 'f', 'clothing', [59, 159], { materials: ['denim', 'baumwolle', 'cord'], details: JACKET_DETAILS }), article('Trenchcoat', 'm', 'clothing', [99, 229], { details: COAT_DETAILS })] },
        { name: 'Lederjacken', articles: [LEATHER_JACKET] },
      ],
    },
    {
      name: 'Hosen',
      leaves: [
        { name: 'Jeans', articles: [article('Jeans', 'pl', 'jeans', [49, 129], { fits: JEANS_FITS.damen })] },
        { name: 'Stoffhosen', articles: [article('Hose', 'f', 'clothing', [39, 119], { materials: ['leinen', 'cord', 'jersey'], details: ['mit Bügelfalte', 'mit weitem Bein', 'mit Gürtel'] }), article('Culotte', 'f', 'clothing', [39, 89], { materials: ['leinen', 'satin'] })] },
        { name: 'Leggings', articles: [article('Leggings', 'pl', 'clothing', [19, 49], { materials: ['jersey', 'baumwolle'], fits: ['Basic', 'High-Waist'] })] },
      ],
    },
    {
      name: 'Shirts & Tops',
      leaves: [
        { name: 'T-Shirts', articles: [TSHIRT] },
        { name: 'Blusen', articles: [article('Bluse', 'f', 'clothing', [29, 99], { materials: ['seide', 'leinen', 'satin', 'baumwolle'], details: ['mit Schluppe', 'mit Rüschen', 'mit Stehkragen', 'mit Blumenmuster'] })] },
        { name: 'Tops', articles: [article('Top', 'n', 'clothing', [14, 49], { materials: ['jersey', 'satin', 'seide'], details: ['mit Spitze', 'mit Spaghettiträgern'] })] },
      ],
    },
    {
      name: 'Pullover & Strick',
      leaves: [
        { name: 'Pullover', articles: [PULLOVER] },
        { name: 'Cardigans', articles: [CARDIGAN, article('Cardigan', 'm', 'clothing', [49, 139], { materials: ['kaschmir', 'wolle'], details: ['mit Knopfleiste'] })] },
      ],
    },
    {
      name: 'Röcke',
      leaves: [
        { name: 'Miniröcke', articles: [article('Rock', 'm', 'clothing', [29, 79], { materials: ['denim', 'cord', 'leder'], details: ['mit Knopfleiste', 'in A-Linie'] })] },
        { name: 'Midiröcke', articles: [article('Rock', 'm', 'clothing', [39, 109], { materials: ['satin', 'strick', 'leinen'], details: ['mit Schlitz', 'in Wickeloptik'] }), article('Plisseerock', 'm', 'clothing', [39, 99])] },
      ],
    },
    {
      name: 'Schuhe',
      leaves: [
        { name: 'Sneaker', articles: [SNEAKER] },
        { name: 'Stiefeletten', articles: [article('Stiefeletten', 'pl', 'shoes', [69, 189], { materials: ['leder', 'wildleder'], details: ['mit Blockabsatz', 'mit Reißverschluss'] })] },
        { name: 'Pumps', articles: [article('Pumps', 'pl', 'shoes', [49, 139], { materials: ['leder', 'wildleder', 'satin'], details: ['mit Riemchen', 'mit Blockabsatz'] })] },
        { name: 'Sandalen', articles: [article('Sandalen', 'pl', 'shoes', [29, 99], { materials: ['leder'], details: ['mit Riemchen', 'mit Fußbett'] })] },
      ],
    },
    {
      name: 'Accessoires',
      leaves: [
        { name: 'Taschen', articles: [article('Tasche', 'f', 'onesize', [39, 249], { materials: ['leder', 'canvas', 'wildleder'], details: ['mit Kettenriemen', 'mit Reißverschluss'] }), article('Shopper', 'm', 'onesize', [29, 129], { materials: ['leder', 'canvas'] })] },
        { name: 'Schals & Tücher', articles: [SCARF, article('Tuch', 'n', 'onesize', [19, 69], { materials: ['seide', 'satin'], details: ['mit Paisleymuster'] })] },
        { name: 'Gürtel', articles: [BELT] },
      ],
    },
  ],
  herren: [
    {
      name: 'Jacken & Mäntel',
      leaves: [
        { name: 'Wintermäntel', articles: [COAT, PARKA] },
        { name: 'Übergangsjacken', articles: [article('Jacke', 'f', 'clothing', [69, 179], { materials: ['denim', 'baumwolle', 'cord'], details: JACKET_DETAILS }), article('Blouson', 'm', 'clothing', [79, 169], { details: ['mit Stehkragen', 'mit Reißverschluss'] })] },
        { name: 'Lederjacken', articles: [LEATHER_JACKET] },
      ],
    },
    {
      name: 'Hosen',
      leaves: [
        { name: 'Jeans', articles: [article('Jeans', 'pl', 'jeans', [49, 139], { fits: JEANS_FITS.herren })] },
        { name: 'Chinos', articles: [article('Chino', 'f', 'jeans', [49, 99], { materials: ['baumwolle', 'leinen'], fits: ['Slim-Fit', 'Regular-Fit'], hyphen: true })] },
        { name: 'Stoffhosen', articles: [article('Hose', 'f', 'clothing', [49, 139], { materials: ['wolle', 'cord', 'leinen'], details: ['mit Bügelfalte', 'mit Kordelzug'] }), article('Anzughose', 'f', 'jeans', [69, 149], { fits: ['Slim-Fit', 'Regular-Fit'] })] },
      ],
    },
    {
      name: 'Hemden',
      leaves: [
        { name: 'Businesshemden', articles: [article('Hemd', 'n', 'clothing', [39, 99], { materials: ['baumwolle'], details: ['mit Kentkragen', 'mit Button-down-Kragen', 'mit Streifen'], fits: ['Slim-Fit', 'Regular-Fit', 'Modern-Fit'] })] },
        { name: 'Freizeithemden', articles: [article('Hemd', 'n', 'clothing', [29, 89], { materials: ['leinen', 'flanell', 'denim', 'cord'], details: ['mit Brusttasche', 'mit Karomuster', 'mit Stehkragen'] })] },
      ],
    },
    {
      name: 'Shirts',
      leaves: [
        { name: 'T-Shirts', articles: [TSHIRT] },
        { name: 'Poloshirts', articles: [article('Poloshirt', 'n', 'clothing', [29, 89], { materials: ['pique', 'baumwolle'], details: ['mit Logostickerei', 'mit Kontraststreifen'], fits: ['Slim-Fit', 'Regular-Fit'], hyphen: true })] },
      ],
    },
    {
      name: 'Pullover & Strick',
      leaves: [
        { name: 'Pullover', articles: [PULLOVER] },
        { name: 'Hoodies', articles: [article('Hoodie', 'm', 'clothing', [39, 99], { materials: ['baumwolle'], details: ['mit Print', 'mit Reißverschluss', 'mit Kängurutasche'], fits: ['Oversize', 'Regular-Fit'], hyphen: true })] },
        { name: 'Strickjacken', articles: [CARDIGAN] },
      ],
    },
    {
      name: 'Anzüge & Sakkos',
      leaves: [
        { name: 'Sakkos', articles: [article('Sakko', 'n', 'clothing', [99, 299], { materials: ['wolle', 'leinen', 'tweed', 'cord'], details: ['mit Reverskragen', 'mit Einstecktuch'], fits: ['Slim-Fit', 'Regular-Fit'] })] },
        { name: 'Anzüge', articles: [article('Anzug', 'm', 'clothing', [179, 499], { materials: ['wolle', 'leinen'], details: ['mit Weste', 'mit Nadelstreifen'], fits: ['Slim-Fit', 'Regular-Fit', 'Modern-Fit'] })] },
      ],
    },
    {
      name: 'Schuhe',
      leaves: [
        { name: 'Sneaker', articles: [SNEAKER] },
        { name: 'Boots', articles: [article('Boots', 'pl', 'shoes', [89, 229], { materials: ['leder', 'wildleder'], details: ['mit Profilsohle', 'mit Schnürung'], hyphen: true })] },
        { name: 'Business-Schuhe', articles: [article('Schnürschuhe', 'pl', 'shoes', [79, 219], { materials: ['leder', 'wildleder'], details: ['mit Lochmuster', 'mit Ledersohle'] })] },
      ],
    },
    {
      name: 'Accessoires',
      leaves: [
        { name: 'Gürtel', articles: [BELT] },
        { name: 'Mützen & Schals', articles: [article('Mütze', 'f', 'onesize', [14, 49], { materials: ['wolle', 'kaschmir', 'strick'], details: ['mit Bommel', 'mit Umschlag'] }), SCARF] },
        { name: 'Taschen', articles: [article('Rucksack', 'm', 'onesize', [49, 179], { materials: ['leder', 'canvas'], details: ['mit Laptopfach', 'mit Rolltop'] })] },
      ],
    },
  ],
};

/** Display name of each area, and the extra words shoppers use for it. */
export const GENDER_WORDS: Readonly<Record<Gender, { name: string; synonyms: string }>> = {
  damen: { name: 'Damen', synonyms: 'Frauen Damenmode' },
  herren: { name: 'Herren', synonyms: 'Männer Herrenmode' },
};

/** Adjective stems; the ending follows the noun's gender. */
export const ADJECTIVES = ['Leicht', 'Klassisch', 'Elegant', 'Lässig', 'Modern', 'Zeitlos', 'Weich', 'Bequem', 'Schlicht', 'Sportlich', 'Edel', 'Gerade'] as const;

/** Adjective endings without an article (strong declension): Leichter Mantel, Leichte Jacke, Leichtes Kleid, Leichte Sneaker. */
export const ADJECTIVE_ENDINGS: Readonly<Record<NounGender, string>> = { m: 'er', f: 'e', n: 'es', pl: 'e' };

/** Brands of the demo catalog (invented names). */
export const BRANDS = [
  'Nordlicht', 'Elbufer', 'Marlene Berg', 'Alsterblick', 'Hafenkind', 'Bergfeld', 'Lindgrün', 'Sturmfrei', 'Feinschliff',
  'Wolkenweit', 'Sandbank', 'Kieselstein', 'Tannhaus', 'Morgenrot', 'Nebelhorn', 'Fjordstrand', 'Stadtkind', 'Rheinwerk',
  'Isarblau', 'Kupferberg', 'Ostwind', 'Südhang', 'Linnea Hoff', 'Clara Winter', 'Jonas Brandt', 'Paul Reimann', 'Ella Sommer',
  'Greta Lind', 'Moritz Falk', 'Studio Mitte', 'Atelier Nord', 'Maison Elbe', 'Urban Kante', 'Blaupause', 'Heimathafen',
  'Weitblick', 'Seeufer', 'Bergluft', 'Kranich', 'Luchs & Co.', 'Fuchsbau', 'Ankerplatz', 'Strandgut', 'Große Freiheit',
] as const;

/** A colour: the id analytics reports as main colour, its German name and the placeholder image's fill. */
export interface Colour {
  id: string;
  name: string;
  hex: string;
}

/** Colours of the demo catalog. */
export const COLOURS: readonly Colour[] = [
  { id: '10', name: 'Schwarz', hex: '#1f1f1f' },
  { id: '11', name: 'Weiß', hex: '#f4f4f0' },
  { id: '12', name: 'Grau', hex: '#8a8a8a' },
  { id: '13', name: 'Marine', hex: '#1d2a4d' },
  { id: '14', name: 'Blau', hex: '#2f5fa8' },
  { id: '15', name: 'Hellblau', hex: '#9cc3e6' },
  { id: '16', name: 'Rot', hex: '#b8262b' },
  { id: '17', name: 'Bordeaux', hex: '#6b1e2e' },
  { id: '18', name: 'Grün', hex: '#3e7a4a' },
  { id: '19', name: 'Oliv', hex: '#6b6b3a' },
  { id: '20', name: 'Beige', hex: '#d9c7a7' },
  { id: '21', name: 'Braun', hex: '#6e4a2f' },
  { id: '22', name: 'Camel', hex: '#b8854f' },
  { id: '23', name: 'Rosa', hex: '#e8a9b8' },
  { id: '24', name: 'Gelb', hex: '#e6c140' },
  { id: '25', name: 'Creme', hex: '#f1e6cf' },
];

/** Size labels per run; shoe sizes differ by area. */
export const SIZE_RUNS: Readonly<Record<SizeRun, Readonly<Record<Gender, readonly string[]>>>> = {
  clothing: { damen: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], herren: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
  jeans: { damen: ['28', '29', '30', '31', '32', '33', '34', '36'], herren: ['28', '29', '30', '31', '32', '33', '34', '36'] },
  shoes: { damen: ['36', '37', '38', '39', '40', '41', '42'], herren: ['40', '41', '42', '43', '44', '45', '46'] },
  onesize: { damen: ['Einheitsgröße'], herren: ['Einheitsgröße'] },
};

/** Closing sentences of product descriptions. */
export const DESCRIPTION_ENDINGS = [
  'Ein vielseitiges Lieblingsstück für jeden Tag.',
  'Lässt sich wunderbar kombinieren – im Büro wie am Wochenende.',
  'Zeitloses Design, das dich viele Saisons begleitet.',
  'Bequem geschnitten für maximale Bewegungsfreiheit.',
  'Pflegeleicht und bei 30 °C waschbar.',
] as const;
