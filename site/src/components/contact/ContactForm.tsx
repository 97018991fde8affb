import { useRef, useState, type FormEvent } from 'react';
import { call } from '../../lib/api.ts';
import { describe, describeFields, messageStringKey } from '../../lib/messages.ts';
import { makeT, type Strings } from '../header/strings.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Client-side rules: every field is required, the e-mail must look like one. */
export function validateContact(values: Values, t: (key: string) => string): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) if (!values[field].trim()) errors[field] = t(messageStringKey('required'));
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = t(messageStringKey('invalidEmail'));
  return errors;
}

/**
 * The contact form: validates on the client, posts `sendContactMessage`, shows the server's
 * message on success and the server's field errors on a 400, each said in the page's language by
 * its code.
 */
export default function ContactForm({ strings }: { strings: Strings }) {
  const t = makeT(strings);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const successBox = useRef<HTMLDivElement>(null);

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateContact(values, t);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    setSending(true);
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    const result = await call('sendContactMessage', payload);
    setSending(false);
    if (result.status === 200) {
      setSuccess(describe(result, t));
      setValues(EMPTY);
      setErrors({});
      requestAnimationFrame(() => successBox.current?.focus());
      return;
    }
    if (result.status === 400) {
      const serverErrors: Errors = {};
      for (const [field, message] of Object.entries(describeFields(result, t))) {
        if ((FIELDS as readonly string[]).includes(field)) serverErrors[field as Field] = message;
      }
      if (Object.keys(serverErrors).length) {
        // the messages sit by their fields; a banner would only repeat the first one
        setErrors(serverErrors);
        focusFirstError(serverErrors);
        return;
      }
    }
    setFailure(describe(result, t));
  };

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

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

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    className: 'input',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : field === 'message' ? 'contact-message-hint' : undefined,
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`contact-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} className="contact-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <div className="contact-row">
        <div className="field">
          <label htmlFor="contact-name">{t('contact.name')}</label>
          <input {...fieldProps('name')} type="text" autoComplete="name" maxLength={120} required />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t('contact.email')}</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
          {error('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">{t('contact.subject')}</label>
        <input {...fieldProps('subject')} type="text" maxLength={200} required />
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor="contact-message">{t('contact.message')}</label>
        <textarea {...fieldProps('message')} rows={7} maxLength={5000} required />
        {errors.message ? (
          error('message')
        ) : (
          <p id="contact-message-hint" className="field-hint">
            {t('contact.messageHint')}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="btn btn-primary contact-submit" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.send')}
        </button>
      </div>
    </form>
  );
}
