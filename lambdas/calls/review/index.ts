import { REVIEW_CALLS } from '../../../shared/contract/registry/review.ts';
import { groupCalls } from '../../lib/call.ts';
import { getSubmissions } from './get-submissions.ts';
import { reviewSubmission } from './review-submission.ts';

/** Expert review of submitted listings (experts and admins). */
export const reviewCalls = groupCalls(REVIEW_CALLS, [getSubmissions, reviewSubmission]);
