import {
  type ConsultationType,
  consultationTypes,
} from '../../../../shared/submissions/submission.constants';

export function isConsultationType(value: string): value is ConsultationType {
  return consultationTypes.some((type) => type === value);
}
