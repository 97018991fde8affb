import type { CallDefinition } from '../../lib/call.ts';
import { getSubmissions } from './get-submissions.ts';
import { reviewSubmission } from './review-submission.ts';

/** Expert review of submitted listings (experts and admins). */
export const reviewCalls: CallDefinition[] = [getSubmissions, reviewSubmission];
