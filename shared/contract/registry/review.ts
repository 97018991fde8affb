import { entry, group, returns } from './entry.ts';
import type { ItemStatus } from '../../item.ts';
import { GetSubmissionsInputSchema, ReviewSubmissionInputSchema, type GetSubmissionsOutput } from '../selling.ts';

/** The review function's calls: the experts' review of submitted listings. */
export const REVIEW_CALLS = group('review', {
  getSubmissions: entry('expert', GetSubmissionsInputSchema, returns<GetSubmissionsOutput>()),
  reviewSubmission: entry('expert', ReviewSubmissionInputSchema, returns<{ itemId: string; status: ItemStatus }>()),
});
