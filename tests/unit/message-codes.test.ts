import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as accountContract from '../../shared/contract/account.ts';
import * as adminCatalogueContract from '../../shared/contract/admin-catalogue.ts';
import * as adminUsersContract from '../../shared/contract/admin-users.ts';
import * as buyingContract from '../../shared/contract/buying.ts';
import * as catalogueContract from '../../shared/contract/catalogue.ts';
import * as disputesContract from '../../shared/contract/disputes.ts';
import * as liveContract from '../../shared/contract/live.ts';
import * as ordersContract from '../../shared/contract/orders.ts';
import * as payoutsContract from '../../shared/contract/payouts.ts';
import * as questionsContract from '../../shared/contract/questions.ts';
import { parseCallData, ruleIssue, validationFailure } from '../../shared/contract/protocol.ts';
import * as sellingContract from '../../shared/contract/selling.ts';
import { catalogues, translator } from '../../shared/i18n/index.ts';
import { LISTING_RULES } from '../../shared/listing-rules.ts';
import { englishOf, MessageGroups, Messages, type MessageKey } from '../../shared/messages.ts';
import { callMap, executeCall } from '../../lambdas/lib/call.ts';
import { protocolCall } from '../support/protocol-call.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lambdas/lib/errors.ts';
import { describe as describeResult, describeFields, sayMessage } from '../../site/src/lib/messages.ts';
import { pickMessages } from '../../site/src/lib/strings.ts';

/*
 * Messages travel as codes (shared/messages.ts): every call's answer names its message's code, and
 * the site says it in the page's language by that code. These tests hold the three ends together:
 * the table, the server's answers and the site's translation.
 */

const CODES = Object.keys(Messages) as MessageKey[];
const CONTRACTS = [accountContract, adminCatalogueContract, adminUsersContract, buyingContract, catalogueContract, disputesContract, liveContract, ordersContract, payoutsContract, questionsContract, sellingContract];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message table', () => {
  it('has an English and a French text for every code, with the same placeholders', () => {
    const missing = CODES.filter((code) => !catalogues.en[`msg.${code}`] || !catalogues.fr[`msg.${code}`]);
    expect(missing).toEqual([]);
    for (const code of CODES) {
      expect(catalogues.en[`msg.${code}`], code).toBe(Messages[code]);
      expect(placeholders(catalogues.fr[`msg.${code}`]!), code).toEqual(placeholders(Messages[code]));
    }
  });

  it('puts every code in exactly one group', () => {
    const grouped = Object.values(MessageGroups).flatMap((group) => Object.keys(group));
    expect(grouped.sort()).toEqual([...CODES].sort());
  });

  it('spells the listing limits the rules enforce', () => {
    expect(Messages.tooManyPhotos).toContain(`at most ${LISTING_RULES.maxPhotos} photos`);
    expect(Messages.shippingDays).toContain(`from 1 to ${LISTING_RULES.maxShippingDays}`);
    expect(Messages.duration).toContain(`from ${LISTING_RULES.minDurationDays} to ${LISTING_RULES.maxDurationDays} days`);
  });

  it('declares only message codes as the messages of the contract schemas', () => {
    const declared = new Set<string>();
    for (const contract of CONTRACTS) {
      for (const value of Object.values(contract)) if (value instanceof z.ZodType) collectMessages(value, declared, new Set());
    }
    expect(declared.size).toBeGreaterThan(25);
    expect([...declared].filter((message) => !Object.hasOwn(Messages, message))).toEqual([]);
    const written = new Set<string>();
    collectMessages(z.object({ name: z.string().min(1, 'This field is required') }), written, new Set());
    expect([...written]).toEqual(['This field is required']);
  });
});

describe('validation failures', () => {
  const schema = z.strictObject({ amount: z.number().int(), note: z.string().min(1).max(5), kind: z.enum(['a', 'b']).optional() });

  it('name each bad field by code, with the values of its placeholders', () => {
    const result = parseCallData(schema, { amount: 'ten', note: 'too long', kind: 'c', admin: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toMatchObject({ status: 400, code: 'mustBeNumber', message: 'Field must be a number' });
    expect(result.failure.data.fieldCodes).toEqual({ amount: 'mustBeNumber', note: 'tooLong', kind: 'oneOf', admin: 'unknownField' });
    expect(result.failure.data.fieldParams).toEqual({ note: { maximum: 5 }, kind: { values: 'a, b' }, admin: { field: 'admin' } });
    expect(result.failure.data.fields).toEqual({
      amount: 'Field must be a number',
      note: 'At most 5 characters',
      kind: 'Must be one of: a, b',
      admin: 'Unknown field: admin',
    });
  });

  it("answer a schema's own message and a refinement's by the code each carries", () => {
    const contact = parseCallData(catalogueContract.SendContactMessageInputSchema, { name: '', email: 'nope', subject: 'S', message: 'M' });
    expect(!contact.ok && contact.failure.data.fieldCodes).toEqual({ name: 'required', email: 'invalidEmail' });
    const search = parseCallData(catalogueContract.SearchInputSchema, { minPrice: 500, maxPrice: 100 });
    expect(!search.ok && search.failure).toMatchObject({ code: 'priceRangeMinBelowMax', message: 'Min must be lower than max' });
    const refined = z.object({ status: z.string() }).superRefine((v, ctx) => {
      ctx.addIssue(ruleIssue(['status'], { code: 'notRelistable', params: { status: v.status } }));
    });
    const relist = parseCallData(refined, { status: 'Active' });
    expect(!relist.ok && relist.failure).toMatchObject({ code: 'notRelistable', params: { status: 'Active' }, message: 'An item that is Active cannot be relisted' });
  });

  it('answer a message that is no code as the generic one, never its words', () => {
    const result = validationFailure([{ code: 'custom', path: ['x'], message: 'Written inline', input: 1 } as z.core.$ZodIssue]);
    expect(result).toMatchObject({ code: 'invalidValue', message: 'This value is not valid', data: { fields: { x: 'This value is not valid' }, fieldCodes: { x: 'invalidValue' } } });
  });
});

describe('the answer of a call that fails on purpose', () => {
  const calls = callMap([
    protocolCall({
      name: 'refuse',
      who: 'any',
      input: z.strictObject({ how: z.enum(['badRequest', 'conflict', 'forbidden', 'notFound', 'ok']) }),
      async run({ how }) {
        if (how === 'badRequest') throw badRequest('chooseCategory', { category: 'chooseCategory', 'itemSpecifics.field1': { code: 'chooseOneOf', params: { options: 'A, B' } } });
        if (how === 'conflict') throw conflict({ code: 'notRelistable', params: { status: 'Active' } }, { status: 'Active' });
        if (how === 'forbidden') throw forbidden('ownListingReview');
        if (how === 'notFound') throw notFound();
        return { data: { done: true }, message: 'draftSaved' };
      },
    }),
  ]);
  const run = async (how: string) => (await executeCall(calls, { name: 'refuse', body: JSON.stringify({ data: { how } }), authorization: undefined })).result;

  it('carries the code beside the English message, and the code of every bad field', async () => {
    expect(await run('badRequest')).toEqual({
      status: 400,
      code: 'chooseCategory',
      message: 'Choose a category',
      data: {
        fields: { category: 'Choose a category', 'itemSpecifics.field1': 'Choose one of: A, B' },
        fieldCodes: { category: 'chooseCategory', 'itemSpecifics.field1': 'chooseOneOf' },
        fieldParams: { 'itemSpecifics.field1': { options: 'A, B' } },
      },
    });
    expect(await run('conflict')).toEqual({
      status: 409,
      code: 'notRelistable',
      message: 'An item that is Active cannot be relisted',
      params: { status: 'Active' },
      data: { status: 'Active' },
    });
    expect(await run('forbidden')).toMatchObject({ status: 403, code: 'ownListingReview', message: 'Experts cannot review their own listings' });
    expect(await run('notFound')).toMatchObject({ status: 404, code: 'notFound', message: 'Not found' });
    expect(await run('ok')).toEqual({ status: 200, code: 'draftSaved', message: 'Draft saved successfully', data: { done: true } });
  });

  it('gives the protocol its own codes: unknown call, malformed body', async () => {
    expect((await executeCall(calls, { name: 'launch', body: '{}', authorization: undefined })).result).toMatchObject({
      status: 404,
      code: 'unknownCall',
      params: { name: 'launch' },
      message: 'Unknown call: launch',
    });
    expect((await executeCall(calls, { name: 'refuse', body: '{"data": {', authorization: undefined })).result).toMatchObject({ status: 400, code: 'malformedBody' });
  });
});

describe('the site says messages by code', () => {
  const fr = translator('fr');
  const answer = {
    status: 400,
    code: 'sellerNameTaken' as const,
    message: Messages.sellerNameTaken,
    data: { fields: { sellerProfileName: Messages.sellerNameTaken }, fieldCodes: { sellerProfileName: 'sellerNameTaken' as const } },
  };

  it("translates a call's answer and its fields, whatever the English words", () => {
    expect(describeResult(answer, fr)).toBe('Ce nom de vendeur est déjà pris');
    expect(describeResult({ ...answer, message: 'Reworded on the server' }, fr)).toBe('Ce nom de vendeur est déjà pris');
    expect(describeFields(answer, fr)).toEqual({ sellerProfileName: 'Ce nom de vendeur est déjà pris' });
    expect(sayMessage(fr, { code: 'notRelistable', params: { status: 'Active' } })).toBe('Un objet au statut Active ne peut pas être remis en vente');
  });

  it("falls back to the server's English when the page was not given the code's text", () => {
    const bare = (key: string) => key;
    expect(describeResult(answer, bare)).toBe(Messages.sellerNameTaken);
  });

  it('hands an island only the groups it can meet', () => {
    const picked = pickMessages('fr', ['account']);
    expect(picked['msg.sellerNameTaken']).toBe('Ce nom de vendeur est déjà pris');
    expect(picked['msg.required']).toBe('Ce champ est obligatoire');
    expect(picked['msg.notFound']).toBe('Introuvable');
    expect(picked).not.toHaveProperty('msg.minimumImages');
    expect(englishOf('unknownCall', { name: 'x' })).toBe('Unknown call: x');
  });
});

/**
 * Every message a schema declares for itself: the error of each node and of each check, asked as
 * zod would ask it (a missing value and a present one), through wrappers, objects, arrays, records,
 * unions and pipes. Refinements' messages are `ruleIssue`s, typed by code, so they need no walk.
 */
function collectMessages(schema: z.ZodType, into: Set<string>, seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const ask = (error: unknown) => {
    if (typeof error !== 'function') return;
    for (const input of [undefined, 'x', 1]) {
      const said = (error as (issue: object) => unknown)({ code: 'invalid_type', input, expected: 'string' });
      const text = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message;
      if (typeof text === 'string') into.add(text);
    }
  };
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  ask(def.error);
  for (const check of (def.checks as Array<{ _zod: { def: { error?: unknown } } }> | undefined) ?? []) ask(check._zod.def.error);
  const children: unknown[] = [];
  if (def.shape) children.push(...Object.values(def.shape as Record<string, unknown>));
  for (const key of ['innerType', 'in', 'out', 'element', 'keyType', 'valueType', 'left', 'right', 'catchall']) if (def[key]) children.push(def[key]);
  if (Array.isArray(def.options)) children.push(...def.options);
  if (Array.isArray(def.items)) children.push(...def.items);
  for (const child of children) if (child instanceof z.ZodType) collectMessages(child, into, seen);
}
