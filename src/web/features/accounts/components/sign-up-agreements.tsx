import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routing/paths';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FieldError } from '../../../components/form/field-error';

interface AgreementsProps {
  acceptTerms: UseFormRegisterReturn<'acceptTerms'>;
  acceptPrivacy: UseFormRegisterReturn<'acceptPrivacy'>;
  /** The boxes as ticked now: the error marks only the ones left empty. */
  termsAccepted: boolean;
  privacyAccepted: boolean;
  error?: string | undefined;
  disabled?: boolean;
}

const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700';

/** The documents open in a new tab, so the form keeps its entries. */
export function SignUpAgreements(props: AgreementsProps) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={props.error ? 'agreements-error' : undefined}>
      <legend className="sr-only">Agreements</legend>
      <CheckboxField
        invalid={Boolean(props.error) && !props.termsAccepted}
        disabled={props.disabled}
        {...props.acceptTerms}
      >
        I accept the{' '}
        <Link to={paths.terms} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          Terms of Use<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </CheckboxField>
      <CheckboxField
        invalid={Boolean(props.error) && !props.privacyAccepted}
        disabled={props.disabled}
        {...props.acceptPrivacy}
      >
        I accept the{' '}
        <Link to={paths.privacy} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
        </Link>
      </CheckboxField>
      <FieldError id="agreements-error" message={props.error} />
    </fieldset>
  );
}
