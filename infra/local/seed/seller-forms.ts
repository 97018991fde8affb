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

/** Item specifics per demo category (and a few sub-categories with their own), as an admin would set them. */
const BY_CATEGORY: Record<string, SpecificDefinition[]> = {
  furniture: [PERIOD, choice('Wood', ['Mahogany', 'Oak', 'Walnut', 'Rosewood', 'Satinwood', 'Pine', 'Other']), DIMENSIONS, CONDITION, text('Maker or workshop')],
  ceramics: [PERIOD, text('Factory or maker', true), text('Marks'), DIMENSIONS, CONDITION],
  silver: [PERIOD, choice('Metal', ['Sterling silver', 'Britannia silver', 'Silver plate', 'Brass', 'Copper', 'Pewter']), text('Hallmarks'), number('Weight (grams)'), CONDITION],
  clocks: [PERIOD, choice('Movement', ['Mechanical (spring)', 'Mechanical (weight)', 'Automatic', 'Quartz']), text('Maker', true), choice('Working', ['Yes, serviced', 'Yes', 'Not working']), DIMENSIONS, CONDITION],
  jewellery: [PERIOD, choice('Metal', ['Gold', 'Silver', 'Platinum', 'Base metal']), text('Gemstones'), text('Size'), number('Weight (grams)'), CONDITION],
  coins: [text('Denomination', true), number('Year', true), choice('Grade', ['Uncirculated', 'Extremely fine', 'Very fine', 'Fine', 'Fair']), text('Reference (e.g. Spink)'), CONDITION],
  stamps: [text('Country', true), number('Year'), choice('Condition of gum', ['Mint never hinged', 'Mounted mint', 'Used', 'On cover']), text('Catalogue number'), CONDITION],
  art: [text('Artist', true), choice('Medium', ['Oil', 'Watercolour', 'Engraving', 'Lithograph', 'Drawing', 'Bronze', 'Other']), text('Signed'), DIMENSIONS, choice('Framed', ['Yes', 'No']), CONDITION],
  glass: [PERIOD, text('Maker or factory'), choice('Technique', ['Cut', 'Engraved', 'Blown', 'Pressed', 'Enamelled']), DIMENSIONS, CONDITION],
  books: [text('Author', true), text('Publisher'), number('Year of publication'), choice('Edition', ['First edition', 'Later edition', 'Limited edition', 'Manuscript']), choice('Binding', ['Original cloth', 'Leather', 'Paper wrappers', 'Rebound']), CONDITION],
  toys: [text('Maker', true), PERIOD, choice('Boxed', ['Boxed', 'Unboxed']), DIMENSIONS, CONDITION],
  militaria: [text('Conflict or campaign'), text('Unit or recipient'), PERIOD, CONDITION],
  textiles: [PERIOD, text('Origin'), choice('Material', ['Wool', 'Silk', 'Cotton', 'Linen', 'Mixed']), DIMENSIONS, CONDITION],
  scientific: [PERIOD, text('Maker', true), choice('Material', ['Brass', 'Mahogany and brass', 'Steel', 'Other']), choice('Complete with case', ['Yes', 'No']), CONDITION],
};

/** Sub-categories with a form of their own (the wizard prefers it to the category's). */
const BY_SUBCATEGORY: Record<string, [string, SpecificDefinition[]]> = {
  'clocks-wrist': ['clocks', [choice('Movement', ['Automatic', 'Manual wind', 'Quartz']), text('Maker', true), text('Reference number'), number('Case diameter (mm)'), choice('Box and papers', ['Both', 'Box only', 'Papers only', 'Neither']), CONDITION]],
  'jewellery-rings': ['jewellery', [PERIOD, choice('Metal', ['Gold', 'Silver', 'Platinum']), text('Gemstones'), text('Ring size', true), CONDITION]],
};

/** Every demo seller form: one per demo category, plus the sub-categories that have their own. */
export const DEMO_SELLER_FORMS: SellerForm[] = [
  ...Object.entries(BY_CATEGORY).map(([catId, fields]) => sellerForm(catId, null, fields)),
  ...Object.entries(BY_SUBCATEGORY).map(([subCatId, [catId, fields]]) => sellerForm(catId, subCatId, fields)),
];
