import { sellerForm, type SellerForm, type SpecificDefinition } from '../../../shared/seller-form.ts';

/** Asked of every listing: what an auction house's catalogue entry always states. */
const CONDITION: SpecificDefinition = {
  label: 'Condition',
  kind: 'dropdwon',
  options: ['Excellent', 'Very good', 'Good', 'Fair, with wear', 'For restoration'],
  required: true,
};
const PERIOD: SpecificDefinition = {
  label: 'Period',
  kind: 'dropdwon',
  options: ['Pre-1700', 'Georgian (1714–1837)', 'Victorian (1837–1901)', 'Edwardian (1901–1910)', '1910–1945', '1945–1970', 'After 1970'],
  required: true,
};
const DIMENSIONS: SpecificDefinition = { label: 'Dimensions', kind: 'textFeild', required: false };
const text = (label: string, required = false): SpecificDefinition => ({ label, kind: 'textFeild', required });
const number = (label: string, required = false): SpecificDefinition => ({ label, kind: 'numberFeild', required });
const choice = (label: string, options: string[], required = true): SpecificDefinition => ({ label, kind: 'dropdwon', options, required });
/** The catalogue's exact wording (a date "c. 1785", a reign), beside the period chosen from the list. */
const DATE = text('Date');
/** The grade above says how good; these words say what a buyer must know (repairs, losses, wear). */
const CONDITION_NOTES = text('Condition notes');

/** Item specifics per demo category (and a few sub-categories with their own), as an admin would set them. */
const BY_CATEGORY: Record<string, SpecificDefinition[]> = {
  furniture: [PERIOD, DATE, choice('Wood', ['Mahogany', 'Oak', 'Walnut', 'Rosewood', 'Satinwood', 'Pine', 'Other']), text('Style'), text('Maker or workshop'), text('Other materials'), DIMENSIONS, CONDITION, CONDITION_NOTES],
  ceramics: [
    PERIOD,
    DATE,
    text('Factory or maker', true),
    text('Origin'),
    choice('Body', ['Hard-paste porcelain', 'Soft-paste porcelain', 'Bone china', 'Pearlware', 'Creamware', 'Earthenware', 'Stoneware'], false),
    text('Decoration'),
    text('Marks'),
    DIMENSIONS,
    CONDITION,
    CONDITION_NOTES,
  ],
  silver: [
    PERIOD,
    DATE,
    choice('Metal', ['Sterling silver', 'Britannia silver', 'Silver plate', 'Brass', 'Copper', 'Pewter']),
    text('Maker'),
    choice('Assay office', ['London', 'Birmingham', 'Sheffield', 'Chester', 'Exeter', 'Edinburgh', 'Glasgow', 'Dublin', 'Not hallmarked'], false),
    text('Hallmarks'),
    number('Weight (grams)'),
    DIMENSIONS,
    CONDITION,
    CONDITION_NOTES,
  ],
  // The listing wizard's tests fill the first six fields by position: new fields go after them.
  clocks: [
    PERIOD,
    choice('Movement', ['Mechanical (spring)', 'Mechanical (weight)', 'Automatic', 'Quartz']),
    text('Maker', true),
    choice('Working', ['Yes, serviced', 'Yes', 'Not working']),
    DIMENSIONS,
    CONDITION,
    DATE,
    text('Case'),
    text('Movement details'),
    CONDITION_NOTES,
  ],
  jewellery: [PERIOD, DATE, choice('Metal', ['Gold', 'Silver', 'Platinum', 'Base metal']), text('Fineness and hallmarks'), text('Gemstones'), text('Size'), number('Weight (grams)'), CONDITION, CONDITION_NOTES],
  coins: [
    text('Denomination', true),
    number('Year', true),
    text('Monarch or issuer'),
    text('Mint'),
    choice('Metal', ['Gold', 'Silver', 'Copper', 'Bronze', 'Paper', 'Other'], false),
    choice('Grade', ['Uncirculated', 'Extremely fine', 'Good very fine', 'Very fine', 'Fine', 'Fair']),
    text('Reference (e.g. Spink)'),
    number('Diameter (mm)'),
    number('Weight (grams)'),
    CONDITION,
    CONDITION_NOTES,
  ],
  stamps: [
    text('Country', true),
    number('Year'),
    text('Issue'),
    choice('Condition of gum', ['Mint never hinged', 'Mounted mint', 'Used', 'On cover']),
    text('Catalogue number'),
    text('Plate and lettering'),
    text('Cancellation'),
    CONDITION,
    CONDITION_NOTES,
  ],
  art: [text('Artist', true), text('Title'), DATE, choice('Medium', ['Oil', 'Watercolour', 'Engraving', 'Lithograph', 'Drawing', 'Bronze', 'Other']), text('Signed'), DIMENSIONS, choice('Framed', ['Yes', 'No']), CONDITION, CONDITION_NOTES],
  glass: [PERIOD, DATE, text('Maker or factory'), choice('Technique', ['Cut', 'Engraved', 'Blown', 'Pressed', 'Enamelled', 'Gilded']), text('Colour'), DIMENSIONS, CONDITION, CONDITION_NOTES],
  books: [
    text('Author', true),
    text('Title'),
    text('Publisher'),
    number('Year of publication'),
    choice('Edition', ['First edition', 'Later edition', 'Limited edition', 'Manuscript']),
    choice('Binding', ['Original cloth', 'Leather', 'Paper wrappers', 'Rebound']),
    text('Illustrator'),
    DIMENSIONS,
    CONDITION,
    CONDITION_NOTES,
  ],
  toys: [text('Maker', true), PERIOD, DATE, text('Model'), choice('Boxed', ['Boxed', 'Unboxed']), choice('Material', ['Diecast', 'Tinplate', 'Mohair', 'Plush', 'Wood', 'Plastic', 'Other'], false), DIMENSIONS, CONDITION, CONDITION_NOTES],
  militaria: [text('Conflict or campaign'), text('Unit or recipient'), PERIOD, DATE, text('Medals, clasps or items'), CONDITION, CONDITION_NOTES],
  textiles: [PERIOD, DATE, text('Origin'), text('Maker'), choice('Material', ['Wool', 'Silk', 'Cotton', 'Linen', 'Mixed']), DIMENSIONS, CONDITION, CONDITION_NOTES],
  scientific: [
    PERIOD,
    DATE,
    text('Maker', true),
    choice('Material', ['Brass', 'Mahogany and brass', 'Steel', 'Other']),
    choice('Complete with case', ['Yes', 'No']),
    text('Accessories'),
    DIMENSIONS,
    CONDITION,
    CONDITION_NOTES,
  ],
};

/** Sub-categories with a form of their own (the wizard prefers it to the category's). */
const BY_SUBCATEGORY: Record<string, [string, SpecificDefinition[]]> = {
  'clocks-wrist': ['clocks', [choice('Movement', ['Automatic', 'Manual wind', 'Quartz']), text('Maker', true), text('Reference number'), number('Case diameter (mm)'), choice('Box and papers', ['Both', 'Box only', 'Papers only', 'Neither']), CONDITION]],
  'jewellery-rings': ['jewellery', [PERIOD, choice('Metal', ['Gold', 'Silver', 'Platinum']), text('Gemstones'), text('Ring size', true), CONDITION, DATE, text('Fineness and hallmarks'), number('Weight (grams)'), CONDITION_NOTES]],
};

/** Every demo seller form: one per demo category, plus the sub-categories that have their own. */
export const DEMO_SELLER_FORMS: SellerForm[] = [
  ...Object.entries(BY_CATEGORY).map(([catId, fields]) => sellerForm(catId, null, fields)),
  ...Object.entries(BY_SUBCATEGORY).map(([subCatId, [catId, fields]]) => sellerForm(catId, subCatId, fields)),
];
