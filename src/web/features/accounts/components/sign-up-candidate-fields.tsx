import type { UseFormRegisterReturn } from 'react-hook-form';
import { normalisePostcode, postcodeMaxLength } from '../../../../shared/accounts/account.schemas';
import { formatUkPhone, mobileHint } from '../../../../shared/accounts/uk-phone';
import { normalisedInput } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';

interface CandidateFieldsProps {
  mobilePhone: UseFormRegisterReturn<'mobilePhone'>;
  homePostcode: UseFormRegisterReturn<'homePostcode'>;
  mobilePhoneError?: string | undefined;
  homePostcodeError?: string | undefined;
  disabled?: boolean;
}

export function SignUpCandidateFields(props: CandidateFieldsProps) {
  return (
    <>
      <TextField
        label="Mobile Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="07700 900123"
        hint={mobileHint}
        error={props.mobilePhoneError}
        disabled={props.disabled}
        {...normalisedInput(props.mobilePhone, formatUkPhone)}
      />
      <TextField
        label="Home Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={postcodeMaxLength}
        placeholder="SW1A 1AA"
        error={props.homePostcodeError}
        disabled={props.disabled}
        {...normalisedInput(props.homePostcode, normalisePostcode)}
      />
    </>
  );
}
