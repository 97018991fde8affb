import { putRecord, queryPartition } from '../table.ts';

/** A message sent through the contact form: CONTACT / <id> (a ULID, so time order). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  uid: string | null;
  receivedAt: string;
}

export async function saveContactMessage(message: ContactMessage): Promise<void> {
  await putRecord({ pk: 'CONTACT', sk: message.id }, message);
}

export function listContactMessages(): Promise<ContactMessage[]> {
  return queryPartition<ContactMessage>({ pk: 'CONTACT' });
}
