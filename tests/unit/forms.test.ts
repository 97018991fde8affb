import { describe, expect, it } from 'vitest';
import { AddShippingAddressInputSchema, UpdatePaymentSettingsInputSchema } from '../../shared/contract/account.ts';
import { createForm, FIX_FIELDS, type FormSpec } from '../../site/src/lib/forms/form-core.ts';
import { outcomeOf, type Outcome } from '../../site/src/lib/forms/outcome.ts';
import { sayProblem } from '../../site/src/lib/forms/problem.ts';
import { validateAddress, type AddressValues } from '../../site/src/features/account/rules.ts';
import { makeTranslator } from '../../site/src/lib/translator.ts';

/*
 * The site's one form module (site/src/lib/forms/form-core.ts), driven as a page drives it: values
 * typed, a submit, the server's answer. Sends are recorded, so a test can tell that a form the
 * checks stop never reaches the server.
 */

const ADDRESS: AddressValues = {
  fullName: 'Ada Lovelace',
  country: 'GB',
  streetAddress: '12 St James’s Square',
  addressLine1: 'Flat 2',
  addressLine2: '',
  city: 'London',
  region: 'Greater London',
  postCode: 'SW1Y 4JH',
  countryCode: 'GB',
  phoneNumber: '020 7946 0000',
};
const FIELDS = Object.keys(ADDRESS) as (keyof AddressValues)[];

function addressForm(answer: Outcome<{ id: string }>, over: Partial<FormSpec<AddressValues, unknown, { id: string }>> = {}) {
  const sent: unknown[] = [];
  const form = createForm<AddressValues, unknown, { id: string }>({
    fields: FIELDS,
    initial: ADDRESS,
    check: validateAddress,
    schema: async () => AddShippingAddressInputSchema,
    payload: (v) => ({ ...v, addressLine2: undefined, countryCode: '+44' }),
    send: async (payload) => {
      sent.push(payload);
      return answer;
    },
    ...over,
  });
  return { form, sent };
}

const SAVED: Outcome<{ id: string }> = { ok: true, message: { code: 'addressAdded' }, data: { id: 'a1' } };

describe('a form built with lib/forms', () => {
  it('sends valid values once and shows the server’s success message', async () => {
    const { form, sent } = addressForm(SAVED);
    expect(await form.submit()).toBe(true);
    expect(sent).toHaveLength(1);
    expect(form.$state.get()).toMatchObject({ submitting: false, problems: {}, banner: { kind: 'success', message: { code: 'addressAdded' } } });
  });

  it('stops at its own checks: every broken field has its message, focus goes to the first, nothing is sent', async () => {
    const { form, sent } = addressForm(SAVED);
    form.set('fullName', '  ');
    form.set('city', '');
    expect(await form.submit()).toBe(false);
    expect(sent).toHaveLength(0);
    const state = form.$state.get();
    // the form's own words win over the schema's on a field it checks
    expect(state.problems).toEqual({ fullName: 'account.error.fullName', city: 'msg.requiredCity' });
    expect(state.banner).toEqual({ kind: 'error', message: FIX_FIELDS });
    expect(state.focus?.field).toBe('fullName');
  });

  it('applies the call’s zod schema where its own checks say nothing (a name longer than the server takes)', async () => {
    const { form, sent } = addressForm(SAVED);
    form.set('fullName', 'A'.repeat(101));
    expect(await form.submit()).toBe(false);
    expect(sent).toHaveLength(0);
    expect(form.$state.get().problems).toMatchObject({ fullName: { code: 'tooLong', params: { maximum: 100 } } });
    expect(Object.keys(form.$state.get().problems)).toEqual(['fullName']);
  });

  it('leaves the schema’s rules to the server when the schema cannot load (offline): the form still sends', async () => {
    const { form, sent } = addressForm(SAVED, { schema: () => Promise.reject(new Error('chunk failed')) });
    expect(await form.submit()).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('places the server’s refusal on its fields by code, in the form’s order, and keeps the overall message', async () => {
    const refused: Outcome<{ id: string }> = {
      ok: false,
      status: 400,
      message: { code: 'somethingWentWrong' },
      fields: { phoneNumber: { code: 'invalidPhoneNumber' }, postCode: { code: 'invalidPostCode' }, somethingElse: { code: 'required' } },
    };
    const { form } = addressForm(refused);
    expect(await form.submit()).toBe(false);
    const state = form.$state.get();
    expect(Object.keys(state.problems)).toEqual(['postCode', 'phoneNumber']);
    expect(state.banner).toEqual({ kind: 'error', message: { code: 'somethingWentWrong' } });
    expect(state.focus?.field).toBe('postCode');
  });

  it('leaves the banner out when every refused message sits on a field (refusalBanner: unplaced)', async () => {
    const { form } = addressForm({ ok: false, status: 400, message: { code: 'somethingWentWrong' }, fields: { city: { code: 'required' } } }, { refusalBanner: 'unplaced' });
    await form.submit();
    expect(form.$state.get().banner).toBeNull();
    expect(form.$state.get().problems).toEqual({ city: { code: 'required' } });
  });

  it('clears a field’s message when it changes, and the success banner at the next change', async () => {
    const { form } = addressForm(SAVED);
    form.set('city', '');
    await form.submit();
    form.set('city', 'Bath');
    expect(form.$state.get().problems.city).toBeUndefined();
    form.set('city', 'Bath');
    await form.submit();
    expect(form.$state.get().banner?.kind).toBe('success');
    form.set('region', 'Somerset');
    expect(form.$state.get().banner).toBeNull();
  });

  it('ignores a second submit while the first is on its way', async () => {
    let release: (answer: Outcome<{ id: string }>) => void = () => undefined;
    const { form, sent } = addressForm(SAVED, {
      send: (payload) => {
        sent.push(payload);
        return new Promise((resolve) => (release = resolve));
      },
    });
    const first = form.submit();
    await expect.poll(() => sent.length).toBe(1);
    expect(await form.submit()).toBe(false);
    release(SAVED);
    expect(await first).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('says a send that throws as "try again", never as a success', async () => {
    const { form } = addressForm(SAVED, {
      send: async () => {
        throw new Error('offline');
      },
    });
    expect(await form.submit()).toBe(false);
    expect(form.$state.get().banner).toEqual({ kind: 'error', message: { code: 'tryAgain' } });
  });

  it('formats as typed (adjust) and resets after a success', async () => {
    const form = createForm({
      fields: ['iban', 'swift'] as const,
      initial: { iban: '', swift: '' },
      schema: async () => UpdatePaymentSettingsInputSchema,
      payload: (v) => ({ iban: v.iban.replace(/\s/g, ''), swift: v.swift }),
      adjust: (_field, v) => ({ ...v, swift: v.swift.toUpperCase() }),
      send: async () => ({ ok: true, message: { code: 'paymentAdded' as const }, data: null }),
      reset: () => ({ iban: '', swift: '' }),
    });
    form.set('swift', 'westgb2l');
    expect(form.$state.get().values.swift).toBe('WESTGB2L');
    form.set('iban', 'GB82 WEST 1234 5698 7654 32');
    expect(await form.submit()).toBe(true);
    expect(form.$state.get().values).toEqual({ iban: '', swift: '' });
  });

  it('checks one field when it is left, only when it holds something', async () => {
    const { form } = addressForm(SAVED);
    form.set('postCode', '');
    await form.checkField('postCode');
    expect(form.$state.get().problems.postCode).toBeUndefined();
    form.set('postCode', 'NOT A CODE');
    await form.checkField('postCode');
    expect(form.$state.get().problems.postCode).toBe('msg.invalidPostCode');
  });

  it('turns a call’s answer into an outcome by its message code', () => {
    expect(outcomeOf({ status: 200, code: 'addressAdded', message: 'Address added', data: { id: 'a1' } })).toEqual({
      ok: true,
      message: { code: 'addressAdded', message: 'Address added' },
      data: { id: 'a1' },
    });
    const refused = outcomeOf({ status: 400, code: 'somethingWentWrong', message: 'Check the fields', data: { fields: { city: 'Required' }, fieldCodes: { city: 'required' } } } as never);
    expect(refused).toEqual({ ok: false, status: 400, message: { code: 'somethingWentWrong', message: 'Check the fields' }, fields: { city: { code: 'required', message: 'Required' } } });
  });

  it('says a problem in the page’s language: a code through its message text, a form’s own key through its string', () => {
    const ui = makeTranslator('fr', { 'msg.required': 'Ce champ est obligatoire', 'form.fixFields': 'Veuillez corriger les champs signalés.' });
    expect(sayProblem(ui, { code: 'required' })).toBe('Ce champ est obligatoire');
    expect(sayProblem(ui, FIX_FIELDS)).toBe('Veuillez corriger les champs signalés.');
  });
});
