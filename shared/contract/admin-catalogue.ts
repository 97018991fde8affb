import * as z from 'zod';
import { said } from './protocol.ts';
import { IdSchema } from './catalogue.ts';

/**
 * The back office's catalogue calls (CALLS.md "Admin"): categories, sub-categories, seller forms (the
 * spec's spellings: dropdwon, textFeild, numberFeild, itemSpecificForm; docs/adr/0007) and support
 * articles in English and French (docs/adr/0025).
 */

const NameSchema = z.string().trim().min(1, said('required')).max(80);
/** The French name (docs/adr/0051): optional, so the contract's callers are unchanged; empty removes it, absent keeps it. */
const NameFrSchema = z.string().trim().max(80).optional();

export const AdminSaveCategoryInputSchema = z.strictObject({ id: IdSchema.optional(), name: NameSchema, nameFr: NameFrSchema });
export const AdminDeleteCategoryInputSchema = z.strictObject({ id: IdSchema });
export const AdminSaveSubCategoryInputSchema = z.strictObject({ categoryId: IdSchema, id: IdSchema.optional(), name: NameSchema, nameFr: NameFrSchema });
export const AdminDeleteSubCategoryInputSchema = z.strictObject({ categoryId: IdSchema, id: IdSchema });

const LabelSchema = z.string().trim().min(1, said('required')).max(60);
/** A French label or option (docs/adr/0051): may be empty (not translated yet: /fr shows the English). */
const LabelFrSchema = z.string().trim().max(60);

export const SpecificDefinitionSchema = z.strictObject({
  label: LabelSchema,
  kind: z.enum(['dropdwon', 'textFeild', 'numberFeild']),
  options: z.array(LabelSchema).max(50).optional(),
  required: z.boolean().default(false),
  labelFr: LabelFrSchema.optional(),
  /** The options in French, position by position (`options[i]` is what is stored, whatever the language). */
  optionsFr: z.array(LabelFrSchema).max(50).optional(),
});

export const AdminSaveSellerFormInputSchema = z.strictObject({
  catId: IdSchema,
  /** null (or absent): the category's own form, used by its sub-categories that have none. */
  subCatId: IdSchema.nullable().default(null),
  dropdwon: z.array(LabelSchema).max(30),
  textFeild: z.array(LabelSchema).max(30),
  numberFeild: z.array(LabelSchema).max(30),
  itemSpecificForm: z.array(SpecificDefinitionSchema).max(30),
});
export type AdminSaveSellerFormInput = z.output<typeof AdminSaveSellerFormInputSchema>;

export const AdminGetSellerFormsInputSchema = z.strictObject({});

const ArticleTextShape = {
  title: z.string().trim().min(1, said('required')).max(200),
  body: z.string().trim().min(1, said('required')).max(20_000),
  category: z.string().trim().min(1, said('required')).max(80),
};

export const AdminSaveSupportArticleInputSchema = z.strictObject({
  id: IdSchema.optional(),
  ...ArticleTextShape,
  /** The French text (all three parts), or null to remove it; absent keeps what the article has. */
  fr: z.strictObject(ArticleTextShape).nullable().optional(),
});
export type AdminSaveSupportArticleInput = z.output<typeof AdminSaveSupportArticleInputSchema>;

export const AdminDeleteSupportArticleInputSchema = z.strictObject({ id: IdSchema });
/** Every article as stored, its French included (the help centre answers one language; the back office edits both). */
export const AdminGetSupportArticlesInputSchema = z.strictObject({});
