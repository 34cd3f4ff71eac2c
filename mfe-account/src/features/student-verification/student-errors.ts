import { ApiRequestError } from '@sf/api-client';

/** The dialog's own words for what the server refused, and which field it was about (null: the form as a whole). */
export interface StudentProblem {
  field: 'email' | 'institution' | null;
  key: string;
}

/** Maps a failed code request to a text key; the server's message names the field (`body/email: …`). */
export function requestProblem(error: unknown): StudentProblem {
  if (!(error instanceof ApiRequestError)) return { field: null, key: 'student.errors.failed' };
  const message = error.body?.message ?? '';
  if (error.status === 401) return { field: null, key: 'student.errors.signedOut' };
  if (error.status === 429) return { field: null, key: 'student.errors.tooMany' };
  if (error.status === 409)
    return message.startsWith('body/email') ? { field: 'email', key: 'student.errors.taken' } : { field: null, key: 'student.errors.alreadyVerified' };
  if (error.status === 400 && message.includes('body/institution')) return { field: 'institution', key: 'student.errors.institutionRequired' };
  if (error.status === 400 && message.includes('body/email')) return { field: 'email', key: 'student.errors.notAcademic' };
  return { field: null, key: 'student.errors.failed' };
}
