import type { ConsultationType } from '../../../../shared/submissions/submission.constants';

/** The contact form's fields as the visitor fills them in: the form's state and what is sent. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  consultationType: ConsultationType;
  message: string;
}
