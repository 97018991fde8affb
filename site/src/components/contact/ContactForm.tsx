import { useRef, useState } from 'react';
import { call } from '../../lib/api.ts';
import { TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { type Lang, type Strings, useUi, withUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { messageStringKey } from '../../lib/messages.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The form's own rules, said before the server's schema: every field is required, the e-mail must look like one. */
export function validateContact(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  for (const field of FIELDS) if (!values[field].trim()) errors[field] = messageStringKey('required');
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = messageStringKey('invalidEmail');
  return errors;
}

/**
 * The contact form: checked here (its rules, then `sendContactMessage`'s schema), posted, and
 * answered with the server's message on success or each field's message on a 400, in the page's
 * language by its code.
 */
function Contact(_island: { locale: Lang; strings: Strings }) {
  const { t, say } = useUi();
  const [success, setSuccess] = useState<string | null>(null);
  const successBox = useRef<HTMLDivElement>(null);
  const form = useForm('contact', {
    fields: FIELDS,
    initial: EMPTY,
    check: validateContact,
    schema: () => import('../../../../shared/contract/catalogue.ts').then((m) => m.SendContactMessageInputSchema),
    invalidBanner: null,
    // the messages sit by their fields; a banner would only repeat the first one
    refusalBanner: 'unplaced',
    payload: (v) => ({ name: v.name.trim(), email: v.email.trim(), subject: v.subject.trim(), message: v.message.trim() }),
    send: async (payload) => outcomeOf(await call('sendContactMessage', payload)),
    success: 'quiet',
    reset: () => EMPTY,
    onSuccess: (_data, message) => {
      setSuccess(say(message));
      requestAnimationFrame(() => successBox.current?.focus());
    },
  });

  if (success !== null) {
    return (
      <div className="contact-success" ref={successBox} tabIndex={-1} role="status">
        <svg width="44" height="44" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />
          <path d="M8 12.5 11 15.5 16.5 9.5" />
        </svg>
        <p>{success}</p>
        <button type="button" className="btn btn-ghost" onClick={() => setSuccess(null)}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    <Form form={form}>
      <div className="form-row">
        <TextField {...form.bind('name')} label={t('contact.name')} type="text" autoComplete="name" maxLength={120} required />
        <TextField {...form.bind('email')} label={t('contact.email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
      </div>
      <TextField {...form.bind('subject')} label={t('contact.subject')} type="text" maxLength={200} required />
      <TextAreaField {...form.bind('message')} label={t('contact.message')} hint={t('contact.messageHint')} rows={7} maxLength={5000} required />
      <div>
        <SubmitButton busy={form.submitting} ready={form.ready} className="btn btn-primary contact-submit" label={t('contact.send')} busyLabel={t('contact.sending')} />
      </div>
    </Form>
  );
}

export default withUi(Contact);
