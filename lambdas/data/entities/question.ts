import type { Locale } from '../../../shared/i18n/paths.ts';
import type { Question } from '../../../shared/questions.ts';
import { getRecord, putIfAbsent, queryIndex, removeFields, updateFields } from '../table.ts';

/**
 * A question to a lot's seller: QUESTION#<id> / QUESTION, one record with its answer (docs/adr/0055).
 * Its seller's questions through gsi2 (SELLERQUESTIONS#<sellerId>, sorted by lot then time), so a lot's
 * questions are the sort-key prefix `<itemId>#` of its seller's partition (oldest first); the back
 * office's recent ones through gsi1 (QUESTIONS, newest first). Never in the lot's own partition: a
 * question does not touch the hot record a bid writes.
 */
const questionKey = (id: string) => ({ pk: `QUESTION#${id}`, sk: 'QUESTION' });
const RECENT = 'QUESTIONS';
const sellerPartition = (sellerId: string) => `SELLERQUESTIONS#${sellerId}`;
const indexKeys = (q: Question) => ({
  gsi1pk: RECENT,
  gsi1sk: `${q.askedAt}#${q.id}`,
  gsi2pk: sellerPartition(q.sellerId),
  gsi2sk: `${q.itemId}#${q.askedAt}#${q.id}`,
});

export function getQuestion(id: string, consistent = false): Promise<Question | null> {
  return getRecord<Question>(questionKey(id), consistent);
}

/** Stores a new question (its id is new: a ULID). */
export async function createQuestion(question: Question): Promise<void> {
  await putIfAbsent(questionKey(question.id), question, indexKeys(question));
}

/** A lot's questions, hidden ones included, oldest first (a lot's seller never changes, so its questions are in that seller's partition). */
export function listQuestionsOfLot(lot: { id: string; sellerId: string }): Promise<Question[]> {
  return queryIndex<Question>({ index: 'gsi2', pk: sellerPartition(lot.sellerId), skPrefix: `${lot.id}#` });
}

/** Every question on a seller's lots, hidden ones included, in no useful order (by lot, then time). */
export function listQuestionsOfSeller(sellerId: string): Promise<Question[]> {
  return queryIndex<Question>({ index: 'gsi2', pk: sellerPartition(sellerId) });
}

/** The newest questions on any lot, for the back office. */
export function listRecentQuestions(limit: number): Promise<Question[]> {
  return queryIndex<Question>({ index: 'gsi1', pk: RECENT }, true, limit);
}

/** Adds the seller's answer to a question not answered yet and not hidden: the question after it, or null (answered already, hidden, or gone). */
export function addAnswer(id: string, answer: { text: string; lang: Locale; at: string }): Promise<Question | null> {
  return updateFields<Question>(
    questionKey(id),
    { answer: answer.text, answerLang: answer.lang, answeredAt: answer.at },
    { expression: 'attribute_not_exists(answer) AND attribute_not_exists(hiddenAt)' },
  );
}

/** Hides a question (kept for the record and the back office): the question after it, or null when there is none. Hiding twice keeps the first time. */
export async function hideQuestion(id: string, by: string, at: string): Promise<Question | null> {
  return (await updateFields<Question>(questionKey(id), { hiddenAt: at, hiddenBy: by }, { expression: 'attribute_not_exists(hiddenAt)' })) ?? getQuestion(id, true);
}

/** Shows a hidden question again (an admin's second thought): the question after it, or null when there is none. Showing a shown one changes nothing. */
export function showQuestion(id: string): Promise<Question | null> {
  return removeFields<Question>(questionKey(id), ['hiddenAt', 'hiddenBy']);
}
